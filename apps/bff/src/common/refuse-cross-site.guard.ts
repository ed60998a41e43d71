import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  UnsupportedMediaTypeException,
  UseGuards,
} from '@nestjs/common';
import { ApiForbiddenResponse, ApiUnsupportedMediaTypeResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { type BffEnv, ENV } from '../config/env';
import { crossSiteMultipartRefusal, crossSiteRefusal } from './cross-site';

/** Refuses what crossSiteRefusal refuses: 403 for another site, 415 for a body that is not JSON. */
@Injectable()
export class RefuseCrossSiteGuard implements CanActivate {
  constructor(@Inject(ENV) private readonly env: BffEnv) {}

  canActivate(context: ExecutionContext): boolean {
    const refusal = crossSiteRefusal(context.switchToHttp().getRequest<FastifyRequest>(), this.env.ALLOWED_ORIGINS);
    if (refusal === 'cross-site') {
      throw new ForbiddenException({
        code: 'CROSS_SITE_REQUEST_REFUSED',
        message: 'Only pages of this site may send this request.',
      });
    }
    if (refusal === 'not-json') {
      throw new UnsupportedMediaTypeException({
        code: 'JSON_BODY_REQUIRED',
        message: 'The body must be application/json.',
      });
    }
    return true;
  }
}

/**
 * Refuses requests that change something (anything but GET, HEAD, OPTIONS)
 * when another site's page sent them, and bodies that are not JSON
 * (common/cross-site.ts; the site's origins are ALLOWED_ORIGINS). On a
 * controller, write it below @OperatorOnly(): guards applied first run
 * first, so a forged request is refused before any login is checked or counted.
 */
export const RefuseCrossSite = () =>
  applyDecorators(
    UseGuards(RefuseCrossSiteGuard),
    ApiForbiddenResponse({
      description: '{ code: "CROSS_SITE_REQUEST_REFUSED" }: Origin or Sec-Fetch-Site names another site',
    }),
    ApiUnsupportedMediaTypeResponse({
      description: '{ code: "JSON_BODY_REQUIRED" }: a body that is not application/json',
    }),
  );

/** Refuses what crossSiteMultipartRefusal refuses: 403 for another site, 415 for a body that is not multipart. */
@Injectable()
export class RefuseCrossSiteMultipartGuard implements CanActivate {
  constructor(@Inject(ENV) private readonly env: BffEnv) {}

  canActivate(context: ExecutionContext): boolean {
    const refusal = crossSiteMultipartRefusal(
      context.switchToHttp().getRequest<FastifyRequest>(),
      this.env.ALLOWED_ORIGINS,
    );
    if (refusal === 'cross-site') {
      throw new ForbiddenException({
        code: 'CROSS_SITE_REQUEST_REFUSED',
        message: 'Only pages of this site may send this request.',
      });
    }
    if (refusal === 'not-multipart') {
      throw new UnsupportedMediaTypeException({
        code: 'MULTIPART_BODY_REQUIRED',
        message: 'The body must be multipart/form-data.',
      });
    }
    return true;
  }
}

/** @RefuseCrossSite() for the endpoint that takes a file: the same origin rule, a multipart/form-data body. */
export const RefuseCrossSiteMultipart = () =>
  applyDecorators(
    UseGuards(RefuseCrossSiteMultipartGuard),
    ApiForbiddenResponse({
      description: '{ code: "CROSS_SITE_REQUEST_REFUSED" }: Origin or Sec-Fetch-Site names another site',
    }),
    ApiUnsupportedMediaTypeResponse({
      description: '{ code: "MULTIPART_BODY_REQUIRED" }: a body that is not multipart/form-data',
    }),
  );
