import { beaconVerdict, statisticsDayOf } from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { type BffEnv, ENV } from '../config/env';
import { PropertyEntity, PropertyViewEntity, recordPropertyView } from '@immo/db';
import { BeaconBudget } from './beacon-budget';
import { ViewSalts } from './view-salts';
import { visitorHash } from './visitor-hash';

export interface PageView {
  propertyId: number;
  /** The client IP as Fastify resolved it (X-Forwarded-For from trusted proxies only, TRUST_PROXY). */
  ip: string;
  userAgent: string | undefined;
}

/** What became of a beacon; the visitor gets 204 whatever it is. */
export type PageViewOutcome = 'recorded' | 'bot' | 'over-budget' | 'repeat' | 'not-live';

@Injectable()
export class PropertyViewsService {
  constructor(
    @InjectRepository(PropertyEntity) private readonly properties: Repository<PropertyEntity>,
    @InjectRepository(PropertyViewEntity) private readonly views: Repository<PropertyViewEntity>,
    private readonly salts: ViewSalts,
    private readonly budget: BeaconBudget,
    @Inject(ENV) private readonly env: BffEnv,
  ) {}

  /** Applies the definition of a visit (docs/decisions.md): `beaconVerdict`, then once per property, visitor and day. */
  async record(view: PageView): Promise<PageViewOutcome> {
    const salt = await this.salts.saltFor(statisticsDayOf(new Date()));
    const hash = visitorHash(salt, view.ip);
    // Every beacon spends the budget, unknown ids included: a scan of ids is a scan.
    const verdict = beaconVerdict(
      { userAgent: view.userAgent, beaconsThisHour: await this.budget.spend(hash) },
      this.env.VIEW_BEACON_BUDGET_PER_HOUR,
    );
    if (verdict !== 'visit') return verdict;
    // Unknown and withdrawn ids are dropped, not refused: the beacon cannot act on an error.
    if (!(await this.properties.existsBy({ id: view.propertyId, withdrawnAt: IsNull() }))) return 'not-live';
    // Once per property, visitor and Brussels day: the table's unique index decides.
    return (await recordPropertyView(this.views.manager, view.propertyId, hash)) ? 'recorded' : 'repeat';
  }
}
