import {
  outboxStates,
  type OutboxState,
  ZMailLanesSchema,
  ZMailOutboxPageSchema,
  ZMailTotalsSchema,
} from '@immo/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsoleFrame } from '@/components/console/ConsoleFrame';
import { MailLanesTable } from '@/components/console/operations/MailLanesTable';
import { MailMessageCard } from '@/components/console/operations/MailMessageCard';
import { MailTotalsTable } from '@/components/console/operations/MailTotalsTable';
import { OperationOutcomeNotice } from '@/components/console/operations/OperationOutcomeNotice';
import { OperationsPager } from '@/components/console/operations/OperationsPager';
import styles from '@/components/console/operations/Operations.module.css';
import { consolePageMetadata } from '@/lib/console/console-metadata';
import { consolePaths } from '@/lib/console/console-paths';
import { operationOutcomeOf, queryText } from '@/lib/console/operations/operation-outcome';
import { operationsGet } from '@/lib/console/operations/operations-bff';
import { localeParams } from '@/lib/locale-params';

interface MailRouteProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: MailRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'ConsoleMail' });
  return consolePageMetadata(t('title'));
}

/** The lanes' backlog; the outbox: filtered by state and recipient (a GET form), newest first, each message's actions; the totals per day. */
export default async function MailPage({ params, searchParams }: MailRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const [t, query] = await Promise.all([getTranslations({ locale, namespace: 'ConsoleMail' }), searchParams]);
  const stateText = queryText(query, 'state');
  const state = (outboxStates as readonly string[]).includes(stateText) ? (stateText as OutboxState) : null;
  const q = queryText(query, 'q').trim().slice(0, 200);
  const page = Math.max(1, Math.min(100_000, Number.parseInt(queryText(query, 'page'), 10) || 1));
  const filter = (target: number) =>
    new URLSearchParams([
      ...(state ? [['state', state]] : []),
      ...(q ? [['q', q]] : []),
      ...(target > 1 ? [['page', String(target)]] : []),
    ]).toString();
  const [list, totals, lanes] = await Promise.all([
    operationsGet(locale, `/api/mail-outbox?${filter(page)}`, ZMailOutboxPageSchema),
    operationsGet(locale, '/api/mail-outbox/totals', ZMailTotalsSchema),
    operationsGet(locale, '/api/mail-outbox/lanes', ZMailLanesSchema),
  ]);
  const here = consolePaths(locale).section('mail');
  const outcome = operationOutcomeOf(query);
  return (
    <ConsoleFrame locale={locale} section="mail" title={t('title')} intro={t('intro')}>
      <OperationOutcomeNotice
        outcome={outcome}
        message={
          outcome === null
            ? null
            : 'done' in outcome
              ? outcome.done === 'queued'
                ? null
                : t(`done.${outcome.done}`)
              : t(`problems.${outcome.problem}`)
        }
      />
      {lanes ? <MailLanesTable lanes={lanes} locale={locale} /> : null}
      <section className={styles.section} aria-labelledby="mail-outbox">
        <h2 id="mail-outbox">{t('outboxTitle')}</h2>
        <form method="get" action={here} className={styles.form} role="search">
          <label>
            {t('state')}
            <select name="state" defaultValue={state ?? ''}>
              <option value="">{t('allStates')}</option>
              {outboxStates.map((name) => (
                <option key={name} value={name}>
                  {t(`states.${name}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('recipient')}
            <input type="search" name="q" defaultValue={q} maxLength={200} />
          </label>
          <button type="submit">{t('show')}</button>
        </form>
        <p role="status">{t('matches', { total: list?.total ?? 0 })}</p>
        {list && list.items.length > 0 ? (
          <ul className={styles.cards}>
            {list.items.map((message) => (
              <li key={message.id}>
                <MailMessageCard message={message} locale={locale} back={filter(page)} />
              </li>
            ))}
          </ul>
        ) : null}
        {list ? (
          <OperationsPager
            page={list.page}
            pageSize={list.pageSize}
            total={list.total}
            hrefOf={(target) => `${here}?${filter(target)}`}
            texts={{
              label: t('pagerLabel'),
              previous: t('previous'),
              next: t('next'),
              pageOf: (current, pages) => t('pageOf', { page: current, pages }),
            }}
          />
        ) : null}
      </section>
      {totals ? <MailTotalsTable totals={totals} locale={locale} /> : null}
    </ConsoleFrame>
  );
}
