import { localeParams } from './locale-params';

describe(localeParams.name, () => {
  it('narrows a known locale and keeps the other params', async () => {
    await expect(localeParams(Promise.resolve({ locale: 'nl', id: '4113' }))).resolves.toEqual({
      locale: 'nl',
      id: '4113',
    });
  });

  it.each(['it', 'FR', 'nl-BE', ''])('answers the 404 page for %p', async (locale) => {
    // notFound() throws Next's 404 signal, which the router turns into the not-found page.
    await expect(localeParams(Promise.resolve({ locale }))).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    });
  });
});
