// What the BFF serves from the site configuration (PostgreSQL), already in
// the requested language and reduced to what a visitor may see: only
// Published menu entries, pages, top bar items and public texts.
import { z } from 'zod';
import type { ColumnWidths } from '../entities/localized';
import type { PageModuleRelationType } from '../entities/menu-page';
import type { MediaDisplayKind } from '../entities/site-config';

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

/** A menu is a tree, so its schema refers to itself (and its type is written out). */
export const ZMenuItemDtoSchema: z.ZodType<MenuItemDto> = z.object({
  id: z.number().int(),
  path: z.string(),
  title: z.string(),
  redirectUrl: z.string().nullable(),
  hidden: z.boolean(),
  get children() {
    return z.array(ZMenuItemDtoSchema);
  },
});

export const ZTopBarItemDtoSchema = z.object({
  label: z.string(),
  link: z.string(),
  icon: z.string().nullable(),
  colour: z.string().nullable(),
});
export type TopBarItemDto = z.infer<typeof ZTopBarItemDtoSchema>;

const ZColumnWidthsSchema: z.ZodType<ColumnWidths> = z.object({ sm: z.number(), md: z.number(), lg: z.number() });

export const ZFooterBlockDtoSchema = z.object({
  title: z.string(),
  /** Sanitised HTML; null when the block's text is not public in this language. */
  introText: z.string().nullable(),
  fullText: z.string().nullable(),
  images: z.array(z.string()),
  col: ZColumnWidthsSchema,
});
export type FooterBlockDto = z.infer<typeof ZFooterBlockDtoSchema>;

const mediaKinds = ['image', 'color', 'gallery', '', 'video'] as const satisfies ReadonlyArray<MediaDisplayKind | 'video'>;

export const ZBannerMediaDtoSchema = z.object({
  /** image: one picture; gallery: several, cycled; video: a muted loop; '' none. */
  kind: z.enum(mediaKinds),
  items: z.array(z.object({ url: z.string(), alt: z.string() })),
  /** Fallback colour behind (or instead of) the media. */
  colour: z.string().nullable(),
});
export type BannerMediaDto = z.infer<typeof ZBannerMediaDtoSchema>;

export const ZSearchBlockDtoSchema = z.object({
  showSearchInput: z.boolean(),
  showSearchButton: z.boolean(),
  showCountProperty: z.boolean(),
  showSearchCount: z.boolean(),
  logo: z.string().nullable(),
  title: z.string(),
  /** May contain {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL} (see fillPropertyCounts). */
  descriptions: z.tuple([z.string(), z.string()]),
  /** Sale total, then rent total (spec §3 data.countProperty). */
  countProperty: z.tuple([z.number(), z.number()]),
});
export type SearchBlockDto = z.infer<typeof ZSearchBlockDtoSchema>;

/** The frame of every page and the agency facts, in one language. */
export const ZSiteConfigDtoSchema = z.object({
  agencyName: z.string(),
  /** As entered; format with formatPhone. */
  phone: z.string(),
  email: z.string().nullable(),
  address: z.object({ street: z.string(), zip: z.string(), city: z.string(), countryId: z.number() }),
  menu: z.array(ZMenuItemDtoSchema),
  topBar: z.object({ show: z.boolean(), items: z.array(ZTopBarItemDtoSchema) }),
  footer: z.object({ blocks: z.array(ZFooterBlockDtoSchema), copyright: z.string() }),
  banner: ZBannerMediaDtoSchema,
  searchBlock: ZSearchBlockDtoSchema,
  /** Marquee codes whose name replaces the price (spec §4). */
  marqueeIgnoreList: z.array(z.number()),
  tracking: z.object({ gtmId: z.string().nullable(), metaPixelId: z.string().nullable() }),
});
export type SiteConfigDto = z.infer<typeof ZSiteConfigDtoSchema>;

const moduleTypes = ['property-list', 'article', 'contact'] as const satisfies readonly PageModuleRelationType[];

export const ZPageModuleDtoSchema = z.object({
  type: z.enum(moduleTypes),
  title: z.string(),
  description: z.string(),
  position: z.number(),
  numberItemOfRow: z.number(),
  maxItems: z.number(),
  /** For article modules: the article in this language (sanitised HTML). */
  article: z.object({ title: z.string(), html: z.string() }).nullable(),
});
export type PageModuleDto = z.infer<typeof ZPageModuleDtoSchema>;

/** One configured menu page: its SEO texts and its modules, in one language. */
export const ZPageConfigDtoSchema = z.object({
  path: z.string(),
  title: z.string(),
  description: z.string(),
  /** Open Graph / social metadata (og:title, og:description, og:image…). */
  metadata: z.record(z.string(), z.string()),
  isActiveSEO: z.boolean(),
  showBreadCrumb: z.boolean(),
  showPageBanner: z.boolean(),
  bannerTitle: z.string(),
  bannerDescription: z.string(),
  image: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  modules: z.array(ZPageModuleDtoSchema),
});
export type PageConfigDto = z.infer<typeof ZPageConfigDtoSchema>;
