// The visitor's menu from the configured menu pages (spec §2 Menu).
import type { MenuItemDto } from '../api/site-config-dto';
import { type LocalizedText, pickLocalized } from '../entities/localized';
import { STATUS_PUBLISHED } from '../entities/menu-page';
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

const bySortThenId = (a: MenuPageRow, b: MenuPageRow) => a.sort - b.sort || a.id - b.id;

/**
 * Published entries nested under their parents, each level by `sort` (then
 * id, so equal sorts stay stable). An unpublished parent takes its children
 * with it: a child cannot be shown without the entry that holds it. A row
 * whose parent does not exist is left out for the same reason.
 */
export function buildMenuTree(rows: readonly MenuPageRow[], locale: Locale): MenuItemDto[] {
  const published = rows.filter((row) => row.status === STATUS_PUBLISHED);
  const childrenOf = new Map<number | null, MenuPageRow[]>();
  for (const row of published) {
    const siblings = childrenOf.get(row.parentId) ?? [];
    siblings.push(row);
    childrenOf.set(row.parentId, siblings);
  }
  const build = (parentId: number | null, seen: ReadonlySet<number>): MenuItemDto[] =>
    [...(childrenOf.get(parentId) ?? [])]
      .filter((row) => !seen.has(row.id)) // a cycle typed by hand must not hang the site
      .sort(bySortThenId)
      .map((row) => ({
        id: row.id,
        path: row.path,
        title: pickLocalized(row.titles, locale) || row.path,
        redirectUrl: row.redirectUrl,
        hidden: row.hiddenInMenu,
        children: build(row.id, new Set([...seen, row.id])),
      }));
  return build(null, new Set());
}
