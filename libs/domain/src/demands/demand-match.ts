// Which listings a demand of the register asks for: the one rule the alert
// job applies, kept pure so it is tested without a database.
import { type GoalChoice } from '../forms/fields';
import { GOAL_SALE } from '../property/goal-and-marquee';
import { parseWebIds } from '../property/list-filters';
import { type DemandZone, isInZone, parseZone, type ZonePlace } from './demand-zones';

export interface DemandCriteria {
  goal: GoalChoice;
  /** Type ids (WebID); at least one. */
  propertyTypes: readonly number[];
  zones: readonly DemandZone[];
  budgetMin: number | null;
  budgetMax: number | null;
  bedroomsMin: number | null;
}

export interface MatchableListing extends ZonePlace {
  /** CRM Goal: 0 sale, anything else rent. */
  goal: number;
  /** The main type and every extra one (WebID, WebIDs). */
  typeIds: readonly number[];
  /** The price a visitor may see; null when it is on request or withheld. */
  publishedPrice: number | null;
  bedrooms: number | null;
}

/**
 * Goal, a type, a zone, and the budget and bedrooms when both sides know
 * them. A listing without a published price is kept: leaving it out would
 * hide every 'price on request' house from the very people looking, and the
 * alert shows no amount for it.
 */
export function matchesDemand(demand: DemandCriteria, listing: MatchableListing): boolean {
  if ((demand.goal === 'sale') !== (listing.goal === GOAL_SALE)) return false;
  if (!listing.typeIds.some((id) => demand.propertyTypes.includes(id))) return false;
  if (!demand.zones.some((zone) => isInZone(zone, listing))) return false;
  const price = listing.publishedPrice;
  if (price !== null) {
    if (demand.budgetMin !== null && price < demand.budgetMin) return false;
    if (demand.budgetMax !== null && price > demand.budgetMax) return false;
  }
  if (demand.bedroomsMin !== null && listing.bedrooms !== null && listing.bedrooms < demand.bedroomsMin) return false;
  return true;
}

/** A demand as stored (`demands` columns): zones as their text values. */
export interface StoredDemandCriteria extends Omit<DemandCriteria, 'zones'> {
  zones: readonly string[];
}

/** The criteria the rule reads; a stored zone that no longer parses simply matches nothing. */
export function demandCriteriaOf(stored: StoredDemandCriteria): DemandCriteria {
  return { ...stored, zones: stored.zones.map(parseZone).filter((zone): zone is DemandZone => zone !== null) };
}

/** A listing's types as matched: every extra type (WebIDs) and the main one (WebID). */
export function listingTypeIds(webId: number | null, webIds: string | null): number[] {
  const ids = parseWebIds(webIds);
  return webId === null || ids.includes(webId) ? ids : [webId, ...ids];
}
