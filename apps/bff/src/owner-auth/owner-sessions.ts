import { OWNER_ACCESS_TOKEN_SECONDS } from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import jwt from 'jsonwebtoken';
import { DataSource, type EntityManager } from 'typeorm';
import {
  insertOwnerSession,
  isOwnerSessionLive,
  lostOwnerRefreshRace,
  type OwnerSessionLimits,
  revokeOwnerSession,
  revokeOwnerSessions,
  rotateOwnerSession,
} from '@immo/db';
import { type BffEnv, ENV } from '../config/env';
import { OwnerAuthException } from './owner-auth.exception';
import { newRefreshToken, newSessionId, refreshTokenSession, tokenHash } from '../auth/tokens';

/** What a logged-in request is: the token's owner and session. */
export interface OwnerPrincipal {
  ownerId: number;
  sessionId: string;
}

/** The pair of tokens the cookies carry. */
export interface OwnerTokens extends OwnerPrincipal {
  accessToken: string;
  refreshToken: string;
}

/** How long the token a rotation replaced still counts as a lost race rather than a replay. */
export const REFRESH_RACE_SECONDS = 10;

interface AccessClaims {
  sub: string;
  sid: string;
}

/**
 * Owner sessions: one per login, ended by logout, a password change or
 * reset, the idle and the absolute time-outs (env), or a replayed refresh
 * token. Times are the database's (now()), so several BFFs agree.
 */
@Injectable()
export class OwnerSessions {
  private readonly limits: OwnerSessionLimits;

  constructor(
    @Inject(ENV) private readonly env: BffEnv,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.limits = { idleMinutes: env.OWNER_SESSION_IDLE_MINUTES, absoluteHours: env.OWNER_SESSION_ABSOLUTE_HOURS };
  }

  /** Seconds the refresh cookie lives: the absolute time-out. */
  get refreshMaxAgeSeconds(): number {
    return this.env.OWNER_SESSION_ABSOLUTE_HOURS * 3600;
  }

  async start(ownerId: number, manager: EntityManager = this.dataSource.manager): Promise<OwnerTokens> {
    const sessionId = newSessionId();
    const refreshToken = newRefreshToken(sessionId);
    await insertOwnerSession(manager, { id: sessionId, ownerId, refreshTokenHash: tokenHash(refreshToken) });
    return { ownerId, sessionId, refreshToken, accessToken: this.sign(ownerId, sessionId) };
  }

  /**
   * A new pair for a live session's current refresh token. A token of a
   * live session that is not its current one was already rotated: someone
   * kept a copy, so the session ends for both. Except the token the last
   * rotation replaced, within a few seconds: two tabs refreshed at once and
   * this one lost; the browser already holds the winner's cookies ('raced').
   */
  async rotate(refreshToken: string): Promise<OwnerTokens | 'raced'> {
    const sessionId = refreshTokenSession(refreshToken);
    if (sessionId === null) throw OwnerAuthException.sessionExpired();
    const presented = tokenHash(refreshToken);
    const next = newRefreshToken(sessionId);
    const ownerId = await rotateOwnerSession(this.dataSource, sessionId, presented, tokenHash(next), this.limits);
    if (ownerId !== undefined)
      return { ownerId, sessionId, refreshToken: next, accessToken: this.sign(ownerId, sessionId) };
    if (await lostOwnerRefreshRace(this.dataSource, sessionId, presented, REFRESH_RACE_SECONDS, this.limits))
      return 'raced';
    await revokeOwnerSession(this.dataSource, sessionId);
    throw OwnerAuthException.sessionExpired();
  }

  /** Whether an access token's session still counts (not logged out, not timed out). */
  async isLive({ ownerId, sessionId }: OwnerPrincipal): Promise<boolean> {
    return isOwnerSessionLive(this.dataSource, sessionId, ownerId, this.limits);
  }

  async revoke(sessionId: string): Promise<void> {
    await revokeOwnerSession(this.dataSource, sessionId);
  }

  /** Logout with only the refresh cookie: ends its session when the token is its current one. */
  async revokeByRefreshToken(refreshToken: string): Promise<void> {
    const sessionId = refreshTokenSession(refreshToken);
    if (sessionId === null) return;
    await revokeOwnerSession(this.dataSource, sessionId, tokenHash(refreshToken));
  }

  async revokeAll(ownerId: number, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await revokeOwnerSessions(manager, ownerId);
  }

  /** The principal of a well-signed access token, expired or not (logout ends the session it names); null otherwise. */
  principalOf(accessToken: string, ignoreExpiration = false): OwnerPrincipal | null {
    try {
      const claims = jwt.verify(accessToken, this.env.OWNER_JWT_SECRET, {
        algorithms: ['HS256'],
        ignoreExpiration,
      }) as Partial<AccessClaims>;
      return principalFromClaims(claims);
    } catch {
      return null;
    }
  }

  private sign(ownerId: number, sessionId: string): string {
    return jwt.sign({ sid: sessionId }, this.env.OWNER_JWT_SECRET, {
      algorithm: 'HS256',
      subject: String(ownerId),
      expiresIn: OWNER_ACCESS_TOKEN_SECONDS,
    });
  }
}

export function principalFromClaims(claims: Partial<AccessClaims>): OwnerPrincipal | null {
  const ownerId = Number(claims.sub);
  if (!Number.isSafeInteger(ownerId) || ownerId <= 0 || typeof claims.sid !== 'string') return null;
  return { ownerId, sessionId: claims.sid };
}
