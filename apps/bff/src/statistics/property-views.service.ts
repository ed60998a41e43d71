import { isBotUserAgent, statisticsDayOf, VIEW_DEDUP_WINDOW_MINUTES } from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { PropertyEntity } from '../properties/property.entity';
import { PropertyViewEntity } from './property-view.entity';
import { ViewSalts } from './view-salts';
import { visitorHash } from './visitor-hash';

export interface PageView {
  propertyId: number;
  /** The client IP as Fastify resolved it (X-Forwarded-For behind trusted proxies, TRUST_PROXY). */
  ip: string;
  userAgent: string | undefined;
}

/** What became of a beacon; the visitor gets 204 whatever it is. */
export type PageViewOutcome = 'recorded' | 'bot' | 'repeat' | 'not-live';

// Inserts only if this visitor has no view of this property inside the window.
// Run after the advisory lock below, so the NOT EXISTS sees a concurrent
// beacon's committed row: READ COMMITTED takes the snapshot per statement.
const INSERT_UNLESS_REPEAT = `
  INSERT INTO property_views (property_id, visitor_hash)
  SELECT $1, $2
  WHERE NOT EXISTS (
    SELECT 1 FROM property_views
    WHERE property_id = $1 AND visitor_hash = $2 AND viewed_at > now() - make_interval(mins => $3)
  )
  RETURNING id`;

@Injectable()
export class PropertyViewsService {
  constructor(
    @InjectRepository(PropertyEntity) private readonly properties: Repository<PropertyEntity>,
    @InjectRepository(PropertyViewEntity) private readonly views: Repository<PropertyViewEntity>,
    private readonly salts: ViewSalts,
  ) {}

  async record(view: PageView): Promise<PageViewOutcome> {
    if (view.userAgent === undefined || isBotUserAgent(view.userAgent)) return 'bot';
    // Unknown and withdrawn ids are dropped, not refused: the beacon cannot act on an error.
    if (!(await this.properties.existsBy({ id: view.propertyId, withdrawnAt: IsNull() }))) return 'not-live';

    const salt = await this.salts.saltFor(statisticsDayOf(new Date()));
    const hash = visitorHash(salt, view.ip, view.userAgent);
    return this.views.manager.transaction(async (manager) => {
      // A sliding 30-minute window cannot be a unique index; a lock per
      // (property, visitor) serialises two simultaneous beacons instead. A
      // hash collision with another key only makes one request wait.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`property-view:${view.propertyId}:${hash}`]);
      const inserted = (await manager.query(INSERT_UNLESS_REPEAT, [view.propertyId, hash, VIEW_DEDUP_WINDOW_MINUTES])) as unknown[];
      return inserted.length > 0 ? 'recorded' : 'repeat';
    });
  }
}
