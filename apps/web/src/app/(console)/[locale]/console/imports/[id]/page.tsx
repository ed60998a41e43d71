import {
  parseRecordId,
  type SyncRecordKind,
  syncRecordKinds,
  ZSyncRecordsPageSchema,
  ZSyncRunSchema,
} from '@immo/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ConsoleFrame } from '@/components/console/ConsoleFrame';
import { OperationsPager } from '@/components/console/operations/OperationsPager';
import { LiveRefresh } from '@/components/console/operations/LiveRefresh';
import { SyncRunCard } from '@/components/console/operations/SyncRunCard';
import styles from '@/components/console/operations/Operations.module.css';
import frame from '@/components/console/ConsoleFrame.module.css';
import { consolePageMetadata } from '@/lib/console/console-metadata';
import { consolePaths } from '@/lib/console/console-paths';
import { queryText } from '@/lib/console/operations/operation-outcome';
import { operationsGet } from '@/lib/console/operations/operations-bff';
import { localeParams } from '@/lib/locale-params';

interface ImportRunRouteProps {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: ImportRunRouteProps): Promise<Metadata> {
  const { locale, id } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'ConsoleImports' });
  return consolePageMetadata(t('detailTitle', { id: parseRecordId(id) ?? 0 }));
}

/** One run: its counts and reason, and its rejected records or warnings searched by ID or reason (a GET form, page by page). */
export default async function ImportRunPage({ params, searchParams }: ImportRunRouteProps) {
  const { locale, id } = await localeParams(params);
  setRequestLocale(locale);
  const runId = parseRecordId(id);
  if (runId === null) notFound();
  const [t, query] = await Promise.all([getTranslations({ locale, namespace: 'ConsoleImports' }), searchParams]);
  const kind: SyncRecordKind = (syncRecordKinds as readonly string[]).includes(queryText(query, 'kind'))
    ? (queryText(query, 'kind') as SyncRecordKind)
    : 'rejections';
  const q = queryText(query, 'q').trim().slice(0, 200);
  const page = Math.max(1, Math.min(100_000, Number.parseInt(queryText(query, 'page'), 10) || 1));
  const search = new URLSearchParams({ kind, q, page: String(page) });
  const [run, records] = await Promise.all([
    operationsGet(locale, `/api/sync-runs/${runId}`, ZSyncRunSchema),
    operationsGet(locale, `/api/sync-runs/${runId}/records?${search.toString()}`, ZSyncRecordsPageSchema),
  ]);
  if (!run || !records) notFound();
  const here = `${consolePaths(locale).section('imports')}${runId}/`;
  const hrefOf = (target: number) => `${here}?${new URLSearchParams({ kind, q, page: String(target) }).toString()}`;
  return (
    <ConsoleFrame locale={locale} section="imports" title={t('detailTitle', { id: runId })}>
      <p>
        <a href={consolePaths(locale).section('imports')}>{t('back')}</a>
      </p>
      <LiveRefresh active={run.status === 'running'} />
      <SyncRunCard run={run} locale={locale} heading="h2" />
      <p className={styles.record}>
        {t('source')}: {run.source}
        {run.watermark ? ` · ${t('watermark')}: ${run.watermark}` : ''}
      </p>
      <section className={styles.section} aria-labelledby="run-records">
        <h2 id="run-records">{t('recordsTitle')}</h2>
        <form method="get" action={here} className={styles.form} role="search">
          <label>
            {t('searchKind')}
            <select name="kind" defaultValue={kind}>
              <option value="rejections">{t('rejectedRecords')}</option>
              <option value="warnings">{t('warningRecords')}</option>
            </select>
          </label>
          <label>
            {t('searchLabel')}
            <input type="search" name="q" defaultValue={q} maxLength={200} />
          </label>
          <button type="submit">{t('search')}</button>
        </form>
        <p role="status">{t('matches', { total: records.total })}</p>
        {records.items.length > 0 ? (
          <div className={frame.tableBox}>
            <table className={styles.table}>
              <caption className="visually-hidden">
                {kind === 'warnings' ? t('warningRecords') : t('rejectedRecords')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('recordId')}</th>
                  <th scope="col">{t('recordReason')}</th>
                </tr>
              </thead>
              <tbody>
                {records.items.map((record, index) => (
                  <tr key={`${String(record.id)}-${index}`} data-testid="sync-record">
                    <td className={styles.record}>{record.id === null ? t('noId') : String(record.id)}</td>
                    <td className={styles.record}>{record.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <OperationsPager
          page={records.page}
          pageSize={records.pageSize}
          total={records.total}
          hrefOf={hrefOf}
          texts={{
            label: t('pagerLabel'),
            previous: t('previous'),
            next: t('next'),
            pageOf: (current, pages) => t('pageOf', { page: current, pages }),
          }}
        />
      </section>
    </ConsoleFrame>
  );
}
