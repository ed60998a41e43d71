// The confirmed demands as the matching rule (matchesDemand, libs/domain)
// reads them: the worker's alerts and owner reports, and the BFF's owner
// portal (a property's reach), count the same demands. A demand its visitor
// paused is none of them: it is told of nothing and reaches no one.
import {
  type DemandCriteria,
  demandCriteriaOf,
  type DemandFrequency,
  type GoalChoice,
  type StoredDemandCriteria,
} from '@immo/domain';
import type { SqlQueryable } from './outbox-insert';

export interface ConfirmedDemand {
  id: string;
  frequency: DemandFrequency;
  criteria: DemandCriteria;
}

/** A row as CONFIRMED_DEMANDS answers it: the demand's stored criteria under the rule's own names. */
interface DemandRow extends StoredDemandCriteria {
  id: string;
  frequency: DemandFrequency;
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
  return rows.map(({ id, frequency, ...stored }) => ({ id, frequency, criteria: demandCriteriaOf(stored) }));
}
