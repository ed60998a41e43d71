// "Energy label at most X" on the list filters and alerts. The three Belgian
// scales differ (Wallonia starts at A++, Brussels splits letters into +/-
// steps, Flanders ends at F), so the visitor picks one label and each
// property is judged on its own region's scale: it matches when its label is
// that good or better.
import { ENERGY_SCALES, energyLabels, type EnergyRegion } from './energy-label';

/** Every label of the three scales, best first: the order in which "good or better" is judged. */
export const ENERGY_LABEL_ORDER = [
  'a_plusplus',
  'a_plus',
  'a',
  'a_sub',
  'b_plus',
  'b',
  'b_sub',
  'c_plus',
  'c',
  'c_sub',
  'd_plus',
  'd',
  'd_sub',
  'e_plus',
  'e',
  'e_sub',
  'f_plus',
  'f',
  'f_sub',
  'g',
] as const;

/** The labels a visitor can choose from, best first: the plain letters every scale prints, and A++ / A+. */
export const ENERGY_FILTER_LABELS = ['a_plusplus', 'a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g'] as const;
export type EnergyFilterLabel = (typeof ENERGY_FILTER_LABELS)[number];

const RANK: ReadonlyMap<string, number> = new Map(ENERGY_LABEL_ORDER.map((label, index) => [label, index]));

/** True when `label` (a code such as `b_sub`) is `ceiling` or better; an unknown label never matches. */
export function isEnergyLabelAtMost(label: string, ceiling: EnergyFilterLabel): boolean {
  const rank = RANK.get(label);
  return rank !== undefined && rank <= (RANK.get(ceiling) as number);
}

/**
 * Which energy values match "at most `ceiling`" on a region's scale:
 * `none` (every label of the scale is worse), `below-zero` (only the scale's
 * best label, given to values under 0), `at-most` (up to and including
 * `value`, the accepted band's upper bound) or `any` (every value: even the
 * scale's worst label is good enough).
 */
export type EnergyValueLimit =
  { kind: 'none' } | { kind: 'below-zero' } | { kind: 'at-most'; value: number } | { kind: 'any' };

export interface EnergyCeiling {
  limit: EnergyValueLimit;
  /** The scale's labels that match, for a property known only by its certificate's label. */
  labels: string[];
}

export function energyCeiling(region: EnergyRegion, ceiling: EnergyFilterLabel): EnergyCeiling {
  const scale = ENERGY_SCALES[region];
  const labels = energyLabels(region).filter((label) => isEnergyLabelAtMost(label, ceiling));
  const worst = labels.at(-1);
  let limit: EnergyValueLimit;
  if (worst === undefined) limit = { kind: 'none' };
  else if (worst === scale.above) limit = { kind: 'any' };
  else if (labels.length === 1 && worst === scale.belowZero) limit = { kind: 'below-zero' };
  else limit = { kind: 'at-most', value: scale.bands.find(([, label]) => label === worst)?.[0] as number };
  return { limit, labels };
}
