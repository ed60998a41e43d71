export const locales = ['nl', 'fr', 'en', 'de'] as const;
export type Locale = (typeof locales)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** CRM LanguageId → locale (NL 1, FR 2, EN 3, DE 4). */
export const crmLanguageIds: Record<Locale, number> = { nl: 1, fr: 2, en: 3, de: 4 };
