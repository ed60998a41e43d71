import {
  type OperatorMe,
  type OperatorSetupDetails,
  operatorCookieName,
  type TOperatorLogin,
  type TOperatorSetupToken,
  ZOperatorLoginSchema,
  ZOperatorSetupSchema,
  ZOperatorSetupTokenSchema,
} from '@immo/domain';
import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearCookie, type CookieSecurity, readCookies, setCookie } from '../auth/cookies';
import { clientTracker } from '../common/public-throttler';
import { RefuseCrossSite } from '../common/refuse-cross-site.guard';
import { type BffEnv, ENV } from '../config/env';
import { parsePasswordBody } from '../owner-auth/owner-password-body';
import { OperatorAccounts } from './operator-accounts';
import { OperatorAuthException } from './operator-auth.exception';
import { OperatorAuthService } from './operator-auth.service';
import { CurrentOperator, OperatorOnly } from './operator-only.decorator';
import { type OperatorPrincipal, OperatorSessions } from './operator-sessions';
import { ValidBody } from '../common/zod-request';

/** The console's way in (issue 15): login, logout, who is logged in, and the single-use setup link. */
@ApiTags('operator-auth')
@Controller('operator')
export class OperatorAuthController {
  private readonly cookie: CookieSecurity & { name: string };

  constructor(
    @Inject(ENV) env: BffEnv,
    private readonly auth: OperatorAuthService,
    private readonly accounts: OperatorAccounts,
    private readonly sessions: OperatorSessions,
  ) {
    this.cookie = operatorCookieName(env.SITE_URL);
  }

  @Post('session')
  @RefuseCrossSite()
  @HttpCode(HttpStatus.NO_CONTENT)
  @Header('Cache-Control', 'no-store')
  @ApiNoContentResponse({ description: 'Logged in: the session cookie is set' })
  @ApiUnauthorizedResponse({
    description:
      '{ code: "OPERATOR_LOGIN_FAILED" }: unknown e-mail, wrong password, wrong or already used code (one answer for all)',
  })
  @ApiTooManyRequestsResponse({
    description: '{ code: "OPERATOR_LOGIN_THROTTLED" }: too many failures for the account or client; see Retry-After',
  })
  @ApiServiceUnavailableResponse({
    description: '{ code: "OPERATOR_LOGIN_UNAVAILABLE" }: the failure counts cannot be read (Redis away)',
  })
  async login(
    @ValidBody('OperatorLoginBody', ZOperatorLoginSchema) body: TOperatorLogin,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    this.setSession(reply, await this.auth.login(body, clientTracker(request.ip)));
  }

  @Delete('session')
  @RefuseCrossSite()
  @HttpCode(HttpStatus.NO_CONTENT)
  @Header('Cache-Control', 'no-store')
  @ApiNoContentResponse({
    description: 'Logged out: the session ended and the cookie cleared (also when there was none)',
  })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.auth.logout(readCookies(request.headers.cookie).get(this.cookie.name), clientTracker(request.ip));
    void reply.header('Set-Cookie', clearCookie(this.cookie, this.cookie.name));
  }

  @Get('me')
  @OperatorOnly()
  @ApiOkResponse({ description: 'The logged-in operator' })
  me(@CurrentOperator() operator: OperatorPrincipal): OperatorMe {
    return { id: operator.id, email: operator.email, displayName: operator.displayName };
  }

  /** A POST, so the link's token stays out of access logs' query strings. */
  @Post('setup/details')
  @RefuseCrossSite()
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description: 'The account and its TOTP key (otpauth URI and base32) to put in an authenticator app',
  })
  @ApiBadRequestResponse({ description: '{ code: "SETUP_LINK_INVALID" }: unknown, used, superseded or expired link' })
  async setupDetails(@Body() body: unknown): Promise<OperatorSetupDetails> {
    const parsed = ZOperatorSetupTokenSchema.safeParse(body);
    const details = parsed.success
      ? await this.accounts.setupDetails((parsed.data as TOperatorSetupToken).token)
      : null;
    if (details === null) throw OperatorAuthException.setupLinkInvalid();
    return details;
  }

  @Post('setup')
  @RefuseCrossSite()
  @HttpCode(HttpStatus.NO_CONTENT)
  @Header('Cache-Control', 'no-store')
  @ApiNoContentResponse({ description: 'Password and authenticator set, the link spent, logged in (cookie)' })
  @ApiBadRequestResponse({
    description: '{ code: "SETUP_LINK_INVALID" }; { code: "TOTP_CODE_WRONG" }; { code: "PASSWORD_TOO_WEAK", issues }',
  })
  async setup(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const parsed = (() => {
      try {
        return parsePasswordBody(ZOperatorSetupSchema, body);
      } catch (error) {
        // The owners' parser names a bad token RESET_LINK_INVALID; here it is a setup link.
        if (error instanceof Error && 'code' in error && error.code === 'RESET_LINK_INVALID')
          throw OperatorAuthException.setupLinkInvalid();
        throw error;
      }
    })();
    this.setSession(reply, await this.auth.setup(parsed, clientTracker(request.ip)));
  }

  private setSession(reply: FastifyReply, token: string): void {
    void reply.header('Set-Cookie', setCookie(this.cookie, this.cookie.name, token, this.sessions.maxAgeSeconds));
  }
}
