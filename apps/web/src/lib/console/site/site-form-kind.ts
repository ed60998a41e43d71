// The editor's forms: the schema each is checked with (in the browser, in the
// server action and by the BFF) and where it is saved.
import type { FormKitTexts } from '@/lib/forms/form-kit-texts';
import {
  ZFooterBlockFormSchema,
  ZMenuPageFormSchema,
  ZSiteSettingsFormSchema,
  ZTopBarItemFormSchema,
  ZVisitHoursFormSchema,
} from '@immo/domain';

export type SiteFormKind = 'settings' | 'visit-hours' | 'page' | 'top-bar-item' | 'footer-block';

export const siteFormSchemas = {
  settings: ZSiteSettingsFormSchema,
  'visit-hours': ZVisitHoursFormSchema,
  page: ZMenuPageFormSchema,
  'top-bar-item': ZTopBarItemFormSchema,
  'footer-block': ZFooterBlockFormSchema,
} as const satisfies Record<SiteFormKind, unknown>;

/** The BFF path under /api/console/site-config. */
export function siteFormPath(kind: SiteFormKind, rowId: number | null): string {
  const id = rowId ?? 0;
  if (kind === 'page') return `/pages/${id}`;
  if (kind === 'top-bar-item') return `/top-bar-items/${id}`;
  if (kind === 'footer-block') return `/footer-blocks/${id}`;
  return `/${kind}`;
}

/** A form's state after the server action refused it: what was typed (by field name), the errors, and a message of the whole form. */
export interface SiteFormState {
  values: Record<string, string> | null;
  errors: Record<string, string>;
  problem: 'failed' | null;
}

export const INITIAL_SITE_FORM_STATE: SiteFormState = { values: null, errors: {}, problem: null };

/** The sentences a form shows besides its fields' labels. */
export interface SiteFormTexts {
  kit: FormKitTexts;
  saveDraft: string;
  publish: string;
  failed: string;
}
