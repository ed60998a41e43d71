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
export const ZMenuItemDtoSchema: z.ZodType<MenuItemDto> = z
  .object({
    id: z.number().int(),
    path: z.string().meta({ example: 'for-sale', description: 'Original path without slashes; the web localizes it' }),
    title: z.string().meta({ example: 'À vendre' }),
    redirectUrl: z.string().nullable().meta({
      example: 'https://promotion.example.be/',
      description: 'External site opened in a new tab instead of the page',
    }),
    hidden: z.boolean().meta({ description: 'The entry is not shown in the menu (its page stays)' }),
    get children() {
      return z.array(ZMenuItemDtoSchema).meta({ description: 'Published children, by sort' });
    },
  })
  // Named, so the BFF's OpenAPI document gives the tree one schema that refers to itself.
  .meta({ id: 'MenuItemResponse' });

export const ZTopBarItemDtoSchema = z.object({
  label: z.string(),
  link: z
    .string()
    .meta({ example: '/login/', description: 'A site path (original, unlocalized), an absolute URL, mailto: or tel:' }),
  icon: z.string().nullable().meta({ example: 'mail' }),
  colour: z.string().nullable(),
});
export type TopBarItemDto = z.infer<typeof ZTopBarItemDtoSchema>;

const ZColumnWidthsSchema: z.ZodType<ColumnWidths> = z.object({
  sm: z.number().meta({ description: 'Grid columns (of 12) below 767 px' }),
  md: z.number().meta({ description: '767 to 1279 px' }),
  lg: z.number().meta({ description: 'From 1280 px' }),
});

export const ZFooterBlockDtoSchema = z.object({
  title: z.string(),
  introText: z.string().nullable().meta({ description: 'Sanitised HTML; null when not public in this language' }),
  fullText: z.string().nullable().meta({ description: 'Sanitised HTML; null when not public in this language' }),
  images: z.array(z.string()),
  col: ZColumnWidthsSchema,
});
export type FooterBlockDto = z.infer<typeof ZFooterBlockDtoSchema>;

const mediaKinds = ['image', 'color', 'gallery', '', 'video'] as const satisfies ReadonlyArray<
  MediaDisplayKind | 'video'
>;

export const ZBannerMediaDtoSchema = z.object({
  /** image: one picture; gallery: several, cycled; video: a muted loop; '' none. */
  kind: z.enum(mediaKinds),
  items: z.array(z.object({ url: z.string().meta({ example: '/banner/home-banner.svg' }), alt: z.string() })),
  colour: z
    .string()
    .nullable()
    .meta({ example: '#0f3d5c', description: 'Fallback colour behind (or instead of) the media' }),
});
export type BannerMediaDto = z.infer<typeof ZBannerMediaDtoSchema>;

export const ZSearchBlockDtoSchema = z.object({
  showSearchInput: z.boolean(),
  showSearchButton: z.boolean(),
  showCountProperty: z.boolean(),
  showSearchCount: z.boolean(),
  logo: z.string().nullable(),
  title: z.string(),
  /** See fillPropertyCounts. */
  descriptions: z
    .tuple([z.string(), z.string()])
    .meta({ description: 'May contain {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL}' }),
  /** Spec §3 data.countProperty. */
  countProperty: z.tuple([z.number(), z.number()]).meta({ description: 'Live totals: sale, then rent' }),
});
export type SearchBlockDto = z.infer<typeof ZSearchBlockDtoSchema>;

/** The frame of every page and the agency facts, in one language. */
export const ZSiteConfigDtoSchema = z.object({
  agencyName: z.string().meta({ example: 'Immo Horizon' }),
  /** Format with formatPhone. */
  phone: z.string().meta({ example: '0475123456', description: 'As entered' }),
  /** Issue 26: the property pages' WhatsApp link (whatsappLink); null when the agency sets none. */
  whatsapp: z.string().nullable().meta({ example: '+32 475 12 34 56', description: 'As entered' }),
  email: z.string().nullable(),
  address: z.object({
    street: z.string(),
    zip: z.string(),
    city: z.string(),
    countryId: z.number().meta({ description: '10 Belgium, 50 Luxembourg' }),
  }),
  menu: z.array(ZMenuItemDtoSchema).meta({ description: 'Published entries, by sort, children nested' }),
  topBar: z.object({
    show: z.boolean().meta({ description: 'Switched on and at least one published item' }),
    items: z.array(ZTopBarItemDtoSchema),
  }),
  footer: z.object({
    blocks: z.array(ZFooterBlockDtoSchema),
    copyright: z
      .string()
      .meta({ example: '© 2026 Immo Horizon – Tous droits réservés', description: 'With the current year' }),
  }),
  banner: ZBannerMediaDtoSchema,
  searchBlock: ZSearchBlockDtoSchema,
  /** Spec §4. */
  marqueeIgnoreList: z.array(z.number()).meta({ description: 'Marquee codes whose name replaces the price' }),
  tracking: z.object({
    gtmId: z.string().nullable().meta({ example: 'GTM-ABC123' }),
    metaPixelId: z.string().nullable(),
  }),
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
  /** For article modules: the article in this language. */
  article: z.object({ title: z.string(), html: z.string().meta({ description: 'Sanitised HTML' }) }).nullable(),
});
export type PageModuleDto = z.infer<typeof ZPageModuleDtoSchema>;

/** One configured menu page: its SEO texts and its modules, in one language. */
export const ZPageConfigDtoSchema = z.object({
  path: z.string().meta({ example: 'Notre-agence' }),
  title: z.string(),
  description: z.string(),
  metadata: z.record(z.string(), z.string()).meta({
    description: 'Open Graph / social metadata (og:title, og:description, og:image…)',
    example: { 'og:title': 'Notre agence' },
  }),
  isActiveSEO: z.boolean().meta({ description: 'false: search engines should not index the page' }),
  showBreadCrumb: z.boolean(),
  showPageBanner: z.boolean(),
  bannerTitle: z.string(),
  bannerDescription: z.string(),
  image: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  modules: z.array(ZPageModuleDtoSchema).meta({ description: 'Published modules by position' }),
});
export type PageConfigDto = z.infer<typeof ZPageConfigDtoSchema>;
