// A POST to a page comes from our own pages only: a server action (the forms
// without JavaScript, the console) or the preview's form. Next.js refuses an
// action whose Origin is another host, but by throwing, which answers 500; the
// proxy refuses such a request first, with 403 and a short text.
import { getMessages, type Locale } from '@immo/i18n';
import { NextResponse } from 'next/server';

/**
 * Whether a request's Origin names another site than the one it was sent to,
 * by Next's own rule for server actions: the Origin's host against the first
 * X-Forwarded-Host, else Host. `null` (a sandboxed frame, a redirect across
 * sites) and an Origin that does not parse are other sites too. Without an
 * Origin it is no browser's cross-site request (browsers send one with every
 * POST), so only `requireOrigin` refuses it.
 */
export function isCrossSite(headers: Headers, { requireOrigin = false }: { requireOrigin?: boolean } = {}): boolean {
  const origin = headers.get('origin');
  if (origin === null) return requireOrigin;
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
  if (!host || !URL.canParse(origin)) return true;
  return new URL(origin).host.toLowerCase() !== host.toLowerCase();
}

/** 403, with one sentence in the visitor's language; never kept by a cache. */
export function crossSiteRefusal(locale: Locale): NextResponse {
  return new NextResponse(`${getMessages(locale).Errors.crossSiteRequest}\n`, {
    status: 403,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
