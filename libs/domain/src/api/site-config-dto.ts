// What the BFF serves from the site configuration (PostgreSQL), already in
// the requested language and reduced to what a visitor may see: only
// Published menu entries, pages, top bar items and public texts.
import type { MediaDisplayKind } from '../entities/site-config';
import type { PageModuleRelationType } from '../entities/menu-page';
import type { ColumnWidths } from '../entities/localized';

export interface MenuItemDto {
  id: number;
  /** The original path without slashes ('home', 'for-sale', 'Notre-agence'); the web localizes it. */
  path: string;
  title: string;
  /** An external site opened in a new tab instead of the page (the Promotion entry). */
  redirectUrl: string | null;
  /** The home entry can be hidden from the menu while its page stays. */
  hidden: boolean;
  children: MenuItemDto[];
}

export interface TopBarItemDto {
  label: string;
  link: string;
  icon: string | null;
  colour: string | null;
}

export interface FooterBlockDto {
  title: string;
  /** Sanitised HTML; null when the block's text is not public in this language. */
  introText: string | null;
  fullText: string | null;
  images: string[];
  col: ColumnWidths;
}

export interface BannerMediaDto {
  /** image: one picture; gallery: several, cycled; video: a muted loop; '' none. */
  kind: MediaDisplayKind | 'video';
  items: { url: string; alt: string }[];
  /** Fallback colour behind (or instead of) the media. */
  colour: string | null;
}

export interface SearchBlockDto {
  showSearchInput: boolean;
  showSearchButton: boolean;
  showCountProperty: boolean;
  showSearchCount: boolean;
  logo: string | null;
  title: string;
  /** May contain {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL} (see fillPropertyCounts). */
  descriptions: [string, string];
  /** Sale total, then rent total (spec §3 data.countProperty). */
  countProperty: [sale: number, rent: number];
}

/** The frame of every page and the agency facts, in one language. */
export interface SiteConfigDto {
  agencyName: string;
  /** As entered; format with formatPhone. */
  phone: string;
  email: string | null;
  address: { street: string; zip: string; city: string; countryId: number };
  menu: MenuItemDto[];
  topBar: { show: boolean; items: TopBarItemDto[] };
  footer: { blocks: FooterBlockDto[]; copyright: string };
  banner: BannerMediaDto;
  searchBlock: SearchBlockDto;
  /** Marquee codes whose name replaces the price (spec §4). */
  marqueeIgnoreList: number[];
  tracking: { gtmId: string | null; metaPixelId: string | null };
}

export interface PageModuleDto {
  type: PageModuleRelationType;
  title: string;
  description: string;
  position: number;
  numberItemOfRow: number;
  maxItems: number;
  /** For article modules: the article in this language (sanitised HTML). */
  article: { title: string; html: string } | null;
}

/** One configured menu page: its SEO texts and its modules, in one language. */
export interface PageConfigDto {
  path: string;
  title: string;
  description: string;
  /** Open Graph / social metadata (og:title, og:description, og:image…). */
  metadata: Record<string, string>;
  isActiveSEO: boolean;
  showBreadCrumb: boolean;
  showPageBanner: boolean;
  bannerTitle: string;
  bannerDescription: string;
  image: string | null;
  redirectUrl: string | null;
  modules: PageModuleDto[];
}
