import { OPERATOR_SESSION_ABSOLUTE_HOURS, OPERATOR_SESSION_IDLE_MINUTES, type OperatorMe } from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { newRefreshToken, newSessionId, refreshTokenSession, tokenHash } from '../auth/tokens';

/** A logged-in console request: who, and which session. */
export interface OperatorPrincipal extends OperatorMe {
  sessionId: string;
}

const LIVE = `s.revoked_at IS NULL AND s.last_used_at > now() - interval '${OPERATOR_SESSION_IDLE_MINUTES} minutes' AND s.created_at > now() - interval '${OPERATOR_SESSION_ABSOLUTE_HOURS} hours'`;

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
    await manager.query(
      `INSERT INTO operator_sessions (id, operator_id, token_hash, last_used_at) VALUES ($1, $2, $3, now())`,
      [sessionId, operatorId, tokenHash(token)],
    );
    return token;
  }

  /** The operator of a live session's cookie (and the session used now), or null. */
  async principalOf(token: string | undefined): Promise<OperatorPrincipal | null> {
    const sessionId = token === undefined ? null : refreshTokenSession(token);
    if (sessionId === null || token === undefined) return null;
    const [rows] = (await this.dataSource.query(
      `UPDATE operator_sessions s SET last_used_at = now() FROM operator_accounts a
        WHERE s.id = $1 AND s.token_hash = $2 AND a.id = s.operator_id AND a.disabled_at IS NULL AND ${LIVE}
        RETURNING a.id, a.email, a.display_name`,
      [sessionId, tokenHash(token)],
    )) as [{ id: number; email: string; display_name: string }[], number];
    const row = rows[0];
    return row === undefined ? null : { id: row.id, email: row.email, displayName: row.display_name, sessionId };
  }

  /** Ends the cookie's session; its operator, or null when there was none. */
  async revoke(token: string | undefined): Promise<number | null> {
    const sessionId = token === undefined ? null : refreshTokenSession(token);
    if (sessionId === null || token === undefined) return null;
    const [rows] = (await this.dataSource.query(
      `UPDATE operator_sessions SET revoked_at = now() WHERE id = $1 AND token_hash = $2 AND revoked_at IS NULL RETURNING operator_id`,
      [sessionId, tokenHash(token)],
    )) as [{ operator_id: number }[], number];
    return rows[0]?.operator_id ?? null;
  }

  async revokeAll(operatorId: number, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(
      `UPDATE operator_sessions SET revoked_at = now() WHERE operator_id = $1 AND revoked_at IS NULL`,
      [operatorId],
    );
  }
}
