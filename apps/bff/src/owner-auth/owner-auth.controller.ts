import {
  ZOwnerLoginSchema,
  ZPasswordChangeSchema,
  ZPasswordResetRequestSchema,
  ZPasswordSetSchema,
  type TOwnerLogin,
  type TPasswordResetRequest,
} from '@immo/domain';
import { Body, Controller, Delete, Header, HttpCode, HttpStatus, Inject, Post, Put, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientTracker } from '../common/public-throttler';
import { RefuseCrossSite } from '../common/refuse-cross-site.guard';
import { type BffEnv, ENV } from '../config/env';
import { CurrentOwner, OwnerOnly } from './owner-auth.guard';
import { OwnerAuthService } from './owner-auth.service';
import { clearCookie, readCookies, setCookie } from '../auth/cookies';
import { type OwnerCookieJar, ownerCookieJar } from './owner-cookies';
import { OwnerAuthException } from './owner-auth.exception';
import { type OwnerPrincipal, type OwnerTokens, OwnerSessions } from './owner-sessions';
import { parsePasswordBody } from './owner-password-body';
import { OWNER_ACCESS_TOKEN_SECONDS } from '@immo/domain';
import { ValidBody } from '../common/zod-request';

/**
 * The owner portal's way in: login, refresh, logout, the e-mailed link to
 * set a password, and changing it. Tokens travel only in HttpOnly cookies.
 */
@ApiTags('owner-auth')
@Controller('owner')
export class OwnerAuthController {
  private readonly jar: OwnerCookieJar;

  constructor(
    @Inject(ENV) env: BffEnv,
    private readonly auth: OwnerAuthService,
    private readonly sessions: OwnerSessions,
  ) {
    this.jar = ownerCookieJar(env.SITE_URL);
  }

  @Post('session')
  @RefuseCrossSite()
  @HttpCode(HttpStatus.NO_CONTENT)
  @Header('Cache-Control', 'no-store')
  @ApiNoContentResponse({ description: 'Logged in: access and refresh cookies set (a new session)' })
  @ApiUnauthorizedResponse({
    description:
      '{ code: "OWNER_LOGIN_FAILED" }: unknown e-mail, no password yet or wrong password (one answer for all)',
  })
  @ApiTooManyRequestsResponse({
    description: '{ code: "OWNER_LOGIN_THROTTLED" }: too many failures for the account or client; see Retry-After',
  })
  @ApiServiceUnavailableResponse({
    description: '{ code: "OWNER_LOGIN_UNAVAILABLE" }: the failure counts cannot be read (Redis away)',
  })
  async login(
    @ValidBody('OwnerLoginBody', ZOwnerLoginSchema) body: TOwnerLogin,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    this.setSession(reply, await this.auth.login(body, clientTracker(request.ip)));
  }

  @Post('session/refresh')
  @RefuseCrossSite()
  @HttpCode(HttpStatus.NO_CONTENT)
  @Header('Cache-Control', 'no-store')
  @ApiNoContentResponse({
    description:
      'A new pair of cookies; the refresh token presented is spent (no cookies when another request of the same browser rotated it a moment before)',
  })
  @ApiUnauthorizedResponse({
    description: '{ code: "OWNER_SESSION_EXPIRED" }: no live session (a replayed refresh token ends its session)',
  })
  async refresh(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const token = readCookies(request.headers.cookie).get(this.jar.refresh);
    try {
      if (token === undefined) throw OwnerAuthException.sessionExpired();
      const rotated = await this.sessions.rotate(token);
      // A lost race leaves the cookies alone: the winning request set the new ones.
      if (rotated !== 'raced') this.setSession(reply, rotated);
    } catch (error) {
      this.clearSession(reply);
      throw error;
    }
  }

  @Delete('session')
  @RefuseCrossSite()
  @HttpCode(HttpStatus.NO_CONTENT)
  @Header('Cache-Control', 'no-store')
  @ApiNoContentResponse({
    description: 'Logged out: the session is revoked and the cookies cleared (also when there was none)',
  })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const cookies = readCookies(request.headers.cookie);
    const access = cookies.get(this.jar.access);
    const refresh = cookies.get(this.jar.refresh);
    // The access token may have expired already: its signature still proves which session to end.
    const fromAccess = access === undefined ? null : this.sessions.principalOf(access, true);
    if (fromAccess !== null) await this.sessions.revoke(fromAccess.sessionId);
    if (refresh !== undefined) await this.sessions.revokeByRefreshToken(refresh);
    this.clearSession(reply);
  }

  @Post('password-reset')
  @RefuseCrossSite()
  @HttpCode(HttpStatus.ACCEPTED)
  @Header('Cache-Control', 'no-store')
  @ApiAcceptedResponse({ description: 'Always, after the same time: a link is mailed when the e-mail is an owner’s' })
  async requestReset(
    @ValidBody('PasswordResetRequestBody', ZPasswordResetRequestSchema) body: TPasswordResetRequest,
  ): Promise<void> {
    await this.auth.requestReset(body);
  }

  @Post('password')
  @RefuseCrossSite()
  @HttpCode(HttpStatus.NO_CONTENT)
  @Header('Cache-Control', 'no-store')
  @ApiNoContentResponse({ description: 'Password set, every other session ended, logged in (cookies)' })
  @ApiBadRequestResponse({
    description:
      '{ code: "RESET_LINK_INVALID" }: unknown, used, superseded or expired link; { code: "PASSWORD_TOO_WEAK", issues }',
  })
  async setPassword(@Body() body: unknown, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    this.setSession(reply, await this.auth.setPassword(parsePasswordBody(ZPasswordSetSchema, body)));
  }

  @Put('password')
  @OwnerOnly()
  @RefuseCrossSite()
  @HttpCode(HttpStatus.NO_CONTENT)
  @Header('Cache-Control', 'no-store')
  @ApiNoContentResponse({ description: 'Password changed, every session ended, this one replaced (cookies)' })
  @ApiBadRequestResponse({
    description:
      '{ code: "OWNER_PASSWORD_WRONG" }: the current password is not correct; { code: "PASSWORD_TOO_WEAK", issues }',
  })
  async changePassword(
    @CurrentOwner() owner: OwnerPrincipal,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    this.setSession(
      reply,
      await this.auth.changePassword(owner, parsePasswordBody(ZPasswordChangeSchema, body), clientTracker(request.ip)),
    );
  }

  private setSession(reply: FastifyReply, tokens: OwnerTokens): void {
    void reply.header('Set-Cookie', [
      setCookie(this.jar, this.jar.access, tokens.accessToken, OWNER_ACCESS_TOKEN_SECONDS),
      setCookie(this.jar, this.jar.refresh, tokens.refreshToken, this.sessions.refreshMaxAgeSeconds),
    ]);
  }

  private clearSession(reply: FastifyReply): void {
    void reply.header('Set-Cookie', [clearCookie(this.jar, this.jar.access), clearCookie(this.jar, this.jar.refresh)]);
  }
}
