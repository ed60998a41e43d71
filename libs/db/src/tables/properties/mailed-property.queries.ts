// The property of a lead or a booked visit as its mails need it: who manages
// it and what the mails say of it (the place, the price visitors may see, one
// photo), with the site's marquee ignore list, in one statement.
import type { LocalizedText } from '@immo/domain';
import { sql } from 'kysely';
import { firstRowOf, tables } from '../../query/builder';
import { cityNamesSql } from '../../sql/city-names-sql';
import type { SqlQueryable } from '../../sql/outbox-insert';

/** The property `id` (withdrawn or not) as the mails about it read it; undefined when there is none. */
export function mailedPropertyRow(db: SqlQueryable, id: number) {
  return firstRowOf(
    db,
    tables
      .selectFrom('properties as p')
      .select((eb) => [
        'p.id',
        'p.reference',
        'p.titles',
        'p.city',
        'p.zip',
        'p.goal',
        sql<boolean>`${sql.ref('p.withdrawn_at')} IS NOT NULL`.as('withdrawn'),
        sql<string | null>`${sql.ref('p.details')} -> 'fields' -> 'manager' ->> 'email'`.as('manager_email'),
        'p.street',
        'p.house_number',
        'p.box_nr',
        'p.publish_address',
        'p.latitude',
        'p.longitude',
        // NUMERIC: pg sends text; the entity's transformer would make it a number.
        sql<number | null>`${sql.ref('p.price')}::float8`.as('price'),
        'p.publish_price',
        'p.price_unit',
        'p.marquee',
        sql<string | null>`${sql.ref('p.pictures')} -> 0 ->> 'url'`.as('picture_url'),
        sql<LocalizedText | null>`${sql.raw(cityNamesSql('p'))}`.as('city_names'),
        eb
          .selectFrom('site_settings as s')
          .select('s.marquee_ignore_list')
          .where('s.id', '=', 1)
          .as('marquee_ignore_list'),
      ])
      .where('p.id', '=', id),
  );
}

export type MailedPropertyRow = NonNullable<Awaited<ReturnType<typeof mailedPropertyRow>>>;
