import { BadRequestException } from '@nestjs/common';
import { z } from 'zod';
import { ZodValidationPipe } from './zod-validation.pipe';

describe(ZodValidationPipe.name, () => {
  const pipe = new ZodValidationPipe(z.object({ limit: z.coerce.number().int().max(10) }));

  it('returns the parsed value', () => {
    expect(pipe.transform({ limit: '5' })).toEqual({ limit: 5 });
  });

  it('throws 400 with the issues', () => {
    let caught: unknown;
    try {
      pipe.transform({ limit: '50' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(BadRequestException);
    expect((caught as BadRequestException).getResponse()).toMatchObject({
      code: 'INVALID_REQUEST',
      issues: [{ path: 'limit' }],
    });
  });
});
