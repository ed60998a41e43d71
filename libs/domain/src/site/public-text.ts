// Footer texts carry a public flag per language (spec §3 Footer block).
import type { PublicText } from '../entities/page-frame';
import type { Locale } from '../locale';

/**
 * The text a visitor may see in `locale`, or null. A language that has an
 * entry decides for itself: hidden stays hidden, never replaced by another
 * language's public text. Only a language without any entry falls back to
 * French, then to any public text, as `pickLocalized` does.
 */
export function publicText(texts: Partial<Record<Locale, PublicText>>, locale: Locale): string | null {
  const own = texts[locale];
  if (own) return own.public && own.text ? own.text : null;
  const fallback = texts.fr ?? Object.values(texts).find((entry) => entry?.public && entry.text);
  return fallback?.public && fallback.text ? fallback.text : null;
}

/** The copyright line's `{YEAR}` placeholder, so the operator never edits it on New Year's Day. */
export function fillYear(text: string, year: number): string {
  return text.replaceAll('{YEAR}', String(year));
}
