import { NextRequest } from 'next/server';
import { isSharedPage } from './shared-page';

const page = (path: string, method = 'GET') => new NextRequest(`http://127.0.0.1:3100${path}`, { method });

describe(isSharedPage.name, () => {
  it('keeps the public page types for a shared cache, in every language', () => {
    for (const path of [
      '/fr/',
      '/nl/te-koop/',
      '/de/zu-vermieten/',
      '/fr/a-vendre/etterbeek/maison/4113/',
      '/en/projects/',
      '/fr/projets/spa/x/9001/',
      '/fr/Disclaimer/',
      '/map/fr/frame.html',
    ]) {
      expect([path, isSharedPage(page(path), true)]).toEqual([path, true]);
    }
  });

  it('leaves out what differs per visitor: forms with their captcha, logins, the owner portal, thank-you pages, the console', () => {
    const paths = [
      '/fr/contact/',
      '/fr/estimation-gratuite/',
      '/fr/Notre-agence/',
      '/fr/a-vendre/etterbeek/maison/4113/faire-une-offre/',
      '/fr/login/',
      '/fr/espace-proprietaire/',
      '/fr/merci/contact-me/',
      '/fr/console/',
      '/fr/desinscription/',
      // Unprefixed: a redirect by the visitor's language.
      '/',
      '/for-sale/',
    ];
    for (const path of paths) expect([path, isSharedPage(page(path), true)]).toEqual([path, false]);
  });

  it('only for GET, and only when server.mjs finishes the page', () => {
    expect(isSharedPage(page('/fr/', 'POST'), true)).toBe(false);
    expect(isSharedPage(page('/fr/', 'HEAD'), true)).toBe(false);
    expect(isSharedPage(page('/fr/'), false)).toBe(false);
  });
});
