import { isRevalidateSecret } from './revalidate-secret';

describe(isRevalidateSecret.name, () => {
  const secret = 'a-long-shared-secret-value';

  it('accepts exactly the shared secret', () => {
    expect(isRevalidateSecret(secret, secret)).toBe(true);
  });

  it('refuses no header, an empty one, a prefix and a longer value', () => {
    expect(isRevalidateSecret(null, secret)).toBe(false);
    expect(isRevalidateSecret('', secret)).toBe(false);
    expect(isRevalidateSecret(secret.slice(0, -1), secret)).toBe(false);
    expect(isRevalidateSecret(`${secret}x`, secret)).toBe(false);
  });
});
