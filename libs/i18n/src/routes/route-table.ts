import { type Locale } from '@immo/domain';

/**
 * The one localized route table. Keys are the web app's internal routes
 * (its App Router folders under `app/[locale]/`); a route's URL in a language
 * replaces each key segment found in `localizedSegments` by that language's
 * slug and keeps every other segment as it is. `pathnames`, `localizePath`,
 * `resolvePath` and `legacyRedirect` are all derived from here.
 */
export const localizedSegments = {
  'for-sale': { nl: 'te-koop', fr: 'a-vendre', en: 'for-sale', de: 'zu-verkaufen' },
  'for-rent': { nl: 'te-huur', fr: 'a-louer', en: 'for-rent', de: 'zu-vermieten' },
  // The spec names no project URL; these follow the list slugs: plain plural
  // nouns in each language (fr projets, nl projecten, en projects, de projekte).
  projects: { nl: 'projecten', fr: 'projets', en: 'projects', de: 'projekte' },
  // A property's and a project's forms, each on its own page below the
  // detail URL (the page without JavaScript; with it the detail page opens
  // the form in place). Not in the spec: plain words in each language.
  'request-information': {
    nl: 'informatie-aanvragen',
    fr: 'demande-d-information',
    en: 'request-information',
    de: 'anfrage',
  },
  'request-documents': {
    nl: 'documenten-aanvragen',
    fr: 'demande-de-documents',
    en: 'request-documents',
    de: 'unterlagen-anfordern',
  },
  'send-to-a-friend': { nl: 'doorsturen', fr: 'envoyer-a-un-ami', en: 'send-to-a-friend', de: 'weiterempfehlen' },
  'make-an-offer': { nl: 'bod-uitbrengen', fr: 'faire-une-offre', en: 'make-an-offer', de: 'angebot-abgeben' },
  'apply-to-rent': { nl: 'kandidaat-huurder', fr: 'candidature-location', en: 'apply-to-rent', de: 'mietbewerbung' },
  'book-a-visit': { nl: 'bezoek-boeken', fr: 'reserver-une-visite', en: 'book-a-visit', de: 'besichtigung-buchen' },
  'demand-register': { nl: 'zoeken', fr: 'recherche', en: 'demand-register', de: 'suchauftrag' },
  'contact-demand': {
    nl: 'gratis-schatting',
    fr: 'estimation-gratuite',
    en: 'free-valuation',
    de: 'kostenlose-bewertung',
  },
  feedback: { nl: 'bedankt', fr: 'merci', en: 'thank-you', de: 'danke' },
  // The pages behind a subscription mail's links (not in the spec): a button that POSTs, never a GET that acts.
  'confirm-subscription': {
    nl: 'inschrijving-bevestigen',
    fr: 'confirmer-inscription',
    en: 'confirm-subscription',
    de: 'anmeldung-bestaetigen',
  },
  unsubscribe: { nl: 'uitschrijven', fr: 'desinscription', en: 'unsubscribe', de: 'abmelden' },
  newsletter: { nl: 'nieuwsbrief', fr: 'newsletter', en: 'newsletter', de: 'newsletter' },
  // A booked visit's own page (its secret link): not in the spec, named in each language.
  visit: { nl: 'bezoek', fr: 'visite', en: 'visit', de: 'besichtigung' },
  // Issue 26: the visitor's own alerts (a signed link from each alert mail, no account): not in the spec, the
  // words a visitor would use for their saved searches in each language.
  'my-alerts': { nl: 'mijn-zoekopdrachten', fr: 'mes-alertes', en: 'my-alerts', de: 'meine-suchauftraege' },
  // The owner portal (issue 14; the spec names only /login/): the page asking for a password link, and
  // the portal itself, named as the top bar's "Espace propriétaire" link reads in each language.
  'forgot-password': {
    nl: 'wachtwoord-vergeten',
    fr: 'mot-de-passe-oublie',
    en: 'forgot-password',
    de: 'passwort-vergessen',
  },
  owner: { nl: 'eigenaar', fr: 'espace-proprietaire', en: 'owner', de: 'eigentuemer' },
  // Issue 26: a visitor's favourites (kept in the browser) and the side-by-side comparison of two to four properties.
  favourites: { nl: 'favorieten', fr: 'favoris', en: 'favourites', de: 'favoriten' },
  compare: { nl: 'vergelijken', fr: 'comparer', en: 'compare', de: 'vergleichen' },
} as const satisfies Record<string, Readonly<Record<Locale, string>>>;

export type LocalizedSegment = keyof typeof localizedSegments;

export interface RouteDefinition {
  /**
   * The spec's original path with `{param}` placeholders. Omitted when it is
   * the key itself with a trailing slash (`/feedback/[slug]` → `/feedback/{slug}/`).
   */
  readonly original?: string;
  /** Sale and rent details share `/property/{id}/`; the goal picks the URL. */
  readonly goal?: 'sale' | 'rent';
  /**
   * False for a route of the spec the web app does not build yet: nothing
   * redirects or links to it, since it would answer 404.
   */
  readonly built?: false;
}

export const routeTable = {
  '/': {},
  '/for-sale': {},
  '/for-rent': {},
  '/for-sale/[city]/[title]/[id]': { original: '/property/{id}/', goal: 'sale' },
  '/for-rent/[city]/[title]/[id]': { original: '/property/{id}/', goal: 'rent' },
  '/projects': {},
  '/projects/[city]/[title]/[id]': { original: '/project/{id}/' },
  '/for-sale/[city]/[title]/[id]/request-information': { goal: 'sale' },
  '/for-sale/[city]/[title]/[id]/request-documents': { goal: 'sale' },
  '/for-sale/[city]/[title]/[id]/send-to-a-friend': { goal: 'sale' },
  '/for-sale/[city]/[title]/[id]/make-an-offer': { goal: 'sale' },
  '/for-sale/[city]/[title]/[id]/book-a-visit': { goal: 'sale' },
  '/for-rent/[city]/[title]/[id]/request-information': { goal: 'rent' },
  '/for-rent/[city]/[title]/[id]/request-documents': { goal: 'rent' },
  '/for-rent/[city]/[title]/[id]/send-to-a-friend': { goal: 'rent' },
  '/for-rent/[city]/[title]/[id]/apply-to-rent': { goal: 'rent' },
  '/for-rent/[city]/[title]/[id]/book-a-visit': { goal: 'rent' },
  // Issue 26: the property's brochure, a PDF below its detail URL (the file name is the same in every language).
  '/for-sale/[city]/[title]/[id]/brochure.pdf': { goal: 'sale' },
  '/for-rent/[city]/[title]/[id]/brochure.pdf': { goal: 'rent' },
  // Read as a project's page (lib/missing-record.ts knows a project by its original '/project/…').
  '/projects/[city]/[title]/[id]/request-information': { original: '/project/{id}/request-information/' },
  '/demand-register': {},
  '/confirm-subscription': {},
  '/unsubscribe': {},
  '/newsletter': {},
  '/contact-demand': {},
  '/contact': {},
  '/login': {},
  '/login/forgot-password': {},
  // Kept literal in every language: the reset mail's link is `/{locale}/login/password/?token=…`.
  '/login/password': {},
  '/owner': {},
  '/owner/[id]': {},
  '/feedback/[slug]': {},
  '/visit/[token]': {},
  '/my-alerts/[token]': {},
  '/favourites': {},
  '/compare': {},
  '/Privacy-statement': {},
  '/Cookie-policy': {},
  '/Disclaimer': {},
  '/Notre-agence': {},
} as const satisfies Record<string, RouteDefinition>;

export type AppPathname = keyof typeof routeTable;

export const appPathnames = Object.keys(routeTable) as AppPathname[];

/** Whether the web app has a page for this route (see RouteDefinition.built). */
export function isBuiltRoute(pathname: AppPathname): boolean {
  const route: RouteDefinition = routeTable[pathname];
  return route.built !== false;
}

/**
 * Thank-you pages of spec §2, by their original `/feedback/{slug}/` slug,
 * and two of our own (issue 24): an offer and a rent application say what
 * happens next to them, not the contact form's words.
 */
export const thankYouSlugs = [
  'contact-me',
  'offer',
  'rent-application',
  'contact-appointment',
  'contact-construction',
  'contact-demand',
  'demand-register',
  'send-to-friend',
  'site-contact',
  'sign-newsletter',
  'testing-testing',
] as const;

export type ThankYouSlug = (typeof thankYouSlugs)[number];

/**
 * The French form thanks on `/fr/merci/estimation-gratuite/` and
 * `/fr/merci/recherche/`: the two thank-you pages named after a form page
 * reuse that page's slug in every language. The others keep their slug.
 */
export const thankYouSlugsNamedAfterPage = ['contact-demand', 'demand-register'] as const satisfies readonly (
  ThankYouSlug | LocalizedSegment
)[];
