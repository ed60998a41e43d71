// Which listings a demand of the register asks for: the one rule the alert
// job applies, kept pure so it is tested without a database.
import { ENERGY_FILTER_LABELS, type EnergyFilterLabel, isEnergyLabelAtMost } from '../energy/energy-filter';
import { type EnergyLabelInput, propertyEnergyLabel } from '../energy/property-energy-label';
import { type GoalChoice } from '../forms/fields';
import { GOAL_SALE } from '../property/goal-and-marquee';
import { parseWebIds } from '../property/list-filters';
import { isPropertyFeature, PROPERTY_FEATURES, type PropertyFeature } from '../property/property-features';
import { type DemandZone, isInZone, parseZone, type ZonePlace } from './demand-zones';

export interface DemandCriteria {
  goal: GoalChoice;
  /** Type ids (WebID); at least one. */
  propertyTypes: readonly number[];
  zones: readonly DemandZone[];
  budgetMin: number | null;
  budgetMax: number | null;
  bedroomsMin: number | null;
  /** Living area from/to, m². */
  livingAreaMin: number | null;
  livingAreaMax: number | null;
  /** Energy label at most, on each property's own region's scale. */
  maxEnergy: EnergyFilterLabel | null;
  /** Every one of these the property must offer. */
  features: readonly PropertyFeature[];
}

export interface MatchableListing extends ZonePlace {
  /** CRM Goal: 0 sale, anything else rent. */
  goal: number;
  /** The main type and every extra one (WebID, WebIDs). */
  typeIds: readonly number[];
  /** The price a visitor may see; null when it is on request or withheld. */
  publishedPrice: number | null;
  bedrooms: number | null;
  /** m²; null when the CRM did not give it. */
  livingArea: number | null;
  /** Its label on its own region's Belgian scale (`b_sub`); null when unknown or not on a Belgian scale. */
  energyLabel: string | null;
  features: readonly PropertyFeature[];
}

/**
 * Goal, a type, a zone, every feature asked for, and the budget, bedrooms,
 * living area and energy label when both sides know them. A listing without
 * a published price is kept: leaving it out would hide every 'price on
 * request' house from the very people looking, and the alert shows no amount
 * for it. An unknown living area or energy label is kept for the same reason
 * (docs/decisions.md, "Alert criteria"); a feature the CRM does not give is
 * a feature the property lacks, or ticking one would change nothing.
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
  const area = listing.livingArea;
  if (area !== null) {
    if (demand.livingAreaMin !== null && area < demand.livingAreaMin) return false;
    if (demand.livingAreaMax !== null && area > demand.livingAreaMax) return false;
  }
  if (demand.maxEnergy !== null && listing.energyLabel !== null) {
    if (!isEnergyLabelAtMost(listing.energyLabel, demand.maxEnergy)) return false;
  }
  return demand.features.every((feature) => listing.features.includes(feature));
}

/** The `properties` row's feature columns (generated from featuresOf's rule, migration PropertyFeatures). */
export interface ListingFeatureFlags {
  hasGarden: boolean;
  hasTerrace: boolean;
  hasParking: boolean;
  isNewBuild: boolean;
}

const FEATURE_FLAG: Readonly<Record<PropertyFeature, keyof ListingFeatureFlags>> = {
  garden: 'hasGarden',
  terrace: 'hasTerrace',
  parking: 'hasParking',
  'new-build': 'isNewBuild',
};

/** The listing's facts as the rule reads them, from the columns every reader of `properties` selects. */
export interface ListingFacts extends ZonePlace, EnergyLabelInput, ListingFeatureFlags {
  goal: number;
  webId: number | null;
  webIds: string | null;
  publishedPrice: number | null;
  bedrooms: number | null;
  livingSurface: number | null;
}

/** One way to read a listing for the rule: the alerts, the owner's reach and the weekly report agree. */
export function matchableListing(facts: ListingFacts): MatchableListing {
  const energy = propertyEnergyLabel(facts);
  return {
    goal: facts.goal,
    typeIds: listingTypeIds(facts.webId, facts.webIds),
    zip: facts.zip,
    countryId: facts.countryId,
    city: facts.city,
    publishedPrice: facts.publishedPrice,
    bedrooms: facts.bedrooms,
    livingArea: facts.livingSurface,
    // Luxembourg's certificates are on no Belgian scale: like an unknown label, they are not judged.
    energyLabel: energy === null || energy.scheme === 'luxembourg' ? null : energy.label,
    features: PROPERTY_FEATURES.filter((feature) => facts[FEATURE_FLAG[feature]]),
  };
}

/** A demand as stored (`demands` columns): zones as their text values. */
export interface StoredDemandCriteria extends Omit<DemandCriteria, 'zones' | 'maxEnergy' | 'features'> {
  zones: readonly string[];
  maxEnergy: string | null;
  features: readonly string[];
}

/** The criteria the rule reads; a stored zone that no longer parses simply matches nothing. */
export function demandCriteriaOf(stored: StoredDemandCriteria): DemandCriteria {
  return {
    ...stored,
    zones: stored.zones.map(parseZone).filter((zone): zone is DemandZone => zone !== null),
    maxEnergy: ENERGY_FILTER_LABELS.find((label) => label === stored.maxEnergy) ?? null,
    features: stored.features.filter(isPropertyFeature),
  };
}

/** A listing's types as matched: every extra type (WebIDs) and the main one (WebID). */
export function listingTypeIds(webId: number | null, webIds: string | null): number[] {
  const ids = parseWebIds(webIds);
  return webId === null || ids.includes(webId) ? ids : [webId, ...ids];
}
