import type { Locale, SyncRunView } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { consolePaths } from '@/lib/console/console-paths';
import { consoleDateTime, durationSeconds } from '@/lib/console/operations/console-dates';
import styles from './Operations.module.css';

const TRIGGERS = ['startup', 'schedule', 'operator'] as const;
const isKnownTrigger = (trigger: string): trigger is (typeof TRIGGERS)[number] =>
  (TRIGGERS as readonly string[]).includes(trigger);

/** One run: when, what kind, who started it (the operator by name), how it ended (a failure or refusal with its reason), its counts and its duration. */
export async function SyncRunCard({
  run,
  locale,
  heading = 'h3',
}: {
  run: SyncRunView;
  locale: Locale;
  heading?: 'h2' | 'h3';
}) {
  const t = await getTranslations({ locale, namespace: 'ConsoleImports' });
  const seconds = durationSeconds(run.startedAt, run.finishedAt);
  const Heading = heading;
  const title = t('runTitle', { id: run.id, at: consoleDateTime(run.startedAt, locale) });
  const fact = (label: string, value: string | number) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <article className={styles.card} data-testid="sync-run">
      <Heading>
        {heading === 'h3' ? <a href={`${consolePaths(locale).section('imports')}${run.id}/`}>{title}</a> : title}
      </Heading>
      <dl className={styles.facts}>
        {fact(t('status'), t(`statuses.${run.status}`))}
        {fact(t('kind'), run.full ? t('kindFullShort') : t('kindIncrementalShort'))}
        {fact(
          t('trigger'),
          run.startedBy !== null
            ? run.startedBy
            : isKnownTrigger(run.trigger)
              ? t(`triggers.${run.trigger}`)
              : run.trigger,
        )}
        {fact(t('duration'), seconds === null ? t('stillRunning') : t('seconds', { seconds }))}
        {fact(t('created'), run.created)}
        {fact(t('updated'), run.updated)}
        {fact(t('unchanged'), run.unchanged)}
        {fact(t('withdrawn'), run.withdrawn)}
        {fact(t('projectsWithdrawn'), run.projectsWithdrawn)}
        {fact(t('rejected'), run.rejected)}
        {fact(t('warnings'), run.warningCount)}
        {run.failureReason === null ? null : (
          <div className={styles.wide}>
            <dt>{t('reason')}</dt>
            <dd>{run.failureReason}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}
