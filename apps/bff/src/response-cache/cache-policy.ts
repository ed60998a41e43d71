// What a shared cache may do, read from the headers as RFC 9111 says, so the
// BFF's own cache keeps exactly what it already tells CDNs and the web they
// may keep (see common/cache-control.ts).
import type { IncomingHttpHeaders } from 'node:http';

type HeaderValue = string | string[] | number | undefined;

function directives(value: HeaderValue): Map<string, string | true> {
  const found = new Map<string, string | true>();
  const text = Array.isArray(value) ? value.join(',') : String(value ?? '');
  for (const part of text.split(',')) {
    const [name = '', argument] = part.trim().toLowerCase().split('=', 2);
    if (name !== '') found.set(name, argument === undefined ? true : argument.replace(/^"|"$/g, ''));
  }
  return found;
}

/**
 * Seconds a shared cache may keep a response with this Cache-Control, or 0.
 * Only answers marked `public` are kept (operator data says `no-store`), for
 * `s-maxage` if given, else `max-age`; the stale-while-revalidate extension is
 * left to the clients that asked for it.
 */
export function sharedCacheLifetime(cacheControl: HeaderValue): number {
  const found = directives(cacheControl);
  if (!found.has('public') || found.has('private') || found.has('no-store') || found.has('no-cache')) return 0;
  const seconds = Number(found.get('s-maxage') ?? found.get('max-age'));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 0;
}

/**
 * A client that sends `Cache-Control: no-cache` (or `max-age=0`, or the old
 * `Pragma: no-cache`) wants an answer from the origin: the web server does,
 * since it only asks once its own copy is stale or was dropped after an import.
 */
export function wantsFreshAnswer(headers: IncomingHttpHeaders): boolean {
  const found = directives(headers['cache-control']);
  if (found.has('no-cache') || found.has('no-store') || found.get('max-age') === '0') return true;
  return found.size === 0 && directives(headers.pragma).has('no-cache');
}
