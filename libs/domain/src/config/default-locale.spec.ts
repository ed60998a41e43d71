import { parseDefaultLocale, ZDefaultLocaleSchema } from './default-locale';
import { z } from 'zod';

describe(parseDefaultLocale.name, () => {
  it.each(['nl', 'fr', 'en', 'de'])('takes the configured locale %p', (value) => {
    expect(parseDefaultLocale(value)).toBe(value);
  });

  it.each([undefined, ''])('is French when unset (%p)', (value) => {
    expect(parseDefaultLocale(value)).toBe('fr');
  });

  // One rule with the boot-time env schemas: what stops the BFF stops the web's routing too.
  it.each(['es', 'nl-BE', ' EN ', 'FR'])('refuses %p, as the env schemas do', (value) => {
    expect(() => parseDefaultLocale(value)).toThrow(/DEFAULT_LOCALE/);
    expect(z.object({ DEFAULT_LOCALE: ZDefaultLocaleSchema }).safeParse({ DEFAULT_LOCALE: value }).success).toBe(false);
  });
});
