// GET {detail page}/brochure.pdf: the property's brochure in the page's
// language. The proxy has already sent an unknown or withdrawn id to the 404
// page, as for the detail page itself (lib/missing-record.ts); a stale slug
// is redirected here to the canonical page's brochure, like the page.
import path from 'node:path';
import { parseRecordId, type PropertyGoal } from '@immo/domain';
import { localizePath, propertyPath } from '@immo/i18n';
import { hasLocale } from 'next-intl';
import { getSiteFacts, site } from '@/config/site';
import { webEnv } from '@/config/env';
import { absoluteUrl } from '@/components/seo/json-ld';
import { routing } from '@/i18n/routing';
import { getProperty } from '@/lib/bff';
import { samePath, type DetailRouteParams } from '@/lib/canonical-redirect';
import { createBrochureCache } from '@/lib/brochure/brochure-cache';
import { brochureContent, type BrochureInput } from '@/lib/brochure/brochure-content';
import { brochureKey } from '@/lib/brochure/brochure-key';
import { brochureHref } from '@/lib/brochure/brochure-path';
import { loadBrochurePhotos } from '@/lib/brochure/brochure-photos';
import { brochureWords } from './brochure-words';
import { renderBrochure } from '@/lib/brochure/render-brochure';

/** Says whether this server's memory had the brochure (`hit`) or made it (`miss`). */
export const BROCHURE_CACHE_HEADER = 'x-brochure-cache';

const LIST_OF_GOAL = { sale: '/for-sale/', rent: '/for-rent/' } as const;
// A browser asks again each time and gets 304 while the property is unchanged.
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const env = webEnv();
const cache = createBrochureCache(env.BROCHURE_CACHE_MAX_MB * 1024 * 1024);

export async function brochureResponse(
  request: Request,
  params: Promise<DetailRouteParams>,
  routeGoal: PropertyGoal,
): Promise<Response> {
  const { locale, city, title, id } = await params;
  const propertyId = parseRecordId(id);
  if (!hasLocale(routing.locales, locale) || propertyId === null) return notFound();
  const property = await getProperty(propertyId, locale);
  if (!property) return notFound();
  const canonical = propertyPath(property, locale);
  if (!samePath(`${localizePath(LIST_OF_GOAL[routeGoal], locale)}${city}/${title}/${id}/`, canonical)) {
    return new Response(null, {
      status: 308,
      headers: { location: brochureHref(canonical), 'cache-control': 'private, no-store' },
    });
  }
  const facts = await getSiteFacts(locale);
  const input: Omit<BrochureInput, 'words' | 'now'> = {
    locale,
    property,
    agency: {
      name: facts.agencyName,
      phone: facts.phone,
      email: facts.email,
      address: {
        street: facts.address.streetAddress,
        zip: facts.address.postalCode,
        city: facts.address.addressLocality,
      },
    },
    marqueeIgnoreList: facts.marqueeIgnoreList,
    pageUrl: absoluteUrl(site.url, canonical),
  };
  const etag = `"${brochureKey(input)}"`;
  const headers: Record<string, string> = { etag, 'cache-control': CACHE_CONTROL };
  if (matches(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  const { pdf, kept } = await cache.get(etag, async () => {
    const content = brochureContent({ ...input, words: await brochureWords(locale), now: new Date() });
    const photos = await loadBrochurePhotos(content.photoUrls, {
      publicDir: path.join(process.cwd(), 'public'),
      allowedHosts: env.BROCHURE_PHOTO_HOSTS,
    });
    return renderBrochure(content, photos);
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...headers,
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      'content-disposition': `inline; filename="${fileName(property.reference)}.pdf"`,
      [BROCHURE_CACHE_HEADER]: kept ? 'hit' : 'miss',
    },
  });
}

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The reference as a file name any system accepts. */
function fileName(reference: string): string {
  return reference.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '') || 'brochure';
}

// The proxy answers missing records with the 404 page; this is the fallback for a property withdrawn in between.
function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
