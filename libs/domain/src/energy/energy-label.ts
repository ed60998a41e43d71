// The regional EPC scales of spec §9, with the band edges settled in
// decisions.md: a band runs from just above the previous upper bound up to and
// including its own, so the tables only need upper bounds.

export type EnergyRegion = 'flanders' | 'brussels' | 'wallonia';

interface EnergyScale {
  /** Label for any value below 0 (net energy producers). */
  readonly belowZero: string;
  readonly bands: readonly (readonly [upperBound: number, label: string])[];
  /** Label for values above the last band. */
  readonly above: string;
}

export const ENERGY_SCALES: Readonly<Record<EnergyRegion, EnergyScale>> = {
  flanders: {
    belowZero: 'a_plus',
    bands: [
      [100, 'a'],
      [200, 'b'],
      [300, 'c'],
      [400, 'd'],
      [500, 'e'],
    ],
    above: 'f',
  },
  // The spec writes these as 1-23, 24-45, …; read as upper bounds so that
  // fractional values (23.5) and 0 still land in a band.
  brussels: {
    belowZero: 'a_plus',
    bands: [
      [23, 'a'],
      [45, 'a_sub'],
      [62, 'b_plus'],
      [79, 'b'],
      [95, 'b_sub'],
      [113, 'c_plus'],
      [132, 'c'],
      [150, 'c_sub'],
      [170, 'd_plus'],
      [190, 'd'],
      [210, 'd_sub'],
      [232, 'e_plus'],
      [253, 'e'],
      [275, 'e_sub'],
      [298, 'f_plus'],
      [322, 'f'],
      // Spec prints 223-345; decisions.md reads it as 323-345.
      [345, 'f_sub'],
    ],
    above: 'g',
  },
  wallonia: {
    belowZero: 'a_plusplus',
    bands: [
      [45, 'a_plus'],
      [85, 'a'],
      [170, 'b'],
      [255, 'c'],
      [340, 'd'],
      [425, 'e'],
      [510, 'f'],
    ],
    above: 'g',
  },
};

/** Every label a region's scale can produce, best first. */
export function energyLabels(region: EnergyRegion): string[] {
  const scale = ENERGY_SCALES[region];
  return [scale.belowZero, ...scale.bands.map(([, label]) => label), scale.above];
}

/**
 * The label code (`a_plus`, `b_sub`, …) that picks the regional label image.
 * Throws on NaN: silently showing the worst label for a broken import would
 * misinform a buyer, while the caller can check `Number.isFinite` first.
 */
export function energyLabel(region: EnergyRegion, value: number): string {
  if (Number.isNaN(value)) {
    throw new RangeError('energyLabel: value is NaN');
  }
  const scale = ENERGY_SCALES[region];
  if (value < 0) {
    return scale.belowZero;
  }
  const band = scale.bands.find(([upperBound]) => value <= upperBound);
  return band ? band[1] : scale.above;
}
