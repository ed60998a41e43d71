import { ZListPropertiesQuerySchema, ZSiteConfigQuerySchema } from '@immo/domain';
import { loadEnv } from '../config/env';
import { LocalizedQueryPipe } from './localized-query.pipe';
import { InvalidRequestException } from './zod-validation.pipe';

const QUERY = { type: 'query' } as const;

function pipeFor<S extends Parameters<typeof LocalizedQueryPipe>[0]>(schema: S, defaultLocale: string) {
  const Pipe = LocalizedQueryPipe(schema);
  return new Pipe(loadEnv({ DEFAULT_LOCALE: defaultLocale }));
}

describe(LocalizedQueryPipe.name, () => {
  it("answers in the site's DEFAULT_LOCALE when the request names none", () => {
    expect(pipeFor(ZSiteConfigQuerySchema, 'nl').transform({}, QUERY)).toEqual({ locale: 'nl' });
    expect(pipeFor(ZListPropertiesQuerySchema, 'de').transform({ goal: 'rent' }, QUERY)).toMatchObject({
      locale: 'de',
      goal: 'rent',
      limit: 12,
    });
  });

  it('keeps the locale the request names', () => {
    expect(pipeFor(ZSiteConfigQuerySchema, 'nl').transform({ locale: 'en' }, QUERY)).toEqual({ locale: 'en' });
  });

  it('refuses a locale the site does not have (400), as before', () => {
    expect(() => pipeFor(ZSiteConfigQuerySchema, 'nl').transform({ locale: 'it' }, QUERY)).toThrow(
      InvalidRequestException,
    );
  });
});
