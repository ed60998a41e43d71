import { processOwnSecret } from './process-secret';

describe(processOwnSecret.name, () => {
  it('is 32 random bytes, a new value each time', () => {
    const values = new Set(Array.from({ length: 50 }, () => processOwnSecret()));
    expect(values.size).toBe(50);
    for (const value of values) expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gives the standard base64 an AES key is read from', () => {
    const key = processOwnSecret('base64');
    expect(key).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
  });
});
