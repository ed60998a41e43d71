import { firstRowOf, tables } from '../../query/builder';
import type { SqlQueryable } from '../../sql/outbox-insert';

/** The agency's name, e-mail and phone as the console sets them (site_settings' one row), if set. */
export function agencyContact(db: SqlQueryable) {
  return firstRowOf(
    db,
    tables.selectFrom('site_settings').select(['agency_name as name', 'email', 'phone']).where('id', '=', 1),
  );
}
