import { isRoutablePath } from './unroutable-path';

describe('isRoutablePath', () => {
  it.each(['/', '/fr/', '/nl/te-koop/', '/fr/a-vendre/li%C3%A8ge/villa/4164/', '/de/%F0%9F%8F%A0/'])(
    'routes %s',
    (path) => {
      expect(isRoutablePath(path)).toBe(true);
    },
  );

  // Broken escapes, invalid UTF-8 (a lone byte, an overlong '/', half a
  // surrogate pair), and a '%' left after decoding, which Next.js decodes again.
  it.each(['/%zz/', '/fr/%E9/', '/nl/te-koop/%C0%AF/', '/en/%ED%A0%80/', '/fr/%/', '/de/%25/', '/fr/a%2/'])(
    'refuses %s',
    (path) => {
      expect(isRoutablePath(path)).toBe(false);
    },
  );
});
