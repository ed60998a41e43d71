// OpenAPI descriptions of the site configuration shapes; `implements` ties
// each class to its @immo/domain interface.
import type {
  BannerMediaDto,
  ColumnWidths,
  FooterBlockDto,
  MenuItemDto,
  PageConfigDto,
  PageModuleDto,
  PageModuleRelationType,
  SearchBlockDto,
  SiteConfigDto,
  TopBarItemDto,
} from '@immo/domain';
import { ApiProperty } from '@nestjs/swagger';

export class MenuItemResponse implements MenuItemDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'for-sale', description: 'Original path without slashes; the web localizes it' }) path!: string;
  @ApiProperty({ example: 'À vendre' }) title!: string;
  @ApiProperty({ type: String, nullable: true, example: 'https://promotion.example.be/', description: 'External site opened in a new tab' }) redirectUrl!: string | null;
  @ApiProperty({ description: 'The entry is not shown in the menu (its page stays)' }) hidden!: boolean;
  @ApiProperty({ type: () => [MenuItemResponse], description: 'Published children, by sort' }) children!: MenuItemResponse[];
}

export class TopBarItemResponse implements TopBarItemDto {
  @ApiProperty() label!: string;
  @ApiProperty({ example: '/login/', description: 'A site path (original, unlocalized), an absolute URL, mailto: or tel:' }) link!: string;
  @ApiProperty({ type: String, nullable: true, example: 'mail' }) icon!: string | null;
  @ApiProperty({ type: String, nullable: true }) colour!: string | null;
}

export class ColumnWidthsResponse implements ColumnWidths {
  @ApiProperty({ description: 'Grid columns (of 12) below 767 px' }) sm!: number;
  @ApiProperty({ description: '767 to 1279 px' }) md!: number;
  @ApiProperty({ description: 'From 1280 px' }) lg!: number;
}

export class FooterBlockResponse implements FooterBlockDto {
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Sanitised HTML; null when not public in this language' }) introText!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Sanitised HTML; null when not public in this language' }) fullText!: string | null;
  @ApiProperty({ type: [String] }) images!: string[];
  @ApiProperty({ type: ColumnWidthsResponse }) col!: ColumnWidthsResponse;
}

class FooterResponse {
  @ApiProperty({ type: [FooterBlockResponse] }) blocks!: FooterBlockResponse[];
  @ApiProperty({ example: '© 2026 Immo Horizon – Tous droits réservés', description: 'With the current year' }) copyright!: string;
}

class TopBarResponse {
  @ApiProperty({ description: 'Switched on and at least one published item' }) show!: boolean;
  @ApiProperty({ type: [TopBarItemResponse] }) items!: TopBarItemResponse[];
}

class BannerItemResponse {
  @ApiProperty({ example: '/banner/home-banner.svg' }) url!: string;
  @ApiProperty() alt!: string;
}

export class BannerMediaResponse implements BannerMediaDto {
  @ApiProperty({ enum: ['image', 'gallery', 'video', 'color', ''] }) kind!: BannerMediaDto['kind'];
  @ApiProperty({ type: [BannerItemResponse] }) items!: BannerItemResponse[];
  @ApiProperty({ type: String, nullable: true, example: '#0f3d5c' }) colour!: string | null;
}

export class SearchBlockResponse implements SearchBlockDto {
  @ApiProperty() showSearchInput!: boolean;
  @ApiProperty() showSearchButton!: boolean;
  @ApiProperty() showCountProperty!: boolean;
  @ApiProperty() showSearchCount!: boolean;
  @ApiProperty({ type: String, nullable: true }) logo!: string | null;
  @ApiProperty() title!: string;
  @ApiProperty({ type: [String], minItems: 2, maxItems: 2, description: 'May contain {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL}' }) descriptions!: [string, string];
  @ApiProperty({ type: [Number], minItems: 2, maxItems: 2, description: 'Live totals: sale, then rent' }) countProperty!: [number, number];
}

class AddressResponse {
  @ApiProperty() street!: string;
  @ApiProperty() zip!: string;
  @ApiProperty() city!: string;
  @ApiProperty({ description: '10 Belgium, 50 Luxembourg' }) countryId!: number;
}

class TrackingResponse {
  @ApiProperty({ type: String, nullable: true, example: 'GTM-ABC123' }) gtmId!: string | null;
  @ApiProperty({ type: String, nullable: true }) metaPixelId!: string | null;
}

export class SiteConfigResponse implements SiteConfigDto {
  @ApiProperty({ example: 'Immo Horizon' }) agencyName!: string;
  @ApiProperty({ example: '0475123456', description: 'As entered' }) phone!: string;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: AddressResponse }) address!: AddressResponse;
  @ApiProperty({ type: [MenuItemResponse], description: 'Published entries, by sort, children nested' }) menu!: MenuItemResponse[];
  @ApiProperty({ type: TopBarResponse }) topBar!: TopBarResponse;
  @ApiProperty({ type: FooterResponse }) footer!: FooterResponse;
  @ApiProperty({ type: BannerMediaResponse }) banner!: BannerMediaResponse;
  @ApiProperty({ type: SearchBlockResponse }) searchBlock!: SearchBlockResponse;
  @ApiProperty({ type: [Number], description: 'Marquee codes whose name replaces the price' }) marqueeIgnoreList!: number[];
  @ApiProperty({ type: TrackingResponse }) tracking!: TrackingResponse;
}

class ArticleResponse {
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'Sanitised HTML' }) html!: string;
}

export class PageModuleResponse implements PageModuleDto {
  @ApiProperty({ enum: ['property-list', 'article', 'contact'] }) type!: PageModuleRelationType;
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty() position!: number;
  @ApiProperty() numberItemOfRow!: number;
  @ApiProperty() maxItems!: number;
  @ApiProperty({ type: ArticleResponse, nullable: true }) article!: ArticleResponse | null;
}

export class PageConfigResponse implements PageConfigDto {
  @ApiProperty({ example: 'Notre-agence' }) path!: string;
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, example: { 'og:title': 'Notre agence' } }) metadata!: Record<string, string>;
  @ApiProperty({ description: 'false: search engines should not index the page' }) isActiveSEO!: boolean;
  @ApiProperty() showBreadCrumb!: boolean;
  @ApiProperty() showPageBanner!: boolean;
  @ApiProperty() bannerTitle!: string;
  @ApiProperty() bannerDescription!: string;
  @ApiProperty({ type: String, nullable: true }) image!: string | null;
  @ApiProperty({ type: String, nullable: true }) redirectUrl!: string | null;
  @ApiProperty({ type: [PageModuleResponse], description: 'Published modules by position' }) modules!: PageModuleResponse[];
}
