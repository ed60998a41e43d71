import { OPERATOR_SESSION_ABSOLUTE_HOURS, type OperatorMe } from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { insertOperatorSession, revokeOperatorSession, revokeOperatorSessions, touchOperatorSession } from '@immo/db';
import { newRefreshToken, newSessionId, refreshTokenSession, tokenHash } from '../auth/tokens';

/** A logged-in console request: who, and which session. */
export interface OperatorPrincipal extends OperatorMe {
  sessionId: string;
}

/**
 * Console sessions: an opaque cookie checked in the database on every
 * request (operators are few and their requests rare, so no signed token is
 * needed to spare the lookup), sliding idle time-out, absolute time-out,
 * ended at once by logout or a disabled account. Same token format as the
 * owners' refresh tokens (auth/tokens.ts).
 */
@Injectable()
export class OperatorSessions {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Seconds the cookie lives: the absolute time-out. */
  readonly maxAgeSeconds = OPERATOR_SESSION_ABSOLUTE_HOURS * 3600;

  async start(operatorId: number, manager: EntityManager = this.dataSource.manager): Promise<string> {
    const sessionId = newSessionId();
    const token = newRefreshToken(sessionId);
    await insertOperatorSession(manager, { id: sessionId, operatorId, tokenHash: tokenHash(token) });
    return token;
  }

  /** The operator of a live session's cookie (and the session used now), or null. */
  async principalOf(token: string | undefined): Promise<OperatorPrincipal | null> {
    const sessionId = token === undefined ? null : refreshTokenSession(token);
    if (sessionId === null || token === undefined) return null;
    const row = await touchOperatorSession(this.dataSource, sessionId, tokenHash(token));
    return row === undefined ? null : { id: row.id, email: row.email, displayName: row.displayName, sessionId };
  }

  /** Ends the cookie's session; its operator, or null when there was none. */
  async revoke(token: string | undefined): Promise<number | null> {
    const sessionId = token === undefined ? null : refreshTokenSession(token);
    if (sessionId === null || token === undefined) return null;
    return (await revokeOperatorSession(this.dataSource, sessionId, tokenHash(token))) ?? null;
  }

  async revokeAll(operatorId: number, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await revokeOperatorSessions(manager, operatorId);
  }
}
