// What kind of page a Web Vitals sample is from: the figures are kept per
// page type, never per URL, so no address, query or personal data is sent.

export const WEB_VITALS_PAGE_TYPES = [
  'home',
  'sale-list',
  'rent-list',
  'detail',
  'project-list',
  'project',
  'property-form',
  'contact',
  'owner',
  'favourites',
  'other',
] as const;
export type WebVitalsPageType = (typeof WEB_VITALS_PAGE_TYPES)[number];

const EXACT: Readonly<Record<string, WebVitalsPageType>> = {
  '/': 'home',
  '/for-sale/': 'sale-list',
  '/for-rent/': 'rent-list',
  '/property/{id}/': 'detail',
  '/projects/': 'project-list',
  '/project/{id}/': 'project',
  '/contact/': 'contact',
  '/contact-demand/': 'contact',
  '/demand-register/': 'contact',
  '/newsletter/': 'contact',
  '/favourites/': 'favourites',
  '/compare/': 'favourites',
};

/**
 * The page type of a route of the site, given as the route table's original
 * pattern (`/property/{id}/`, what `resolvePath` gives); null (a path that is
 * not one of the site's pages) is `other`.
 */
export function webVitalsPageTypeOf(route: string | null): WebVitalsPageType {
  if (route === null) return 'other';
  const exact = EXACT[route];
  if (exact) return exact;
  // The forms below a property's or a project's page (request, offer, visit…).
  if (/^\/(for-sale|for-rent)\/\{city\}\/\{title\}\/\{id\}\/./.test(route) || /^\/project\/\{id\}\/./.test(route))
    return 'property-form';
  if (route.startsWith('/login/') || route.startsWith('/owner/')) return 'owner';
  return 'other';
}
