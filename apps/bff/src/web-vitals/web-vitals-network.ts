import { createHmac } from 'node:crypto';
import { budgetNetwork } from '@immo/domain';

/**
 * The key of a network's Web Vitals budget in the beacon budgets' table: its
 * `budgetNetwork` (IPv6 by /48, the abuse budgets' network, so hopping between
 * its own /64s spends one budget) hashed under the day's salt, like the view
 * beacon's, and marked so the two beacons never spend each other's budget.
 */
export function webVitalsNetworkHash(salt: Buffer, ip: string): string {
  return createHmac('sha256', salt)
    .update(`web-vitals|${budgetNetwork(ip)}`)
    .digest('hex');
}
