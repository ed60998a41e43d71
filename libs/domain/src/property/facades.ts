// Belgian listings describe a house by its free-standing walls: open (4
// facades), half-open (3) or closed, i.e. terraced (2, between neighbours).
export type FacadeKind = 'open' | 'halfOpen' | 'closed';

export const FACADE_COUNTS: Readonly<Record<FacadeKind, number>> = {
  open: 4,
  halfOpen: 3,
  closed: 2,
};

/** The kind of building for a facade count, or `null` when the count says nothing (0, 1, unknown). */
export function facadeKind(facades: number | null): FacadeKind | null {
  if (facades === null || !Number.isInteger(facades)) return null;
  if (facades >= FACADE_COUNTS.open) return 'open';
  if (facades === FACADE_COUNTS.halfOpen) return 'halfOpen';
  if (facades === FACADE_COUNTS.closed) return 'closed';
  return null;
}
