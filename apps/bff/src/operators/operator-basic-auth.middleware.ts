import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientTracker } from '../common/public-throttler';
import { clientAddress, type ProxyTrust } from '../http-adapter';
import type { OperatorAuthenticator } from './operator-authenticator';
import { operatorRefusal } from './operator-refusal';

/**
 * The same check as @OperatorOnly() for what is not a Nest controller (Bull
 * Board's Fastify plugin), with the same counts of failed logins. Nest runs
 * middleware on Fastify with Node's own request and response, hence no
 * framework types here, and the client address computed as Fastify would.
 */
export function operatorBasicAuth(authenticator: OperatorAuthenticator, trust: ProxyTrust) {
  return (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void): void => {
    authenticator.authenticate(request.headers.authorization, clientTracker(clientAddress(request, trust))).then((authentication) => {
      if (authentication.outcome === 'operator') {
        next();
        return;
      }
      const refusal = operatorRefusal(authentication);
      response.writeHead(refusal.status, { ...refusal.headers, 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(refusal.body));
    }, next);
  };
}
