// The visitor's menu from the configured menu pages (spec §2 Menu).
import type { MenuItemDto } from '../api/site-config-dto';
import { type LocalizedText, pickLocalized } from '../entities/localized';
import { bySortThenId, isPublished } from '../entities/menu-page';
import type { Locale } from '../locale';

/** What the menu needs of one stored menu page. */
export interface MenuPageRow {
  id: number;
  parentId: number | null;
  path: string;
  status: string;
  sort: number;
  titles: LocalizedText;
  redirectUrl: string | null;
  hiddenInMenu: boolean;
}

/**
 * Published entries nested under their parents, each level by `sort` (then
 * id, so equal sorts stay stable). An unpublished parent takes its children
 * with it: a child cannot be shown without the entry that holds it. A row
 * whose parent does not exist is left out for the same reason.
 */
export function buildMenuTree(rows: readonly MenuPageRow[], locale: Locale): MenuItemDto[] {
  const published = rows.filter(isPublished);
  const childrenOf = new Map<number | null, MenuPageRow[]>();
  for (const row of published) {
    const siblings = childrenOf.get(row.parentId) ?? [];
    siblings.push(row);
    childrenOf.set(row.parentId, siblings);
  }
  // Walking down from the top level only, rows whose parents form a cycle
  // (typed by hand) are never reached, so the walk always ends.
  const build = (parentId: number | null): MenuItemDto[] =>
    [...(childrenOf.get(parentId) ?? [])].sort(bySortThenId).map((row) => ({
      id: row.id,
      path: row.path,
      title: pickLocalized(row.titles, locale) || row.path,
      redirectUrl: row.redirectUrl,
      hidden: row.hiddenInMenu,
      children: build(row.id),
    }));
  return build(null);
}
