import { type Locale } from '../locale';

/** Text the site configuration holds once per language; any language may be missing. */
export type LocalizedText = Partial<Record<Locale, string>>;

/** Column widths per breakpoint, in grid columns. */
export interface ColumnWidths {
  sm: number;
  md: number;
  lg: number;
}

/** The text in `locale`, else French (the agency's first language), else any language, else ''. */
export function pickLocalized(texts: LocalizedText, locale: Locale): string {
  const inLocale = texts[locale];
  if (inLocale) return inLocale;
  if (texts.fr) return texts.fr;
  return Object.values(texts).find((text) => typeof text === 'string' && text.length > 0) ?? '';
}
