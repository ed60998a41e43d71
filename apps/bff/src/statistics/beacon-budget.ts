import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { deletePastBeaconBudgets, spendBeacon, ViewBeaconBudgetEntity } from '@immo/db';

// One row per network and clock hour, counted in PostgreSQL: every BFF
// instance shares it, and the beacon needs no other dependency than the
// database it writes the visit to.
const HOUR_MS = 3_600_000;

/** The hourly beacon count of each network, for `beaconVerdict`'s budget. */
@Injectable()
export class BeaconBudget {
  private lastSweep = 0;

  constructor(@InjectRepository(ViewBeaconBudgetEntity) private readonly budgets: Repository<ViewBeaconBudgetEntity>) {}

  /** Counts one more beacon from this network; resolves to its beacons this hour, this one included. */
  async spend(visitorHash: string): Promise<number> {
    await this.sweep();
    return spendBeacon(this.budgets.manager, visitorHash);
  }

  // Past hours count nothing any more; deleted at most once an hour per instance.
  private async sweep(): Promise<void> {
    if (Date.now() - this.lastSweep < HOUR_MS) return;
    this.lastSweep = Date.now();
    await deletePastBeaconBudgets(this.budgets.manager);
  }
}
