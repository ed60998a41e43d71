import type { PropertyGoal } from '../api/property-queries';

/**
 * CRM Goal: 0 is for sale; the sample data uses 1 for rent but any other
 * value means rent. Stored as the CRM sends it (the list's indexes filter on
 * it); every DTO carries the PropertyGoal instead (goalOfCrm).
 */
export const GOAL_SALE = 0;

export const MARQUEE_NONE = 0;
export const MARQUEE_SOLD = 3;
export const MARQUEE_RENTED = 4;

/** For rows that still hold the CRM's number (the importer, the worker's demand matching). */
export function isForSale(goal: number): boolean {
  return goal === GOAL_SALE;
}

/** The CRM's Goal number as the goal every shape past the database carries. */
export function goalOfCrm(crmGoal: number): PropertyGoal {
  return crmGoal === GOAL_SALE ? 'sale' : 'rent';
}

/** The ribbon over a property's photo (VENDU / LOUÉ), translated by the web. */
export function marqueeBanner(code: number): 'sold' | 'rented' | null {
  if (code === MARQUEE_SOLD) return 'sold';
  if (code === MARQUEE_RENTED) return 'rented';
  return null;
}

/** Marquees of a deal that is done: such a property is shown, but no longer on offer. */
export const CLOSED_MARQUEES: readonly number[] = [MARQUEE_SOLD, MARQUEE_RENTED];

/** Still on offer (a project's available units, similar properties): neither sold nor rented. */
export function isOnOffer(marquee: number): boolean {
  return !CLOSED_MARQUEES.includes(marquee);
}
