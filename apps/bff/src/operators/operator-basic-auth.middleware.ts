import type { IncomingMessage, ServerResponse } from 'node:http';
import { isOperatorAuthorization, type OperatorCredentials, WWW_AUTHENTICATE } from './basic-credentials';

/**
 * The same check as @OperatorOnly() for what is not a Nest controller (Bull
 * Board's Fastify plugin). Nest runs middleware on Fastify with Node's own
 * request and response, hence no framework types here.
 */
export function operatorBasicAuth(credentials: OperatorCredentials) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    if (isOperatorAuthorization(request.headers.authorization, credentials)) {
      next();
      return;
    }
    response.writeHead(401, { 'WWW-Authenticate': WWW_AUTHENTICATE, 'Content-Type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ code: 'OPERATOR_CREDENTIALS_REQUIRED', message: 'Operator credentials required.' }));
  };
}
