import type { Pathnames } from 'next-intl/routing';
import { locales } from '@immo/domain';
import { pathnames } from './pathnames';

// The web hands this table to next-intl's defineRouting; this assignment fails
// the type check if its shape ever drifts from what next-intl accepts.
const forNextIntl: Pathnames<typeof locales> = pathnames;

describe('pathnames', () => {
  it('has exactly the web app routes', () => {
    expect(Object.keys(forNextIntl).sort()).toEqual(
      [
        '/',
        '/for-sale',
        '/for-rent',
        '/for-sale/[city]/[title]/[id]',
        '/for-rent/[city]/[title]/[id]',
        '/projects',
        '/projects/[city]/[title]/[id]',
        '/for-sale/[city]/[title]/[id]/request-information',
        '/for-sale/[city]/[title]/[id]/request-documents',
        '/for-sale/[city]/[title]/[id]/send-to-a-friend',
        '/for-sale/[city]/[title]/[id]/make-an-offer',
        '/for-rent/[city]/[title]/[id]/request-information',
        '/for-rent/[city]/[title]/[id]/request-documents',
        '/for-rent/[city]/[title]/[id]/send-to-a-friend',
        '/for-rent/[city]/[title]/[id]/apply-to-rent',
        '/for-sale/[city]/[title]/[id]/book-a-visit',
        '/for-rent/[city]/[title]/[id]/book-a-visit',
        '/for-sale/[city]/[title]/[id]/brochure.pdf',
        '/for-rent/[city]/[title]/[id]/brochure.pdf',
        '/projects/[city]/[title]/[id]/request-information',
        '/demand-register',
        '/confirm-subscription',
        '/unsubscribe',
        '/newsletter',
        '/contact-demand',
        '/contact',
        '/login',
        '/login/forgot-password',
        '/login/password',
        '/owner',
        '/owner/[id]',
        '/feedback/[slug]',
        '/visit/[token]',
        '/my-alerts/[token]',
        '/favourites',
        '/compare',
        '/Privacy-statement',
        '/Cookie-policy',
        '/Disclaimer',
        '/Notre-agence',
      ].sort(),
    );
  });

  it('localizes the slugs and keeps the dynamic segments', () => {
    expect(pathnames['/for-sale']).toEqual({ nl: '/te-koop', fr: '/a-vendre', en: '/for-sale', de: '/zu-verkaufen' });
    expect(pathnames['/for-rent/[city]/[title]/[id]']).toEqual({
      nl: '/te-huur/[city]/[title]/[id]',
      fr: '/a-louer/[city]/[title]/[id]',
      en: '/for-rent/[city]/[title]/[id]',
      de: '/zu-vermieten/[city]/[title]/[id]',
    });
    expect(pathnames['/feedback/[slug]']).toEqual({
      nl: '/bedankt/[slug]',
      fr: '/merci/[slug]',
      en: '/thank-you/[slug]',
      de: '/danke/[slug]',
    });
    expect(pathnames['/contact-demand']).toEqual({
      nl: '/gratis-schatting',
      fr: '/estimation-gratuite',
      en: '/free-valuation',
      de: '/kostenlose-bewertung',
    });
  });

  it("puts a property's brochure below its detail URL in every language", () => {
    expect(pathnames['/for-sale/[city]/[title]/[id]/brochure.pdf']).toEqual({
      nl: '/te-koop/[city]/[title]/[id]/brochure.pdf',
      fr: '/a-vendre/[city]/[title]/[id]/brochure.pdf',
      en: '/for-sale/[city]/[title]/[id]/brochure.pdf',
      de: '/zu-verkaufen/[city]/[title]/[id]/brochure.pdf',
    });
  });

  it('gives pages named alike in every language a single path', () => {
    expect(pathnames['/']).toBe('/');
    expect(pathnames['/contact']).toBe('/contact');
    expect(pathnames['/Notre-agence']).toBe('/Notre-agence');
  });

  it('never gives two routes the same URL in a language', () => {
    for (const locale of locales) {
      const urls = Object.values(pathnames).map((value) => (typeof value === 'string' ? value : value[locale]));
      expect(new Set(urls).size).toBe(urls.length);
    }
  });

  it('has no trailing slashes', () => {
    const urls = Object.values(pathnames).flatMap((value) =>
      typeof value === 'string' ? [value] : Object.values(value),
    );
    expect(urls.filter((url) => url !== '/' && url.endsWith('/'))).toEqual([]);
  });
});
