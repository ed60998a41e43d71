import { renderApiFailurePage, renderBusyPage, renderNotFoundPage } from './plain-page';

const frame = { agencyName: 'Immo', phone: '0475123456' };
const retryHref = '/fr/a-vendre/?city=Li%C3%A8ge%7C4000&sort=price-asc';

describe('renderApiFailurePage', () => {
  it.each([
    ['fr', 'Il y a une erreur dans l&#39;API', 'Réessayer'],
    ['nl', 'Er is een fout opgetreden in de API', 'Opnieuw proberen'],
    ['en', 'There is an error in the API', 'Try again'],
    ['de', 'Es ist ein Fehler in der API aufgetreten', 'Erneut versuchen'],
  ] as const)('speaks %s, with a retry link to the same address', (locale, message, retry) => {
    const html = renderApiFailurePage({ ...frame, locale }, retryHref);
    expect(html).toContain(`<html lang="${locale}">`);
    expect(html).toContain(`<div role="alert">`);
    expect(html).toContain(`<p>${message}</p>`);
    expect(html).toContain(`<a href="/fr/a-vendre/?city=Li%C3%A8ge%7C4000&amp;sort=price-asc">${retry}</a>`);
    expect(html).toContain(`<a href="/${locale}/">`);
    expect(html).not.toContain('<script');
  });

  it('escapes what the visitor put in the address', () => {
    const html = renderApiFailurePage({ ...frame, locale: 'en' }, '/en/"><script>alert(1)</script>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('href="/en/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});

describe('renderNotFoundPage', () => {
  it('says the page does not exist, in the language asked, with the way home', () => {
    const html = renderNotFoundPage({ ...frame, locale: 'de' });
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<h1>Seite nicht gefunden</h1>');
    expect(html).toContain('<a href="/de/">Zurück zur Startseite</a>');
  });
});

describe('renderBusyPage', () => {
  it('says, in the language asked, that too many pages were asked for, with the same address to retry and the way home', () => {
    const html = renderBusyPage({ ...frame, locale: 'nl' }, '/nl/te-koop/?minPrice=5');
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<h1>Te veel pagina&#39;s opgevraagd</h1>');
    expect(html).toContain('<a href="/nl/te-koop/?minPrice=5">Opnieuw proberen</a>');
    expect(html).toContain('<a href="/nl/">');
    expect(html).not.toContain('<script');
  });
});
