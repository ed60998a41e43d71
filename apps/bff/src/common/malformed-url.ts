import { Logger } from '@nestjs/common';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

const logger = new Logger('InvalidRequest');

/**
 * Fastify's `frameworkErrors`: a URL it cannot route, such as broken
 * percent-encoding (`/api/properties/%zz`) or a path parameter over its length
 * limit. Answered with the same JSON and the same one warning line as a
 * request failing validation (InvalidRequestFilter), and without echoing the
 * URL back as Fastify's default answer does.
 */
export function answerMalformedUrl(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 400;
  logger.warn(`Rejected ${request.method} (malformed URL): ${error.code}`);
  void reply.status(status).send({ code: 'INVALID_REQUEST', message: 'The request is invalid.' });
}
