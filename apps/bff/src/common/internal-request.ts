import { INTERNAL_TOKEN_HEADER } from '@immo/platform';
import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** True when the request carries the web server's token (see INTERNAL_TOKEN_HEADER). */
export function isInternalRequest(request: { headers: IncomingHttpHeaders }, token: string): boolean {
  const sent = request.headers[INTERNAL_TOKEN_HEADER];
  if (typeof sent !== 'string') return false;
  const expected = Buffer.from(token);
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
