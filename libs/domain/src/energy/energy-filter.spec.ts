import { energyCeiling, isEnergyLabelAtMost } from './energy-filter';
import { energyLabel } from './energy-label';

describe(isEnergyLabelAtMost.name, () => {
  it('keeps a label that is the ceiling or better, on the order every scale shares', () => {
    expect(isEnergyLabelAtMost('a_plus', 'b')).toBe(true);
    expect(isEnergyLabelAtMost('b_plus', 'b')).toBe(true);
    expect(isEnergyLabelAtMost('b', 'b')).toBe(true);
    // Brussels' B- is worse than B.
    expect(isEnergyLabelAtMost('b_sub', 'b')).toBe(false);
    expect(isEnergyLabelAtMost('c', 'b')).toBe(false);
    expect(isEnergyLabelAtMost('a_plusplus', 'a_plusplus')).toBe(true);
    expect(isEnergyLabelAtMost('a_plus', 'a_plusplus')).toBe(false);
  });

  it('never matches a label of no scale', () => {
    expect(isEnergyLabelAtMost('h', 'g')).toBe(false);
    expect(isEnergyLabelAtMost('', 'g')).toBe(false);
  });
});

describe(energyCeiling.name, () => {
  it('reads "at most C" as each region\'s own band edge', () => {
    expect(energyCeiling('flanders', 'c')).toEqual({
      limit: { kind: 'at-most', value: 300 },
      labels: ['a_plus', 'a', 'b', 'c'],
    });
    expect(energyCeiling('wallonia', 'c').limit).toEqual({ kind: 'at-most', value: 255 });
    // Brussels' C- (133-150) is worse than C: its band ends at C's 132.
    expect(energyCeiling('brussels', 'c').limit).toEqual({ kind: 'at-most', value: 132 });
    expect(energyCeiling('brussels', 'c').labels).toContain('c_plus');
    expect(energyCeiling('brussels', 'c').labels).not.toContain('c_sub');
  });

  it('matches nothing in a region whose best label is worse than the ceiling', () => {
    // Flanders' best is A+: no Flemish property is A++.
    expect(energyCeiling('flanders', 'a_plusplus')).toEqual({ limit: { kind: 'none' }, labels: [] });
    expect(energyCeiling('wallonia', 'a_plusplus')).toEqual({ limit: { kind: 'below-zero' }, labels: ['a_plusplus'] });
    expect(energyCeiling('flanders', 'a_plus').limit).toEqual({ kind: 'below-zero' });
  });

  it("takes every value when even the scale's worst label is good enough", () => {
    // Flanders ends at F: "at most F" and "at most G" take every Flemish value.
    expect(energyCeiling('flanders', 'f').limit).toEqual({ kind: 'any' });
    expect(energyCeiling('flanders', 'g').limit).toEqual({ kind: 'any' });
    expect(energyCeiling('wallonia', 'f').limit).toEqual({ kind: 'at-most', value: 510 });
  });

  it('agrees with the label a value gets on its scale, for every region, ceiling and value', () => {
    for (const region of ['flanders', 'brussels', 'wallonia'] as const) {
      for (const ceiling of ['a_plusplus', 'a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g'] as const) {
        const { limit } = energyCeiling(region, ceiling);
        for (const value of [-10, 0, 23, 23.5, 45, 85, 100, 100.5, 132, 150, 255, 300, 345, 500, 510, 600]) {
          const byValue =
            limit.kind === 'any' ||
            (limit.kind === 'below-zero' && value < 0) ||
            (limit.kind === 'at-most' && value <= limit.value);
          expect([region, ceiling, value, byValue]).toEqual([
            region,
            ceiling,
            value,
            isEnergyLabelAtMost(energyLabel(region, value), ceiling),
          ]);
        }
      }
    }
  });
});
