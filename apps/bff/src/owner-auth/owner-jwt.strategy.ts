import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-jwt';
import { type BffEnv, ENV } from '../config/env';
import { readCookies } from '../auth/cookies';
import { ownerCookieJar } from './owner-cookies';
import { type OwnerPrincipal, OwnerSessions, principalFromClaims } from './owner-sessions';

export const OWNER_JWT = 'owner-jwt';

/**
 * passport-jwt reading the access cookie (HS256 only, expiry enforced); the
 * session it names must still be live, so logout and a password change take
 * effect at once rather than when the token expires.
 */
@Injectable()
export class OwnerJwtStrategy extends PassportStrategy(Strategy, OWNER_JWT) {
  constructor(
    @Inject(ENV) env: BffEnv,
    private readonly sessions: OwnerSessions,
  ) {
    const { access } = ownerCookieJar(env.SITE_URL);
    super({
      jwtFromRequest: (request: FastifyRequest) => readCookies(request.headers.cookie).get(access) ?? null,
      secretOrKey: env.OWNER_JWT_SECRET,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(claims: { sub?: string; sid?: string }): Promise<OwnerPrincipal | false> {
    const principal = principalFromClaims(claims);
    if (principal === null || !(await this.sessions.isLive(principal))) return false;
    return principal;
  }
}
