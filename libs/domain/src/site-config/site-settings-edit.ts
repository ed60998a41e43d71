// The console's form for the agency's facts and the site-wide switches
// (site_settings): what it accepts and the fields it changes.
import { z } from 'zod';
import { emailField, isPhoneNumber, stringRules } from '../forms/fields';
import { locales } from '../locale';
import {
  checkbox,
  CSS_COLOUR,
  GTM_ID,
  isMediaUrl,
  META_PIXEL_ID,
  optionalBox,
  perLanguage,
  type SiteConfigErrorKey,
} from './site-config-fields';

export const BANNER_KINDS = ['image', 'gallery', 'video', 'color', ''] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];

const key = (value: SiteConfigErrorKey) => value;

const optionalMatching = (pattern: RegExp, message: SiteConfigErrorKey) =>
  optionalBox(40).refine((value) => value === '' || pattern.test(value), key(message));

/** `5, 7` or `5 7`: the marquee codes whose name replaces the price. */
const codeList = optionalBox(200)
  .refine((value) => /^[\d\s,;]*$/.test(value), key('numberList'))
  .transform((value) =>
    [
      ...new Set(
        value
          .split(/[\s,;]+/)
          .filter(Boolean)
          .map(Number),
      ),
    ].sort((a, b) => a - b),
  );

export const ZSiteSettingsFormSchema = z.object({
  phone: stringRules(z.string({ error: 'required' }).trim(), [
    [(value) => value.length > 0, 'required'],
    [isPhoneNumber, 'phone'],
  ]),
  /** Issue 26: the agency's WhatsApp number; empty, the property pages offer no WhatsApp link. */
  whatsapp: optionalBox(40)
    .refine((value) => value === '' || isPhoneNumber(value), 'phone')
    .transform((value) => value || null),
  email: emailField()
    .optional()
    .transform((value) => value ?? null),
  /** The language the agency reads its mails in (issue 24): French unless the office chooses another. */
  agencyLocale: z.enum(locales).default('fr'),
  copyright: perLanguage(),
  /** The home banner's title (the search block over the banner). */
  searchTitles: perLanguage(),
  bannerKind: z
    .enum(BANNER_KINDS)
    .optional()
    .transform((value) => value ?? ''),
  /** The banner's first picture (or the video): the others, if any, are kept. */
  bannerUrl: optionalBox(500).refine((value) => value === '' || isMediaUrl(value), key('urlInvalid')),
  bannerAlt: perLanguage(),
  bannerColour: optionalMatching(CSS_COLOUR, 'colourInvalid').transform((value) => value || null),
  topBarShow: checkbox,
  showSearchInput: checkbox,
  showSearchButton: checkbox,
  showCountProperty: checkbox,
  showSearchCount: checkbox,
  marqueeIgnoreList: codeList,
  gtmId: optionalMatching(GTM_ID, 'gtmIdInvalid').transform((value) => value || null),
  metaPixelId: optionalMatching(META_PIXEL_ID, 'metaPixelIdInvalid').transform((value) => value || null),
});
export type SiteSettingsForm = z.input<typeof ZSiteSettingsFormSchema>;
export type SiteSettingsFormOutput = z.output<typeof ZSiteSettingsFormSchema>;
