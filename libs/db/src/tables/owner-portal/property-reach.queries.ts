import { STATISTICS_TIME_ZONE } from '@immo/domain';
import { sql } from 'kysely';
import { rowsOf, tables } from '../../query/builder';
import type { SqlQueryable } from '../../sql/outbox-insert';

const ZONE = sql.lit(STATISTICS_TIME_ZONE);

/** The alert mails sent that showed the property, per Brussels week (its Monday, ISO), from the week of `fromDay`. */
export function alertMailsByWeek(db: SqlQueryable, propertyId: number, fromDay: string) {
  return rowsOf(
    db,
    tables
      .selectFrom('alert_mail_listings as l')
      .innerJoin('mail_outbox as o', 'o.id', 'l.outbox_id')
      .select([
        sql<string>`to_char(date_trunc('week', ${sql.ref('o.sent_at')} AT TIME ZONE ${ZONE}), 'YYYY-MM-DD')`.as('week'),
        sql<number>`count(*)::integer`.as('mails'),
      ])
      .where('l.property_id', '=', propertyId)
      .where('o.state', '=', 'sent')
      .where('o.sent_at', '>=', sql<Date>`(${fromDay}::date)::timestamp AT TIME ZONE ${ZONE}`)
      .groupBy(sql`1`),
  );
}
