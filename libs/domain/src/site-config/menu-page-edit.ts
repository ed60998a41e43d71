// The console's form for one menu page (menu_pages): its address, place in
// the menu, status, texts per language and external redirect, and the rules
// over all pages that keep the public menu whole.
import { z } from 'zod';
import {
  checkbox,
  integerBox,
  isExternalUrl,
  optionalBox,
  perLanguage,
  SITE_DESCRIPTION_MAX,
  type SiteConfigErrorKey,
} from './site-config-fields';

export const MENU_PAGE_STATUSES = ['Published', 'Draft'] as const;
/** A page's original path: letters, digits and dashes, as the route table and the BFF's /api/pages/{path} take it. */
export const MENU_PATH = /^[A-Za-z0-9][A-Za-z0-9-]{0,79}$/;

const key = (value: SiteConfigErrorKey) => value;

export const ZMenuPageFormSchema = z
  .object({
    path: z
      .string({ error: 'required' })
      .trim()
      .min(1, 'required')
      .refine((value) => MENU_PATH.test(value), key('slugInvalid')),
    /** '' (or missing): a top-level entry. */
    parentId: z
      .union([z.number(), z.string().trim()])
      .optional()
      .transform((value, context) => {
        if (value === undefined || value === '') return null;
        const id = Number(value);
        if (!Number.isSafeInteger(id) || id < 1) {
          context.addIssue({ code: 'custom', message: key('parentUnknown'), input: value });
          return z.NEVER;
        }
        return id;
      }),
    status: z.enum(MENU_PAGE_STATUSES, { error: 'required' }),
    sort: integerBox(0, 100_000),
    hiddenInMenu: checkbox,
    isActiveSeo: checkbox,
    titles: perLanguage(),
    descriptions: perLanguage(SITE_DESCRIPTION_MAX),
    ogTitles: perLanguage(),
    ogDescriptions: perLanguage(SITE_DESCRIPTION_MAX),
    redirect: checkbox,
    redirectUrl: optionalBox(500),
  })
  .superRefine((page, context) => {
    // The entry opens this address in a new tab: only a web address may.
    if (page.redirect && !isExternalUrl(page.redirectUrl))
      context.addIssue({ code: 'custom', path: ['redirectUrl'], message: key('urlInvalid') });
    else if (!page.redirect && page.redirectUrl !== '' && !isExternalUrl(page.redirectUrl))
      context.addIssue({ code: 'custom', path: ['redirectUrl'], message: key('urlInvalid') });
  });
export type MenuPageForm = z.input<typeof ZMenuPageFormSchema>;
export type MenuPageFormOutput = z.output<typeof ZMenuPageFormSchema>;

/** What the rules over all pages need of each. */
export interface MenuPageNode {
  id: number;
  path: string;
  parentId: number | null;
}

/**
 * The field errors of giving page `id` this path and parent among `pages`:
 * a path another page has (paths are URLs, compared without case as the
 * web's routes are), a parent that does not exist, or one that is the page
 * itself or one of its children (the menu would loop).
 */
export function menuPageConflicts(
  pages: readonly MenuPageNode[],
  id: number,
  change: { path: string; parentId: number | null },
): Partial<Record<'path' | 'parentId', SiteConfigErrorKey>> {
  const errors: Partial<Record<'path' | 'parentId', SiteConfigErrorKey>> = {};
  if (pages.some((page) => page.id !== id && page.path.toLowerCase() === change.path.toLowerCase()))
    errors.path = 'slugTaken';
  if (change.parentId !== null) {
    const byId = new Map(pages.map((page) => [page.id, page]));
    if (!byId.has(change.parentId)) errors.parentId = 'parentUnknown';
    else {
      // Walk up from the new parent: meeting the page itself means it would sit under itself.
      const seen = new Set<number>();
      for (let at: number | null = change.parentId; at !== null && !seen.has(at); at = byId.get(at)?.parentId ?? null) {
        if (at === id) {
          errors.parentId = 'parentLoop';
          break;
        }
        seen.add(at);
      }
    }
  }
  return errors;
}
