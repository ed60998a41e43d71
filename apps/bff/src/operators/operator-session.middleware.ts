import { operatorCookieName } from '@immo/domain';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readCookies } from '../auth/cookies';
import { clientTracker } from '../common/public-throttler';
import type { BffEnv } from '../config/env';
import { clientAddress, proxyTrust } from '../http-adapter';
import type { OperatorAudit } from './operator-audit';
import type { OperatorSessions } from './operator-sessions';

type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The console session for what is not a Nest controller (Bull Board's
 * Fastify plugin). A browser opening the dashboard without a session is sent
 * to the console's login (302); anything else gets 401. Every job action
 * (any method but GET/HEAD) goes to the audit with who did it.
 */
export function operatorSession(env: BffEnv, sessions: OperatorSessions, audit: OperatorAudit): Middleware {
  const cookie = operatorCookieName(env.SITE_URL).name;
  const trust = proxyTrust(env.TRUST_PROXY);
  return (request, response, next) => {
    const reading = request.method === 'GET' || request.method === 'HEAD';
    sessions
      .principalOf(readCookies(request.headers.cookie).get(cookie))
      .then(async (operator) => {
        response.setHeader('Cache-Control', 'no-store');
        if (operator === null) {
          refuse(request, response, env.DEFAULT_LOCALE);
          return;
        }
        if (!reading) {
          // Nest's middleware sees the path below its route in `url`; the whole one stays in `originalUrl`.
          const target =
            ((request as IncomingMessage & { originalUrl?: string }).originalUrl ?? request.url ?? '').split('?')[0] ??
            '';
          await audit.record({
            operatorId: operator.id,
            action: `queues.${request.method?.toLowerCase() ?? 'call'}`,
            target,
            clientNetwork: clientTracker(clientAddress(request, trust)),
          });
        }
        next();
      })
      .catch(next);
  };
}

function refuse(request: IncomingMessage, response: ServerResponse, locale: string): void {
  const page = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
  if (page) {
    response.writeHead(302, { Location: `/${locale}/console/login/` });
    response.end();
    return;
  }
  response.writeHead(401, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ code: 'OPERATOR_UNAUTHENTICATED', message: 'Log in to the console.' }));
}
