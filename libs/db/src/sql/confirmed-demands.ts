// The confirmed demands as the matching rule (matchesDemand, libs/domain)
// reads them: the worker's alerts and owner reports, and the BFF's owner
// portal (a property's reach), count the same demands. A demand its visitor
// paused is none of them: it is told of nothing and reaches no one.
import { type DemandCriteria, demandCriteriaOf, type DemandFrequency, type GoalChoice } from '@immo/domain';
import type { SqlQueryable } from './outbox-insert';

export interface ConfirmedDemand {
  id: string;
  frequency: DemandFrequency;
  criteria: DemandCriteria;
}

interface DemandRow {
  id: string;
  frequency: DemandFrequency;
  goal: GoalChoice;
  propertyTypes: number[];
  zones: string[];
  budgetMin: number | null;
  budgetMax: number | null;
  bedroomsMin: number | null;
  livingAreaMin: number | null;
  livingAreaMax: number | null;
  maxEnergy: string | null;
  features: string[];
}

const CONFIRMED_DEMANDS = `
  SELECT id, frequency, goal, property_types AS "propertyTypes", zones, budget_min::float8 AS "budgetMin",
         budget_max::float8 AS "budgetMax", bedrooms_min AS "bedroomsMin", living_area_min AS "livingAreaMin",
         living_area_max AS "livingAreaMax", max_energy AS "maxEnergy", features
  FROM demands WHERE state = 'confirmed' AND paused_at IS NULL`;

/** Every confirmed demand, or those of one goal (a demand for a sale never matches a rent). */
export async function confirmedDemands(db: SqlQueryable, goal?: GoalChoice): Promise<ConfirmedDemand[]> {
  const rows = (
    goal === undefined
      ? await db.query(CONFIRMED_DEMANDS)
      : await db.query(`${CONFIRMED_DEMANDS} AND goal = $1`, [goal])
  ) as DemandRow[];
  return rows.map((row) => ({
    id: row.id,
    frequency: row.frequency,
    criteria: demandCriteriaOf({
      goal: row.goal,
      propertyTypes: row.propertyTypes,
      zones: row.zones,
      budgetMin: row.budgetMin,
      budgetMax: row.budgetMax,
      bedroomsMin: row.bedroomsMin,
      livingAreaMin: row.livingAreaMin,
      livingAreaMax: row.livingAreaMax,
      maxEnergy: row.maxEnergy,
      features: row.features,
    }),
  }));
}
