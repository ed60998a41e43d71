import { buildMenuTree, type MenuPageRow } from './menu-tree';

function row(overrides: Partial<MenuPageRow> & Pick<MenuPageRow, 'id' | 'path'>): MenuPageRow {
  return {
    parentId: null,
    status: 'Published',
    sort: 0,
    titles: { fr: overrides.path },
    redirectUrl: null,
    hiddenInMenu: false,
    ...overrides,
  };
}

describe(buildMenuTree.name, () => {
  it('keeps only published entries, each level by sort', () => {
    const menu = buildMenuTree(
      [
        row({ id: 1, path: 'contact', sort: 30 }),
        row({ id: 2, path: 'for-sale', sort: 10 }),
        row({ id: 3, path: 'draft', sort: 5, status: 'Draft' }),
      ],
      'fr',
    );
    expect(menu.map((item) => item.path)).toEqual(['for-sale', 'contact']);
  });

  it('nests children under their parent in sort order', () => {
    const menu = buildMenuTree(
      [
        row({ id: 1, path: 'about', sort: 1 }),
        row({ id: 2, path: 'team', parentId: 1, sort: 2 }),
        row({ id: 3, path: 'history', parentId: 1, sort: 1 }),
      ],
      'fr',
    );
    expect(menu).toHaveLength(1);
    expect(menu[0]?.children.map((item) => item.path)).toEqual(['history', 'team']);
  });

  it('drops the children of an unpublished parent', () => {
    const menu = buildMenuTree(
      [row({ id: 1, path: 'about', status: 'Draft' }), row({ id: 2, path: 'team', parentId: 1 })],
      'fr',
    );
    expect(menu).toEqual([]);
  });

  it('orders equal sorts by id so the menu does not shuffle between requests', () => {
    const menu = buildMenuTree([row({ id: 9, path: 'b' }), row({ id: 4, path: 'a' })], 'fr');
    expect(menu.map((item) => item.id)).toEqual([4, 9]);
  });

  it('titles an entry in the locale, else in French', () => {
    const titles = { fr: 'À vendre', nl: 'Te koop' };
    expect(buildMenuTree([row({ id: 1, path: 'for-sale', titles })], 'nl')[0]?.title).toBe('Te koop');
    expect(buildMenuTree([row({ id: 1, path: 'for-sale', titles })], 'de')[0]?.title).toBe('À vendre');
  });

  it('carries the external redirect and the hidden flag', () => {
    const [promotion, home] = buildMenuTree(
      [
        row({ id: 1, path: 'Promotion', redirectUrl: 'https://promotion.example.be/' }),
        row({ id: 2, path: 'home', hiddenInMenu: true }),
      ],
      'en',
    );
    expect(promotion).toMatchObject({ redirectUrl: 'https://promotion.example.be/', hidden: false });
    expect(home).toMatchObject({ hidden: true });
  });

  it('leaves out entries whose parents form a cycle typed by hand, and one that is its own parent', () => {
    const rows = [
      row({ id: 1, path: 'a', parentId: 2 }),
      row({ id: 2, path: 'b', parentId: 1 }),
      row({ id: 3, path: 'c', parentId: 3 }),
      row({ id: 4, path: 'd' }),
    ];
    expect(buildMenuTree(rows, 'fr').map((item) => item.path)).toEqual(['d']);
  });
});
