// The editor's forms: the schema each is checked with (in the browser, in the
// server action and by the BFF) and where it is saved.
import type { FormKitTexts } from '@/lib/forms/form-kit-texts';
import { ZMenuPageFormSchema, ZSiteSettingsFormSchema, ZVisitHoursFormSchema } from '@immo/domain';

export type SiteFormKind = 'settings' | 'visit-hours' | 'page';

export const siteFormSchemas = { settings: ZSiteSettingsFormSchema, 'visit-hours': ZVisitHoursFormSchema, page: ZMenuPageFormSchema } as const satisfies Record<SiteFormKind, unknown>;

/** The BFF path under /api/console/site-config. */
export function siteFormPath(kind: SiteFormKind, pageId: number | null): string {
  return kind === 'page' ? `/pages/${pageId ?? 0}` : `/${kind}`;
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
