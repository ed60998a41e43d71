// Stored rows → the visitor's DTOs in one language (libs/domain site-config-dto).
import {
  buildMenuTree,
  bySortThenId,
  fillYear,
  type FooterBlockDto,
  type Locale,
  type MediaDisplayKind,
  type PageConfigDto,
  type PageModuleDto,
  pickLocalized,
  type PropertyCountsDto,
  publicText,
  type SiteConfigDto,
  isPublished,
  type TopBarItemDto,
} from '@immo/domain';
import type {
  ArticleEntity,
  FooterBlockEntity,
  MenuPageEntity,
  PageModuleEntity,
  SiteSettingsEntity,
  TopBarItemEntity,
} from '@immo/db';
import { sanitiseArticleHtml } from '@immo/platform/html';

export interface SiteConfigRows {
  settings: SiteSettingsEntity;
  pages: MenuPageEntity[];
  topBarItems: TopBarItemEntity[];
  footerBlocks: FooterBlockEntity[];
  counts: PropertyCountsDto;
}

const orNull = (html: string | null) => (html === null ? null : sanitiseArticleHtml(html));

function toTopBarItem(item: TopBarItemEntity, locale: Locale): TopBarItemDto {
  return { label: pickLocalized(item.labels, locale), link: item.link, icon: item.icon, colour: item.colour };
}

function toFooterBlock(block: FooterBlockEntity, locale: Locale): FooterBlockDto {
  return {
    title: pickLocalized(block.titles, locale),
    introText: orNull(publicText(block.introTexts, locale)),
    fullText: orNull(publicText(block.fullTexts, locale)),
    images: block.images,
    col: block.col,
  };
}

export function toSiteConfigDto(rows: SiteConfigRows, locale: Locale, year: number): SiteConfigDto {
  const { settings, counts } = rows;
  const descriptions = settings.searchDescriptions[locale] ?? settings.searchDescriptions.fr ?? ['', ''];
  const topBarItems = rows.topBarItems.filter(isPublished).sort(bySortThenId);
  return {
    agencyName: settings.agencyName,
    phone: settings.phone,
    whatsapp: settings.whatsapp,
    email: settings.email,
    address: { street: settings.street, zip: settings.zip, city: settings.city, countryId: settings.countryId },
    menu: buildMenuTree(rows.pages, locale),
    topBar: {
      show: settings.topBarShow && topBarItems.length > 0,
      items: topBarItems.map((item) => toTopBarItem(item, locale)),
    },
    footer: {
      blocks: [...rows.footerBlocks].sort(bySortThenId).map((block) => toFooterBlock(block, locale)),
      copyright: fillYear(pickLocalized(settings.copyright, locale), year),
    },
    banner: {
      kind: settings.bannerKind as MediaDisplayKind | 'video',
      items: settings.bannerItems.map((item) => ({ url: item.url, alt: pickLocalized(item.alt, locale) })),
      colour: settings.bannerColour,
    },
    searchBlock: {
      showSearchInput: settings.showSearchInput,
      showSearchButton: settings.showSearchButton,
      showCountProperty: settings.showCountProperty,
      showSearchCount: settings.showSearchCount,
      logo: settings.searchLogo,
      title: pickLocalized(settings.searchTitles, locale),
      descriptions: [descriptions[0] ?? '', descriptions[1] ?? ''],
      countProperty: [counts.sale, counts.rent],
    },
    marqueeIgnoreList: settings.marqueeIgnoreList,
    tracking: { gtmId: settings.gtmId, metaPixelId: settings.metaPixelId },
  };
}

function toModule(
  module: PageModuleEntity,
  articles: ReadonlyMap<number, ArticleEntity>,
  locale: Locale,
): PageModuleDto {
  const article = module.articleId === null ? undefined : articles.get(module.articleId);
  return {
    type: module.type,
    title: pickLocalized(module.titles, locale),
    description: pickLocalized(module.descriptions, locale),
    position: module.position,
    numberItemOfRow: module.numberItemOfRow,
    maxItems: module.maxItems,
    article: article
      ? {
          title: pickLocalized(article.titles, locale),
          html: sanitiseArticleHtml(pickLocalized(article.bodies, locale)),
        }
      : null,
  };
}

export function toPageConfigDto(
  page: MenuPageEntity,
  modules: PageModuleEntity[],
  articles: ReadonlyMap<number, ArticleEntity>,
  locale: Locale,
): PageConfigDto {
  const metadata = page.metadata[locale] ?? page.metadata.fr ?? {};
  return {
    path: page.path,
    title: pickLocalized(page.titles, locale),
    description: pickLocalized(page.descriptions, locale),
    metadata,
    isActiveSEO: page.isActiveSeo,
    showBreadCrumb: page.showBreadCrumb,
    showPageBanner: page.showPageBanner,
    bannerTitle: pickLocalized(page.bannerTitles, locale),
    bannerDescription: pickLocalized(page.bannerDescriptions, locale),
    image: page.image,
    redirectUrl: page.redirect ? page.redirectUrl : null,
    modules: modules
      .filter(isPublished)
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((module) => toModule(module, articles, locale)),
  };
}
