// Sign-ups nobody confirmed are personal data kept for nothing: after
// UNCONFIRMED_SUBSCRIPTION_DAYS they go (their confirmation links then lead
// nowhere, which the confirmation page says).
import { deleteUnconfirmedSubscriptions as deleteUnconfirmed } from '@immo/db';
import { UNCONFIRMED_SUBSCRIPTION_DAYS } from '@immo/domain';
import type { DataSource } from 'typeorm';

export interface CleanupOutcome {
  demands: number;
  newsletter: number;
}

export async function deleteUnconfirmedSubscriptions(dataSource: DataSource, now: Date): Promise<CleanupOutcome> {
  return deleteUnconfirmed(dataSource, new Date(now.getTime() - UNCONFIRMED_SUBSCRIPTION_DAYS * 24 * 3600_000));
}
