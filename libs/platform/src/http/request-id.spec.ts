import { requestIdFrom, saneRequestId } from './request-id';

describe('request ids', () => {
  it("keeps a caller's short token", () => {
    expect(requestIdFrom('web-1f3a.42:x_Y')).toBe('web-1f3a.42:x_Y');
    expect(saneRequestId(['abc', 'def'])).toBe('abc');
  });

  it('replaces what could forge or flood a log line with a new id', () => {
    for (const bad of ['', 'a b', 'id"}{"level":60', 'x'.repeat(101), 'é', undefined, 42]) {
      expect(saneRequestId(bad)).toBeUndefined();
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('generates a different id each time', () => {
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });
});
