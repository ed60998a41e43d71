import {
  goalOfCrm,
  localizedCities,
  locales,
  pickLocalized,
  type LocalizedText,
  type SitemapEntryDto,
} from '@immo/domain';

/** A row of the sitemap statements: one live property or project. */
export interface SitemapRow {
  id: number;
  /** The CRM's Goal as stored; properties only. */
  goal?: number;
  city: string | null;
  cityNames: LocalizedText | null;
  titles: LocalizedText;
  changedAt: Date | null;
}

/**
 * Each language's city and title, chosen exactly as the detail DTOs choose
 * them (the city's name in the language else the CRM's; the title in the
 * language else French else any), so every sitemap URL is a canonical one.
 */
export function toSitemapEntryDto(row: SitemapRow): SitemapEntryDto {
  const titles = Object.fromEntries(locales.map((locale) => [locale, pickLocalized(row.titles, locale)]));
  return {
    id: row.id,
    ...(row.goal === undefined ? {} : { goal: goalOfCrm(row.goal) }),
    cities: localizedCities(row),
    titles: titles as SitemapEntryDto['titles'],
    changedAt: row.changedAt ? row.changedAt.toISOString() : null,
  };
}
