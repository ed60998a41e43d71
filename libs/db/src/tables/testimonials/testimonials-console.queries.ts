// The console's testimonials: read a page of one state, publish or reject one.
import { sql } from 'kysely';
import { firstRowOf, rowsOf, tables } from '../../query/builder';
import type { SqlQueryable } from '../../sql/outbox-insert';
import type { ConsolePage } from '../demands/subscribers-console.queries';
import type { TestimonialState } from './testimonial.entity';

/** A page of the testimonials in `state`, newest first. */
export function testimonialsPage(db: SqlQueryable, state: TestimonialState, page: ConsolePage) {
  return rowsOf(
    db,
    tables
      .selectFrom('testimonials')
      .select([
        'id',
        'first_name as firstName',
        'last_name as lastName',
        'email',
        'city',
        'rating',
        'text',
        'locale',
        'state',
        'created_at as createdAt',
        'published_at as publishedAt',
      ])
      .where('state', '=', state)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset),
  );
}

/** How many testimonials are in `state`. */
export async function testimonialCount(db: SqlQueryable, state: TestimonialState): Promise<number> {
  const row = await firstRowOf(
    db,
    tables
      .selectFrom('testimonials')
      .select(sql<number>`count(*)::int`.as('total'))
      .where('state', '=', state),
  );
  return row?.total ?? 0;
}

/**
 * Publishes or rejects the testimonial; false when there is none with that id.
 * Publishing keeps the first publication's date; rejecting takes it off the page.
 */
export async function setTestimonialState(
  db: SqlQueryable,
  id: string,
  state: Exclude<TestimonialState, 'pending'>,
): Promise<boolean> {
  const rows = await rowsOf(
    db,
    tables
      .updateTable('testimonials')
      .set(
        state === 'published'
          ? {
              state: 'published',
              published_at: sql<Date | null>`CASE WHEN state = 'published' THEN published_at ELSE now() END`,
            }
          : { state: 'rejected', published_at: null },
      )
      .where('id', '=', id)
      .returning('id'),
  );
  return rows.length > 0;
}
