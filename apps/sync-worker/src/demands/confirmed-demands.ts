// The confirmed demands as the matching rule reads them.
import { type DemandCriteria, demandCriteriaOf, type DemandFrequency, type GoalChoice } from '@immo/domain';
import type { EntityManager } from 'typeorm';

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
}

export async function confirmedDemands(manager: EntityManager): Promise<ConfirmedDemand[]> {
  const rows = (await manager.query(
    `SELECT id, frequency, goal, property_types AS "propertyTypes", zones, budget_min::float8 AS "budgetMin",
            budget_max::float8 AS "budgetMax", bedrooms_min AS "bedroomsMin"
     FROM demands WHERE state = 'confirmed'`,
  )) as DemandRow[];
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
    }),
  }));
}
