// The console's forms for the frame's configured pieces: a top bar link
// (top_bar_items) and a footer column (footer_blocks).
import { z } from 'zod';
import { locales, type Locale } from '../locale';
import { MENU_PAGE_STATUSES } from './menu-page-edit';
import {
  checkbox,
  CSS_COLOUR,
  integerBox,
  isExternalUrl,
  optionalBox,
  perLanguage,
  SITE_DESCRIPTION_MAX,
  type SiteConfigErrorKey,
} from './site-config-fields';

/** The icons the web's icon set draws (apps/web/src/components/Icon.tsx); anything else shows none. */
export const TOP_BAR_ICONS = ['mail', 'clock', 'user', 'phone', 'home', 'external', 'arrowLeft', 'arrowRight'] as const;

/** Where a top bar link may lead: a site path, a web address, an e-mail address or a phone number. */
export function isTopBarLink(text: string): boolean {
  if (/^\/(?![/\\])\S*$/.test(text)) return true;
  if (/^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/i.test(text)) return true;
  if (/^tel:\+?[\d\s./()-]{6,20}$/i.test(text)) return true;
  return isExternalUrl(text);
}

const key = (value: SiteConfigErrorKey) => value;

export const ZTopBarItemFormSchema = z.object({
  status: z.enum(MENU_PAGE_STATUSES, { error: 'required' }),
  sort: integerBox(0, 100_000),
  labels: perLanguage(),
  link: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(500, 'tooLong')
    .refine(isTopBarLink, key('urlInvalid')),
  icon: z
    .enum(TOP_BAR_ICONS)
    .optional()
    .transform((value) => value ?? null),
  colour: optionalBox(40)
    .refine((value) => value === '' || CSS_COLOUR.test(value), key('colourInvalid'))
    .transform((value) => value || null),
});
export type TopBarItemFormOutput = z.output<typeof ZTopBarItemFormSchema>;

const publicFlags = z
  .object(Object.fromEntries(locales.map((locale) => [locale, checkbox])) as Record<Locale, typeof checkbox>)
  .partial()
  .optional()
  .transform(
    (value) =>
      Object.fromEntries(locales.map((locale) => [locale, value?.[locale] === true])) as Record<Locale, boolean>,
  );

export const ZFooterBlockFormSchema = z.object({
  sort: integerBox(0, 100_000),
  titles: perLanguage(),
  /** HTML; the BFF keeps only its safe tags on the way out. */
  introTexts: perLanguage(SITE_DESCRIPTION_MAX * 5),
  introPublic: publicFlags,
  fullTexts: perLanguage(SITE_DESCRIPTION_MAX * 5),
  fullPublic: publicFlags,
  colSm: integerBox(1, 12),
  colMd: integerBox(1, 12),
  colLg: integerBox(1, 12),
});
export type FooterBlockFormOutput = z.output<typeof ZFooterBlockFormSchema>;
