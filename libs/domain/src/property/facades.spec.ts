import { facadeKind } from './facades';

describe(facadeKind.name, () => {
  it.each([
    [4, 'open'],
    [5, 'open'],
    [3, 'halfOpen'],
    [2, 'closed'],
  ] as const)('%p facades is %s', (count, kind) => {
    expect(facadeKind(count)).toBe(kind);
  });

  it.each([null, 0, 1, 2.5, Number.NaN])('%p facades says nothing', (count) => {
    expect(facadeKind(count)).toBeNull();
  });
});
