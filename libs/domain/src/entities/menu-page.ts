import { type ColumnWidths, type LocalizedText } from './localized';
import { type MediaDisplayKind } from './site-config';

/** Only pages and menu entries with this status are shown. */
export const STATUS_PUBLISHED = 'Published';

/** Configured lists (menu levels, top bar, footer) show by `sort`, then id so equal sorts stay stable. */
export const bySortThenId = (a: { sort: number; id: number }, b: { sort: number; id: number }): number =>
  a.sort - b.sort || a.id - b.id;

export function isPublished(row: { status: string }): boolean {
  return row.status === STATUS_PUBLISHED;
}

export interface MenuPageParams {
  title: LocalizedText;
  description: LocalizedText;
  /** Social (Open Graph) metadata per language. */
  metadata: Partial<Record<keyof LocalizedText, Record<string, string>>>;
  isActiveSEO: boolean;
  image: string | null;
  modules: PageModule[];
  type: string;
  redirect: boolean;
  /** External site opened in a new tab instead of the page. */
  redirectUrl: string | null;
  showBreadCrumb: boolean;
  showPageBanner: boolean;
  bannerTitle: LocalizedText;
  bannerDescription: LocalizedText;
}

export interface MenuPage {
  id: number;
  parentId: number | null;
  name: string;
  path: string;
  status: string;
  createDate: string;
  modifyDate: string;
  sort: number;
  childMenus: MenuPage[];
  params: MenuPageParams;
}

export type PageModuleRelationType = 'property-list' | 'article' | 'contact';

export interface PageModule {
  title: LocalizedText;
  titleSize: string;
  description: LocalizedText;
  position: number;
  span: number;
  col: ColumnWidths;
  view: string;
  backgroundType: MediaDisplayKind;
  image: string | null;
  relations: { type: PageModuleRelationType; id: number };
  status: string;
  numberItemOfRow: number;
  maxItems: number;
}
