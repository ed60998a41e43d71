// What the owner's portal shows of a property's history: the CRM's
// communications and online media, and the calendar of visits (the CRM's and
// the site's bookings).
import { STATISTICS_TIME_ZONE } from '@immo/domain';
import { sql } from 'kysely';
import { rowsOf, tables } from '../../query/builder';
import type { SqlQueryable } from '../../sql/outbox-insert';

/** The CRM's communications with the owner about the property, newest first. */
export function ownerCommunications(db: SqlQueryable, ownerId: number, propertyId: number) {
  return rowsOf(
    db,
    tables
      .selectFrom('owner_communications')
      .select(['date', 'channel', 'subject', 'body'])
      .where('owner_id', '=', ownerId)
      .where('property_id', '=', propertyId)
      .orderBy('date', 'desc')
      .orderBy('id', 'desc'),
  );
}

/**
 * The property's visits, newest first: the CRM's entries are the owner's own
 * (owner_id); the site's bookings are the property's, whoever the CRM names as
 * its owner today.
 */
export function ownerCalendarVisits(db: SqlQueryable, ownerId: number, propertyId: number) {
  return rowsOf(
    db,
    tables
      .selectFrom('owner_calendar_visits')
      .select(['starts_at as date', 'status', 'source', 'remark'])
      .where('property_id', '=', propertyId)
      .where((eb) => eb.or([eb('source', '=', 'site'), eb('owner_id', '=', ownerId)]))
      .orderBy('starts_at', 'desc')
      .orderBy('id', 'desc'),
  );
}

/** Where the property was published online, newest first (undated last), with the Brussels day of publication. */
export function ownerOnlineMedia(db: SqlQueryable, ownerId: number, propertyId: number) {
  return rowsOf(
    db,
    tables
      .selectFrom('owner_online_media')
      .select([
        'portal',
        'url',
        sql<string | null>`to_char(published_at AT TIME ZONE ${sql.lit(STATISTICS_TIME_ZONE)}, 'YYYY-MM-DD')`.as(
          'publishedDate',
        ),
      ])
      .where('owner_id', '=', ownerId)
      .where('property_id', '=', propertyId)
      .orderBy(sql`published_at DESC NULLS LAST`)
      .orderBy('id', 'desc'),
  );
}
