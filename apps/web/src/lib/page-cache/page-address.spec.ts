import { sharedPageAddress } from './page-address';

const address = (url: string) => {
  const parsed = new URL(url, 'http://site.test');
  return sharedPageAddress(parsed.pathname, parsed.searchParams);
};

describe(sharedPageAddress.name, () => {
  it('drops what a page does not read, so a random parameter is the same page', () => {
    expect(address('/fr/a-vendre/?cb=123')).toBe('/fr/a-vendre/');
    expect(address('/fr/?utm_source=mail&utm_campaign=x')).toBe('/fr/');
    expect(address('/fr/a-vendre/etterbeek/maison/4113/?fbclid=abc')).toBe('/fr/a-vendre/etterbeek/maison/4113/');
    expect(address('/map/fr/frame.html?x=1')).toBe('/map/fr/frame.html');
  });

  it("keeps a list page's search in one order, without empty or default values", () => {
    const one = address('/nl/te-koop/?sort=price-asc&minPrice=100000&city=Li%C3%A8ge%7C4000&maxPrice=&page=2');
    expect(one).toBe('/nl/te-koop/?city=Li%C3%A8ge%7C4000&minPrice=100000&sort=price-asc&page=2');
    expect(address('/nl/te-koop/?page=2&city=Li%C3%A8ge%7C4000&cb=9&sort=price-asc&minPrice=100000')).toBe(one);
    // The defaults and what the page would ignore anyway: the first page, the newest first, a bad type.
    expect(address('/fr/a-louer/?page=1&sort=newest&type=house&minBedrooms=')).toBe('/fr/a-louer/');
    expect(address('/fr/a-louer/?view=map&page=4')).toBe('/fr/a-louer/?view=map');
  });

  it('keeps several towns and features in one order, whatever order they were ticked in', () => {
    const one = address('/nl/te-koop/?feature=parking&city=1050&feature=garden&city=1000&city=1050&feature=lift');
    expect(one).toBe('/nl/te-koop/?city=1000&city=1050&feature=garden&feature=parking');
    expect(address('/nl/te-koop/?city=1000&feature=garden&city=1050&feature=parking')).toBe(one);
  });

  it("keeps a sale's purchase-costs choices, normalised, and nothing of a rental's", () => {
    expect(address('/fr/a-vendre/gent/maison/4102/?years=20&cb=1&rate=3%2C5&ownHome=no&amount=')).toBe(
      '/fr/a-vendre/gent/maison/4102/?ownHome=no&rate=3.5&years=20',
    );
    expect(address('/fr/a-vendre/gent/maison/4102/?rate=99&ownHome=maybe')).toBe('/fr/a-vendre/gent/maison/4102/');
    expect(address('/fr/a-louer/etterbeek/appartement/4104/?years=20')).toBe('/fr/a-louer/etterbeek/appartement/4104/');
  });

  it('is null for anything that is not a shared page', () => {
    for (const url of [
      '/fr/contact/',
      '/fr/login/',
      '/',
      '/for-sale/',
      '/fr/a-vendre',
      '/api/properties',
      '/fr/console/',
    ])
      expect([url, address(url)]).toEqual([url, null]);
  });
});
