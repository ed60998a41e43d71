import type { Locale } from '@immo/i18n';
import { hasLocale } from 'next-intl';
import createMiddleware from 'next-intl/middleware';
import { NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';

const i18nRouting = createMiddleware(routing);

/**
 * The language of a request the proxy answers itself (its path may not even
 * decode): the path's prefix, else `?lng=`, else next-intl's own choice for
 * the home page (its cookie, then Accept-Language, then the default), as for
 * any unprefixed address (see proxy.ts).
 */
export function visitorLocale(request: NextRequest): Locale {
  const prefix = request.nextUrl.pathname.split('/')[1];
  if (hasLocale(routing.locales, prefix)) return prefix;
  const asked = request.nextUrl.searchParams.get('lng');
  if (hasLocale(routing.locales, asked)) return asked;
  const home = i18nRouting(new NextRequest(new URL('/', request.url), { headers: request.headers }));
  const target = home.headers.get('location');
  const detected = target ? new URL(target, request.url).pathname.split('/')[1] : undefined;
  return hasLocale(routing.locales, detected) ? detected : routing.defaultLocale;
}
