// Sign-ups nobody confirmed are personal data kept for nothing: after
// UNCONFIRMED_SUBSCRIPTION_DAYS they go (their confirmation links then lead
// nowhere, which the confirmation page says).
import { UNCONFIRMED_SUBSCRIPTION_DAYS } from '@immo/domain';
import type { DataSource } from 'typeorm';

export interface CleanupOutcome {
  demands: number;
  newsletter: number;
}

export async function deleteUnconfirmedSubscriptions(dataSource: DataSource, now: Date): Promise<CleanupOutcome> {
  const before = new Date(now.getTime() - UNCONFIRMED_SUBSCRIPTION_DAYS * 24 * 3600_000);
  const demands = (await dataSource.query(
    `DELETE FROM demands WHERE state = 'unconfirmed' AND created_at < $1 RETURNING id`,
    [before],
  )) as [unknown[], number];
  const newsletter = (await dataSource.query(
    `DELETE FROM newsletter_subscriptions WHERE state = 'unconfirmed' AND created_at < $1 RETURNING id`,
    [before],
  )) as [unknown[], number];
  return { demands: countOf(demands), newsletter: countOf(newsletter) };
}

// TypeORM answers a DELETE … RETURNING with [rows, affected].
function countOf(result: unknown): number {
  return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
}
