import type { IncomingMessage, ServerResponse } from 'node:http';
import { crossSiteRefusal } from './cross-site';

/** @RefuseCrossSite() for what is not a Nest controller (Bull Board's job actions), with the same answers. */
export function refuseCrossSite(allowedOrigins: readonly string[]) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const refusal = crossSiteRefusal({ method: request.method ?? 'GET', headers: request.headers }, allowedOrigins);
    if (refusal === null) {
      next();
      return;
    }
    const [status, body] =
      refusal === 'cross-site'
        ? [403, { code: 'CROSS_SITE_REQUEST_REFUSED', message: 'Only pages of this site may send this request.' }]
        : [415, { code: 'JSON_BODY_REQUIRED', message: 'The body must be application/json.' }];
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };
}
