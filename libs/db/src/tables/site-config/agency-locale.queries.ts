import { firstRowOf, tables } from '../../query/builder';
import type { SqlQueryable } from '../../sql/outbox-insert';

/** The language the agency's office reads its mails in (site_settings' one row), as stored; undefined before the row exists. */
export async function agencyLocale(db: SqlQueryable): Promise<string | undefined> {
  const row = await firstRowOf(db, tables.selectFrom('site_settings').select('agency_locale').where('id', '=', 1));
  return row?.agency_locale;
}
