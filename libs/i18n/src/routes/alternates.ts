import { locales, type Locale, type PropertyGoal } from '@immo/domain';
import { localizePath } from './localize-path';

/** A name may differ per language (`Liège`/`Luik`, a translated title). */
type PerLocale = string | Partial<Record<Locale, string>>;

export interface AlternateParams {
  goal?: PropertyGoal;
  city?: PerLocale;
  title?: PerLocale;
}

function inLocale(value: PerLocale | undefined, locale: Locale): string | undefined {
  return typeof value === 'string' || value === undefined ? value : value[locale];
}

/** The same page in every language, for hreflang links and the language switcher. */
export function alternates(path: string, params: AlternateParams = {}): Record<Locale, string> {
  const entries = locales.map((locale) => {
    const city = inLocale(params.city, locale);
    const title = inLocale(params.title, locale);
    return [
      locale,
      localizePath(path, locale, {
        ...(params.goal === undefined ? {} : { goal: params.goal }),
        ...(city === undefined ? {} : { city }),
        ...(title === undefined ? {} : { title }),
      }),
    ] as const;
  });
  return Object.fromEntries(entries) as Record<Locale, string>;
}
