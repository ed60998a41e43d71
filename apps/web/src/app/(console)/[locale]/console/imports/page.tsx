import { ZImportScheduleSchema, ZSyncRunSchema } from '@immo/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { z } from 'zod';
import { ConsoleFrame } from '@/components/console/ConsoleFrame';
import { ImportSchedule } from '@/components/console/operations/ImportSchedule';
import { LiveRefresh } from '@/components/console/operations/LiveRefresh';
import { OperationOutcomeNotice } from '@/components/console/operations/OperationOutcomeNotice';
import { StartImportForm } from '@/components/console/operations/StartImportForm';
import { SyncRunCard } from '@/components/console/operations/SyncRunCard';
import styles from '@/components/console/operations/Operations.module.css';
import { consolePageMetadata } from '@/lib/console/console-metadata';
import { operationOutcomeOf } from '@/lib/console/operations/operation-outcome';
import { operationsGet } from '@/lib/console/operations/operations-bff';
import { localeParams } from '@/lib/locale-params';

interface ImportsRouteProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Runs shown: a day and a half of 15-minute imports. */
const RUNS_SHOWN = 50;

export async function generateMetadata({ params }: ImportsRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'ConsoleImports' });
  return consolePageMetadata(t('title'));
}

/** The imports: the schedule, a form to start one, and the latest runs with their counts, kept up to date while one is queued or running. */
export default async function ImportsPage({ params, searchParams }: ImportsRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const [t, query] = await Promise.all([getTranslations({ locale, namespace: 'ConsoleImports' }), searchParams]);
  const [runs, schedule] = await Promise.all([
    operationsGet(locale, `/api/sync-runs?limit=${RUNS_SHOWN}`, z.array(ZSyncRunSchema)),
    operationsGet(locale, '/api/sync-runs/schedule', ZImportScheduleSchema),
  ]);
  const outcome = operationOutcomeOf(query);
  const running = (runs ?? []).some((run) => run.status === 'running');
  // Just queued: the run appears once the worker takes it; a running one until it ends.
  const queued = outcome !== null && 'done' in outcome && outcome.done === 'queued';
  return (
    <ConsoleFrame locale={locale} section="imports" title={t('title')} intro={t('intro')}>
      <LiveRefresh active={running || queued} forMs={running ? 10 * 60_000 : 2 * 60_000} />
      <OperationOutcomeNotice
        outcome={outcome}
        message={
          outcome === null
            ? null
            : 'done' in outcome
              ? outcome.done === 'queued'
                ? t('done.queued')
                : null
              : t(`problems.${outcome.problem}`)
        }
      />
      {schedule ? <ImportSchedule schedule={schedule} locale={locale} /> : null}
      <StartImportForm locale={locale} />
      <section className={styles.section} aria-labelledby="import-runs">
        <h2 id="import-runs">{t('runsTitle')}</h2>
        {runs && runs.length > 0 ? (
          <ul className={styles.cards}>
            {runs.map((run) => (
              <li key={run.id}>
                <SyncRunCard run={run} locale={locale} />
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('noRuns')}</p>
        )}
      </section>
    </ConsoleFrame>
  );
}
