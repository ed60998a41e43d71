import { z } from 'zod';
import { InvalidRequestException, ZodValidationPipe } from './zod-validation.pipe';

describe(ZodValidationPipe.name, () => {
  const pipe = new ZodValidationPipe(z.object({ limit: z.coerce.number().int().max(10) }));

  function rejection(run: () => unknown): InvalidRequestException {
    try {
      run();
    } catch (error) {
      if (error instanceof InvalidRequestException) return error;
      throw error;
    }
    throw new Error('Expected an InvalidRequestException');
  }

  it('returns the parsed value', () => {
    expect(pipe.transform({ limit: '5' })).toEqual({ limit: 5 });
  });

  it('throws 400 with the issues', () => {
    const error = rejection(() => pipe.transform({ limit: '50' }, { type: 'query' }));
    expect(error.getStatus()).toBe(400);
    expect(error.getResponse()).toMatchObject({ code: 'INVALID_REQUEST', issues: [{ path: 'limit' }] });
  });

  it('names a path parameter in its issues', () => {
    const idPipe = new ZodValidationPipe(z.string().regex(/^\d+$/));
    expect(rejection(() => idPipe.transform('abc', { type: 'param', data: 'id' })).issues).toEqual([
      { path: 'id', message: expect.any(String) as string },
    ]);
  });
});
