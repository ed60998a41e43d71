import { requestIdOf } from './request-id';

describe(requestIdOf.name, () => {
  it("keeps a proxy's sane id and replaces anything else", () => {
    expect(requestIdOf(new Headers({ 'x-request-id': 'edge-42.a' }))).toBe('edge-42.a');
    expect(requestIdOf(new Headers({ 'x-request-id': 'a b' }))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(new Headers())).toMatch(/^[0-9a-f-]{36}$/);
  });
});
