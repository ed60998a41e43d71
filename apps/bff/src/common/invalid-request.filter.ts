import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { InvalidRequestException } from './zod-validation.pipe';

/**
 * Answers a request that failed validation with its 400, and logs it as one
 * warning line: the route and the issues, never the values, which are the
 * client's and may be anything (control characters, 10 kB of junk). Logged
 * here rather than in the pipe because Nest runs every parameter's pipe, so
 * a bad id and a bad query in one request would otherwise log twice.
 */
@Catch(InvalidRequestException)
export class InvalidRequestFilter implements ExceptionFilter<InvalidRequestException> {
  private readonly logger = new Logger('InvalidRequest');

  catch(exception: InvalidRequestException, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const issues = exception.issues.map((issue) => `${issue.path || '(value)'}: ${issue.message}`).join('; ');
    this.logger.warn(`Rejected ${request.method} ${request.routeOptions.url ?? '(no route)'}: ${issues}`);
    void http.getResponse<FastifyReply>().status(exception.getStatus()).send(exception.getResponse());
  }
}
