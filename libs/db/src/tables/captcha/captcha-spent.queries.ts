import { rowsOf, tables } from '../../query/builder';
import type { SqlQueryable } from '../../sql/outbox-insert';

/** Forgets the spent answers that expired before `now`: an expired answer is refused anyway, spent or not. */
export async function deleteExpiredCaptchaAnswers(db: SqlQueryable, now: Date): Promise<void> {
  await rowsOf(db, tables.deleteFrom('captcha_spent').where('expires_at', '<', now));
}
