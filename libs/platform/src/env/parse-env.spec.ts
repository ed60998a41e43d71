import { z } from 'zod';
import { parseEnv } from './parse-env';

const schema = z.object({
  PORT: z.coerce.number().int().default(3001),
  LOCALE: z.enum(['nl', 'fr']).default('fr'),
});

describe(parseEnv.name, () => {
  it('applies the defaults and treats an empty variable as unset', () => {
    expect(parseEnv(schema, { PORT: '', LOCALE: undefined }, 'test')).toEqual({ PORT: 3001, LOCALE: 'fr' });
  });

  it('names the app and lists every bad variable in one error', () => {
    expect(() => parseEnv(schema, { PORT: 'abc', LOCALE: 'es' }, 'BFF')).toThrow(
      /^Invalid BFF environment:\n {2}- PORT: .+\n {2}- LOCALE: /,
    );
  });
});
