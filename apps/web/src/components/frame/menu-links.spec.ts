import type { MenuItemDto } from '@immo/domain';
import { isCurrentPath, menuHref, topBarHref, visibleMenu } from './menu-links';

const item = (overrides: Partial<MenuItemDto>): MenuItemDto => ({
  id: 1,
  path: 'for-sale',
  title: 'À vendre',
  redirectUrl: null,
  hidden: false,
  children: [],
  ...overrides,
});

describe(menuHref.name, () => {
  it('links the home entry to the language’s home page', () => {
    expect(menuHref(item({ path: 'home' }), 'nl')).toBe('/nl/');
  });

  it('translates the route table’s paths and prefixes the others', () => {
    expect(menuHref(item({ path: 'for-sale' }), 'fr')).toBe('/fr/a-vendre/');
    expect(menuHref(item({ path: 'demand-register' }), 'de')).toBe('/de/suchauftrag/');
    expect(menuHref(item({ path: 'Notre-agence' }), 'en')).toBe('/en/Notre-agence/');
  });

  it('keeps an external redirect as it is', () => {
    expect(menuHref(item({ path: 'Promotion', redirectUrl: 'https://promotion.example.be/' }), 'fr')).toBe(
      'https://promotion.example.be/',
    );
  });
});

describe(visibleMenu.name, () => {
  it('leaves hidden entries and hidden children out', () => {
    const menu = [
      item({ id: 1, path: 'home', hidden: true }),
      item({ id: 2, children: [item({ id: 3, path: 'Disclaimer' }), item({ id: 4, path: 'projects', hidden: true })] }),
    ];
    const visible = visibleMenu(menu);
    expect(visible.map((entry) => entry.id)).toEqual([2]);
    expect(visible[0]?.children.map((entry) => entry.id)).toEqual([3]);
  });

  it('leaves out entries for a page the web app does not build, which would be a 404', () => {
    const menu = [
      item({ id: 1, path: 'projects' }),
      item({ id: 2, path: 'agenda' }),
      item({ id: 3, path: 'demand-register' }),
      item({ id: 4, path: 'Promotion', redirectUrl: 'https://promotion.example.be/' }),
      item({ id: 5, path: 'home' }),
    ];
    expect(visibleMenu(menu).map((entry) => entry.id)).toEqual([1, 3, 4, 5]);
  });
});

describe(topBarHref.name, () => {
  it('localizes site paths and keeps mail, phone and external links', () => {
    expect(topBarHref('/projects/', 'nl')).toBe('/nl/projecten/');
    expect(topBarHref('mailto:contact@example.be', 'nl')).toBe('mailto:contact@example.be');
    expect(topBarHref('https://www.ipi.be/', 'nl')).toBe('https://www.ipi.be/');
  });

  it('links no page the web app does not build', () => {
    expect(topBarHref('/contact/', 'nl')).toBe('/nl/contact/');
    expect(topBarHref('/agenda/', 'fr')).toBeNull();
  });

  it("leads the owner's link to the login page in the visitor's language", () => {
    expect(topBarHref('/login/', 'fr')).toBe('/fr/login/');
    expect(topBarHref('/login/', 'nl')).toBe('/nl/login/');
  });
});

describe(isCurrentPath.name, () => {
  it('matches with or without the trailing slash and ignores the query', () => {
    expect(isCurrentPath('/fr/a-vendre/', '/fr/a-vendre')).toBe(true);
    expect(isCurrentPath('/fr/a-vendre/?city=Li%C3%A8ge', '/fr/a-vendre/')).toBe(true);
    expect(isCurrentPath('/fr/', '/fr/a-vendre/')).toBe(false);
    expect(isCurrentPath('https://promotion.example.be/', '/')).toBe(false);
  });
});
