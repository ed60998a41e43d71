import { deepMerge } from './deep-merge';

describe(deepMerge.name, () => {
  it('replaces only the strings the override names, at any depth', () => {
    const base = { A: { a: 'a', b: 'b', C: { c: 'c', d: 'd' } }, E: { e: 'e' } };
    expect(deepMerge(base, { A: { b: 'B', C: { d: 'D' } } })).toEqual({
      A: { a: 'a', b: 'B', C: { c: 'c', d: 'D' } },
      E: { e: 'e' },
    });
  });

  it('leaves the base untouched', () => {
    const base = { A: { a: 'a' } };
    deepMerge(base, { A: { a: 'changed' } });
    expect(base).toEqual({ A: { a: 'a' } });
  });
});
