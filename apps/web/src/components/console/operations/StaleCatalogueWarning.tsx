// On every console page: a warning once the catalogue is older than the
// import schedule allows (the interval plus 30 minutes), with a way to the
// imports. Says nothing when it cannot tell: the frame must still render.
import { type Locale, ZImportScheduleSchema } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { consolePaths } from '@/lib/console/console-paths';
import { consoleDateTime } from '@/lib/console/operations/console-dates';
import { operationsGet } from '@/lib/console/operations/operations-bff';
import styles from './Operations.module.css';

export async function StaleCatalogueWarning({ locale }: { locale: Locale }) {
  const schedule = await operationsGet(locale, '/api/sync-runs/schedule', ZImportScheduleSchema).catch(() => null);
  if (!schedule || schedule.catalogue.state === 'fresh') return null;
  const t = await getTranslations({ locale, namespace: 'ConsoleImports' });
  const { catalogue } = schedule;
  return (
    <p className={styles.stale} role="alert" data-testid="stale-catalogue">
      <strong>
        {catalogue.lastImportAt === null
          ? t('staleNever')
          : t('stale', { at: consoleDateTime(catalogue.lastImportAt, locale), minutes: catalogue.allowedMinutes })}
      </strong>{' '}
      <a href={consolePaths(locale).section('imports')}>{t('staleLink')}</a>
    </p>
  );
}
