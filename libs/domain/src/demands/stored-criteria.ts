// A demand's criteria in the two shapes they travel in: as the register's fields hold them (a criterion not asked is
// absent) and as a demand stores them (null, or an empty list). The BFF, the data library and the pages convert
// through these two, so a criterion added to the register is carried everywhere or fails to compile.
import type { TDemandCriteria } from '../forms/demand-register';
import type { GoalChoice } from '../forms/fields';

/** The criteria as stored on a demand (and served to the alerts page and the console). */
export interface StoredCriteria {
  goal: GoalChoice;
  propertyTypes: number[];
  zones: string[];
  budgetMin: number | null;
  budgetMax: number | null;
  bedroomsMin: number | null;
  livingAreaMin: number | null;
  livingAreaMax: number | null;
  maxEnergy: NonNullable<TDemandCriteria['maxEnergy']> | null;
  features: NonNullable<TDemandCriteria['features']>;
}

export function storedCriteriaOf(criteria: TDemandCriteria): StoredCriteria {
  return {
    goal: criteria.goal,
    propertyTypes: criteria.propertyTypes,
    zones: criteria.zones,
    budgetMin: criteria.budgetMin ?? null,
    budgetMax: criteria.budgetMax ?? null,
    bedroomsMin: criteria.bedroomsMin ?? null,
    livingAreaMin: criteria.livingAreaMin ?? null,
    livingAreaMax: criteria.livingAreaMax ?? null,
    maxEnergy: criteria.maxEnergy ?? null,
    features: criteria.features ?? [],
  };
}

/** A stored demand's criteria as the register's fields, for its one presentation (`formSummary`). */
export function criteriaFieldsOf(
  stored: Omit<StoredCriteria, 'goal' | 'maxEnergy' | 'features'> & {
    goal: string;
    maxEnergy: string | null;
    features: readonly string[];
  },
) {
  return {
    goal: stored.goal,
    propertyTypes: stored.propertyTypes,
    zones: stored.zones,
    budgetMin: stored.budgetMin ?? undefined,
    budgetMax: stored.budgetMax ?? undefined,
    bedroomsMin: stored.bedroomsMin ?? undefined,
    livingAreaMin: stored.livingAreaMin ?? undefined,
    livingAreaMax: stored.livingAreaMax ?? undefined,
    maxEnergy: stored.maxEnergy ?? undefined,
    features: stored.features,
  };
}
