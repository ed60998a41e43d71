// Field rules of the console's site configuration forms. Messages are keys:
// the shared Validation ones where they fit, else ConsoleSite.errors.* (the
// web merges both). Every field arrives as the posted form has it (strings,
// an unticked box or an empty box left out), so the same schema reads the
// browser's JSON, the server action's FormData and the BFF's body.
import { z } from 'zod';
import { locales, type Locale } from '../locale';

export const SITE_TEXT_MAX = 200;
export const SITE_DESCRIPTION_MAX = 1000;

/** The keys of this feature's own messages (ConsoleSite.errors.*). */
export const siteConfigErrorKeys = [
  'urlInvalid',
  'slugInvalid',
  'slugTaken',
  'parentLoop',
  'parentUnknown',
  'gtmIdInvalid',
  'metaPixelIdInvalid',
  'visitHoursOverlap',
  'clockRanges',
  'numberList',
  'colourInvalid',
  'dateList',
  'integerRange',
] as const;
export type SiteConfigErrorKey = (typeof siteConfigErrorKeys)[number];

/** A text box that may be left empty ('' when it is). */
export function optionalBox(max = SITE_TEXT_MAX) {
  return z
    .string()
    .trim()
    .max(max, 'tooLong')
    .optional()
    .transform((value) => value ?? '');
}

/** One text per language, each optional: a missing language falls back to French on the site. */
export function perLanguage(max = SITE_TEXT_MAX) {
  const box = optionalBox(max);
  return z
    .object({ fr: box, nl: box, en: box, de: box })
    .partial()
    .optional()
    .transform(
      (value) => Object.fromEntries(locales.map((locale) => [locale, value?.[locale] ?? ''])) as Record<Locale, string>,
    );
}

/** A ticked box: `true` from react-hook-form, 'on' from a posted form; anything missing is unticked. */
export const checkbox = z
  .union([z.boolean(), z.literal('on'), z.literal('true')])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

/** A whole number typed in a box, within bounds. */
export function integerBox(min: number, max: number) {
  return z.union([z.number(), z.string().trim()]).transform((value, context) => {
    const number = typeof value === 'number' ? value : /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isInteger(number) || number < min || number > max) {
      context.addIssue({ code: 'custom', message: 'integerRange' satisfies SiteConfigErrorKey, input: value });
      return z.NEVER;
    }
    return number;
  });
}

/** An address a visitor's browser may open: http(s) only, with a host. */
export function isExternalUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A site path (`/banner/home.jpg`) or an http(s) address: where a picture or a video may come from. */
export function isMediaUrl(text: string): boolean {
  return (/^\/(?!\/)[^\s\\]*$/.test(text) && !text.includes('..')) || isExternalUrl(text);
}

/** Google Tag Manager's container id. */
export const GTM_ID = /^GTM-[A-Z0-9]{4,10}$/;
/** A Meta pixel id: 15 or 16 digits. */
export const META_PIXEL_ID = /^\d{15,16}$/;
/** A CSS colour as the banner accepts it: #rgb, #rrggbb or a plain colour name. */
export const CSS_COLOUR = /^(#[0-9a-f]{3}|#[0-9a-f]{6}|[a-z]{3,20})$/i;
