// The public endpoints answer in the query's `locale`, or in the site's
// DEFAULT_LOCALE when the request names none. This pipe is the one place that
// default applies: services receive a Locale, never an optional one.
import type { Locale } from '@immo/domain';
import { type ArgumentMetadata, Inject, Injectable, mixin, type PipeTransform, type Type } from '@nestjs/common';
import type { z } from 'zod';
import { type BffEnv, ENV } from '../config/env';
import { ZodValidationPipe } from './zod-validation.pipe';

/** A validated query whose locale is settled. */
export type Localized<Q extends { locale?: Locale }> = Omit<Q, 'locale'> & { locale: Locale };

/** `@Query(LocalizedQueryPipe(ZSomeQuerySchema))`: validates like ZodValidationPipe, then applies DEFAULT_LOCALE. */
export function LocalizedQueryPipe<S extends z.ZodType<{ locale?: Locale }>>(
  schema: S,
): Type<PipeTransform<unknown, Localized<z.output<S>>>> {
  @Injectable()
  class LocalizedQuery implements PipeTransform<unknown, Localized<z.output<S>>> {
    private readonly validation = new ZodValidationPipe(schema);

    constructor(@Inject(ENV) private readonly env: BffEnv) {}

    transform(value: unknown, metadata?: ArgumentMetadata): Localized<z.output<S>> {
      const query = this.validation.transform(value, metadata);
      return { ...query, locale: query.locale ?? this.env.DEFAULT_LOCALE };
    }
  }
  return mixin(LocalizedQuery);
}
