import type { ImportSchedule as Schedule, Locale } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { consoleDateTime } from '@/lib/console/operations/console-dates';
import styles from './Operations.module.css';

/** When the imports run next, as the worker registered them, and the last successful one. */
export async function ImportSchedule({ schedule, locale }: { schedule: Schedule; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ConsoleImports' });
  const at = (instant: string | null) => (instant === null ? t('notDue') : consoleDateTime(instant, locale));
  const { incremental, full, catalogue } = schedule;
  return (
    <section className={styles.section} aria-labelledby="import-schedule">
      <h2 id="import-schedule">{t('scheduleTitle')}</h2>
      {schedule.schedulesRead ? (
        <ul>
          <li>
            {incremental.everyMinutes === null
              ? t('incrementalNone')
              : t('incrementalEvery', { minutes: incremental.everyMinutes, next: at(incremental.nextAt) })}
          </li>
          <li>
            {full.cron === null
              ? t('fullNone')
              : t('fullAt', { cron: full.cron, timeZone: full.timeZone ?? '', next: at(full.nextAt) })}
          </li>
        </ul>
      ) : (
        <p>{t('scheduleUnknown')}</p>
      )}
      <p>
        {catalogue.lastImportAt === null
          ? t('neverImported')
          : t('lastImport', { at: consoleDateTime(catalogue.lastImportAt, locale) })}{' '}
        {t('staleRule', { minutes: catalogue.allowedMinutes })}
      </p>
    </section>
  );
}
