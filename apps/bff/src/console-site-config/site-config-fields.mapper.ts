// The editor's two views of a row: the fields a form changes (as stored), and
// the form's boxes (strings and ticks) showing them.
import {
  locales,
  type LocalizedText,
  type MenuPageFormOutput,
  type SiteSettingsFormOutput,
  type TVisitHours,
  visitHoursFormValues,
} from '@immo/domain';
import type { MenuPageEntity, BannerItem, SiteSettingsEntity } from '@immo/db';

export type FormValues = Record<string, string | boolean>;
export type StoredFields = Record<string, unknown>;

/** The site_settings fields the console edits (entity property names). */
export const SETTINGS_FIELDS = [
  'phone',
  'whatsapp',
  'email',
  'agencyLocale',
  'copyright',
  'searchTitles',
  'bannerKind',
  'bannerItems',
  'bannerColour',
  'topBarShow',
  'showSearchInput',
  'showSearchButton',
  'showCountProperty',
  'showSearchCount',
  'marqueeIgnoreList',
  'gtmId',
  'metaPixelId',
  'visitHours',
] as const satisfies readonly (keyof SiteSettingsEntity)[];

export const MENU_PAGE_FIELDS = [
  'path',
  'parentId',
  'status',
  'sort',
  'hiddenInMenu',
  'isActiveSeo',
  'titles',
  'descriptions',
  'metadata',
  'redirect',
  'redirectUrl',
] as const satisfies readonly (keyof MenuPageEntity)[];

/** Only the languages filled in: an empty one falls back to French on the site, as if never set. */
function compact(texts: Record<string, string>): LocalizedText {
  return Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== '')) as LocalizedText;
}

function boxes(prefix: string, texts: Partial<Record<string, string>> | undefined): FormValues {
  return Object.fromEntries(locales.map((locale) => [`${prefix}.${locale}`, texts?.[locale] ?? '']));
}

export function settingsFields(form: SiteSettingsFormOutput, current: SiteSettingsEntity): StoredFields {
  const rest = current.bannerItems.slice(1);
  const bannerItems: BannerItem[] =
    form.bannerUrl === '' ? [] : [{ url: form.bannerUrl, alt: compact(form.bannerAlt) }, ...rest];
  return {
    phone: form.phone,
    whatsapp: form.whatsapp,
    email: form.email,
    agencyLocale: form.agencyLocale,
    copyright: compact(form.copyright),
    searchTitles: compact(form.searchTitles),
    bannerKind: form.bannerKind,
    bannerItems,
    bannerColour: form.bannerColour,
    topBarShow: form.topBarShow,
    showSearchInput: form.showSearchInput,
    showSearchButton: form.showSearchButton,
    showCountProperty: form.showCountProperty,
    showSearchCount: form.showSearchCount,
    marqueeIgnoreList: form.marqueeIgnoreList,
    gtmId: form.gtmId,
    metaPixelId: form.metaPixelId,
  };
}

export function settingsFormValues(settings: SiteSettingsEntity): FormValues {
  const first = settings.bannerItems[0];
  return {
    phone: settings.phone,
    whatsapp: settings.whatsapp ?? '',
    email: settings.email ?? '',
    agencyLocale: settings.agencyLocale,
    ...boxes('copyright', settings.copyright),
    ...boxes('searchTitles', settings.searchTitles),
    bannerKind: settings.bannerKind,
    bannerUrl: first?.url ?? '',
    ...boxes('bannerAlt', first?.alt),
    bannerColour: settings.bannerColour ?? '',
    topBarShow: settings.topBarShow,
    showSearchInput: settings.showSearchInput,
    showSearchButton: settings.showSearchButton,
    showCountProperty: settings.showCountProperty,
    showSearchCount: settings.showSearchCount,
    marqueeIgnoreList: settings.marqueeIgnoreList.join(', '),
    gtmId: settings.gtmId ?? '',
    metaPixelId: settings.metaPixelId ?? '',
  };
}

export function visitHoursValues(settings: SiteSettingsEntity): FormValues {
  return visitHoursFormValues((settings.visitHours as TVisitHours | null) ?? null);
}

export function menuPageFields(form: MenuPageFormOutput, current: MenuPageEntity): StoredFields {
  // Open Graph texts per language; the rest of each language's metadata (og:image) is kept.
  const metadata: Record<string, Record<string, string>> = {};
  for (const locale of new Set([...locales, ...Object.keys(current.metadata)])) {
    const entry: Record<string, string> = { ...(current.metadata[locale] ?? {}) };
    for (const [tag, texts] of [
      ['og:title', form.ogTitles],
      ['og:description', form.ogDescriptions],
    ] as const) {
      const text = (texts as Record<string, string>)[locale] ?? '';
      if (text === '') delete entry[tag];
      else entry[tag] = text;
    }
    if (Object.keys(entry).length > 0) metadata[locale] = entry;
  }
  return {
    path: form.path,
    parentId: form.parentId,
    status: form.status,
    sort: form.sort,
    hiddenInMenu: form.hiddenInMenu,
    isActiveSeo: form.isActiveSeo,
    titles: compact(form.titles),
    descriptions: compact(form.descriptions),
    metadata,
    redirect: form.redirect,
    redirectUrl: form.redirectUrl === '' ? null : form.redirectUrl,
  };
}

export function menuPageFormValues(page: MenuPageEntity): FormValues {
  const og = (tag: string) => Object.fromEntries(locales.map((locale) => [locale, page.metadata[locale]?.[tag] ?? '']));
  return {
    path: page.path,
    parentId: page.parentId === null ? '' : String(page.parentId),
    status: page.status,
    sort: String(page.sort),
    hiddenInMenu: page.hiddenInMenu,
    isActiveSeo: page.isActiveSeo,
    ...boxes('titles', page.titles),
    ...boxes('descriptions', page.descriptions),
    ...boxes('ogTitles', og('og:title')),
    ...boxes('ogDescriptions', og('og:description')),
    redirect: page.redirect,
    redirectUrl: page.redirectUrl ?? '',
  };
}
