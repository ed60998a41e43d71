import { sql } from 'kysely';
import { firstRowOf, tables } from '../../query/builder';
import type { SqlQueryable } from '../../sql/outbox-insert';

const listOrder = sql`(ORDER BY ${sql.ref('p.crm_changed_at')} DESC NULLS LAST, ${sql.ref('p.id')} DESC)`;

/**
 * The live properties before and after `id` in its list (for sale when
 * `sale`, for rent otherwise: goal `saleGoal` or not), in the list's default
 * order (latest CRM change first); undefined when `id` is not in that list.
 */
export function propertyNeighbourIds(db: SqlQueryable, id: number, saleGoal: number, sale: boolean) {
  return firstRowOf(
    db,
    tables
      .selectFrom((eb) =>
        eb
          .selectFrom('properties as p')
          .select([
            'p.id',
            sql<number | null>`lag(${sql.ref('p.id')}) OVER ${listOrder}`.as('previousId'),
            sql<number | null>`lead(${sql.ref('p.id')}) OVER ${listOrder}`.as('nextId'),
          ])
          .where('p.withdrawn_at', 'is', null)
          .where(sql<boolean>`(${sql.ref('p.goal')} = ${saleGoal}) = ${sale}`)
          .as('ordered'),
      )
      .select(['previousId', 'nextId'])
      .where('id', '=', id),
  );
}
