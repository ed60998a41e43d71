import { isHttpsUrl } from '@immo/platform';
import { isSitePath, legacyRedirect, type Locale } from '@immo/i18n';
import { hasLocale } from 'next-intl';
import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { webEnv } from './config/env';
import { routing } from './i18n/routing';
import { isBffReachable } from './lib/bff-health';
import { BROCHURE_CONTENT_SECURITY_POLICY, isBrochurePath } from './lib/brochure/brochure-path';
import { missingRecord, type MissingKind } from './lib/missing-record';
import { NOT_FOUND_KIND_HEADER, NOT_FOUND_LOCALE_HEADER } from './lib/not-found-request';
import { unknownThankYouPage } from './lib/forms/thank-you';
import { visitorAddress } from './lib/forms/visitor-address';
import { visitorLocale } from './lib/visitor-locale';
import { ownerGate, type OwnerGateOutcome } from './lib/owner/owner-gate';
import { guardNonPage, guardPage } from './lib/page-guard';
import { isMapFramePath } from './security/content-security-policy';
import { crossSiteRefusal, isCrossSite } from './security/cross-site-post';
import { securePageAnswer } from './security/secure-page-answer';

const handleI18nRouting = createMiddleware(routing);

/** The locale a localized path starts with, e.g. '/nl/te-koop/' → 'nl'. */
function localeOfPath(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1];
  return hasLocale(routing.locales, first) ? first : undefined;
}

/** The spec's `?lng=` language parameter, when it names an enabled language. */
const LANGUAGE_PARAM = 'lng';

/** next-intl's own cookie, read before Accept-Language. */
const LOCALE_COOKIE = 'NEXT_LOCALE';

/**
 * Language detection, in the spec's order: the path's locale prefix; else
 * `?lng=`, which we hand to next-intl as if it were its cookie; else the
 * NEXT_LOCALE cookie (next-intl keeps it to the last language shown, and the
 * frame mirrors it into local storage, see LanguageMemory); else
 * Accept-Language (the browser's language); else DEFAULT_LOCALE.
 * next-intl picks the visitor's language (cookie, then Accept-Language) and
 * maps localized slugs. For the spec's original, unprefixed paths it would
 * redirect to '/{locale}{path}', which is right for '/' and '/for-sale/' but
 * not for slugs that change per language ('/feedback/contact-demand/' is
 * '/fr/merci/estimation-gratuite/'). So we keep its language choice and cookie
 * and only swap the target for the one the route table gives.
 * '/property/{id}/' needs the BFF to know the slugs; it passes through to
 * app/[locale]/property/[id], which redirects to the canonical URL.
 */
function routeByLanguage(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  // Every page URL ends with '/' (spec route table); see skipTrailingSlashRedirect.
  // …but a brochure (issue 26) is a file below its detail page, routed like the page.
  if (!pathname.endsWith('/') && !isBrochurePath(pathname)) {
    // A plain URL: NextURL would format the pathname back without the slash.
    return NextResponse.redirect(new URL(`${pathname}/${search}`, request.url), 308);
  }
  const asked = request.nextUrl.searchParams.get(LANGUAGE_PARAM);
  const prefixed = localeOfPath(pathname) !== undefined;
  if (!prefixed && hasLocale(routing.locales, asked)) request.cookies.set(LOCALE_COOKIE, asked);
  const response = handleI18nRouting(request);
  const location = response.headers.get('location');
  if (!location || prefixed) {
    return response;
  }
  const locale = localeOfPath(new URL(location, request.url).pathname);
  const target = locale ? legacyRedirect(pathname, locale) : null;
  // next-intl puts a language in front of any path ('/map/' → '/fr/map/'): a
  // path that is no page of ours in any language stays where it is and gets
  // the 404 page, rather than a redirect to one.
  if (!target && !isSitePath(pathname)) return NextResponse.next({ request: { headers: request.headers } });
  const url = target ? new URL(target + search, request.url) : new URL(location, request.url);
  // The language is in the path from now on; the parameter has done its job.
  url.searchParams.delete(LANGUAGE_PARAM);
  response.headers.set('location', url.toString());
  return response;
}

/**
 * Every page answer (and its redirects) gets its own nonce and the headers
 * that depend on it or on SITE_URL (security/page-security-headers.ts). Next
 * reads the nonce from the request's policy and puts it on its scripts. The
 * map frame only needs those headers: it has no language routing.
 */
export default async function proxy(request: NextRequest): Promise<NextResponse> {
  // Another site's POST (a forged server action) is refused before Next.js throws on it with a 500.
  if (request.method === 'POST' && isCrossSite(request.headers)) return crossSiteRefusal(visitorLocale(request));
  const brochure = isBrochurePath(request.nextUrl.pathname);
  const notAPage = brochure ? null : guardNonPage(request);
  if (notAPage) return notAPage;
  // Only the proxy says which not-found page to show.
  request.headers.delete(NOT_FOUND_KIND_HEADER);
  request.headers.delete(NOT_FOUND_LOCALE_HEADER);
  const { BFF_URL, INTERNAL_API_TOKEN, SITE_URL } = webEnv();
  // Known before routing, which is synchronous: one cached probe every few seconds (lib/bff-health.ts).
  const bffReachable = await isBffReachable(BFF_URL);
  const unknownThankYou = unknownThankYouPage(request.nextUrl.pathname);
  const missing = unknownThankYou
    ? { locale: unknownThankYou, kind: 'page' as const }
    : bffReachable
      ? await missingRecord(request.nextUrl.pathname, BFF_URL, INTERNAL_API_TOKEN)
      : null;
  const owner = bffReachable
    ? await ownerGate(
        {
          pathname: request.nextUrl.pathname,
          method: request.method,
          cookie: (name) => request.cookies.get(name)?.value,
          visitor: visitorAddress(request.headers),
        },
        BFF_URL,
        SITE_URL,
      )
    : null;
  const answer = await securePageAnswer(request, isHttpsUrl(SITE_URL), (routed) =>
    guardPage(routed, bffReachable, (guarded) => {
      if (missing) return showNotFound(guarded, missing.locale, missing.kind);
      if (owner?.kind === 'missing') return showNotFound(guarded, owner.locale, 'page');
      if (owner && owner.kind !== 'pass') return ownerRedirect(guarded, owner);
      return isMapFramePath(guarded.nextUrl.pathname)
        ? NextResponse.next({ request: { headers: guarded.headers } })
        : routeByLanguage(guarded);
    }),
  );
  // The PDF itself, not the 404 page or a redirect in its place.
  if (brochure && !missing && !answer.headers.has('location'))
    answer.headers.set('content-security-policy', BROCHURE_CONTENT_SECURITY_POLICY);
  return answer;
}

/**
 * A detail address whose record the BFF does not have: rewritten to an address
 * no route claims, so Next.js renders app/not-found.tsx completely, with 404
 * (a page's own notFound() would send an empty shell, lib/missing-record.ts).
 */
function showNotFound(request: NextRequest, locale: Locale, kind: MissingKind): NextResponse {
  request.headers.set(NOT_FOUND_KIND_HEADER, kind);
  request.headers.set(NOT_FOUND_LOCALE_HEADER, locale);
  return NextResponse.rewrite(new URL(`/${locale}/_not-found/`, request.url), {
    request: { headers: request.headers },
  });
}

/** To the login page, from the login page to the dashboard, or back to the same page with the renewed session cookies. */
function ownerRedirect(
  request: NextRequest,
  outcome: Exclude<OwnerGateOutcome, { kind: 'pass' | 'missing' }>,
): NextResponse {
  if (outcome.kind === 'login') return NextResponse.redirect(new URL(outcome.location, request.url), 307);
  const response = NextResponse.redirect(
    outcome.kind === 'dashboard' ? new URL(outcome.location, request.url) : request.nextUrl,
    307,
  );
  // Appended as the BFF wrote them, after the response's cookie jar was made: markCookiesSecure
  // re-serialises only the jar's cookies, and the BFF already marks these Secure where it must.
  for (const cookie of outcome.setCookies) response.headers.append('set-cookie', cookie);
  return response;
}

export const config = {
  // Everything except the BFF relay, the sync worker's /internal/revalidate
  // call, Next internals and files (anything with a dot:
  // /sample-photos/house-1.svg, /favicon.ico); the map frame's page has a
  // dot but is a page. Any other address with a '%' comes through only to
  // have its encoding checked (lib/page-guard.ts guardNonPage).
  matcher: [
    '/((?!api|internal|_next|_vercel|.*\\..*).*)',
    '/map/:locale/frame.html',
    // A property's brochure: localized and checked like its detail page.
    '/:locale/:list/:city/:title/:id/brochure.pdf',
    '/(.*%.*)',
  ],
};
