import { type ArgumentMetadata, BadRequestException, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';

export interface RequestIssue {
  /** The parameter (`id`, `q`, `city`), or '' for a value without a name. */
  path: string;
  message: string;
}

/**
 * A request part failed its schema: 400 with every issue, so clients can fix
 * all at once. InvalidRequestFilter logs it, once per request.
 */
export class InvalidRequestException extends BadRequestException {
  constructor(readonly issues: RequestIssue[]) {
    super({ code: 'INVALID_REQUEST', message: 'The request is invalid.', issues });
  }
}

/** Validates and converts one request part (query, params) with a zod schema. */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown, metadata?: ArgumentMetadata): z.output<S> {
    const result = this.schema.safeParse(value);
    if (!result.success) {
      // A path parameter's schema sees only the value: its issues are named after the parameter.
      const prefix = metadata?.type === 'param' && metadata.data ? [metadata.data] : [];
      throw new InvalidRequestException(
        result.error.issues.map((issue) => ({ path: [...prefix, ...issue.path].join('.'), message: issue.message })),
      );
    }
    return result.data;
  }
}
