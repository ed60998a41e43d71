import { subscriberStates, ZNewsletterPageSchema, ZSubscriberQuerySchema } from '@immo/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsoleFrame } from '@/components/console/ConsoleFrame';
import { Pager } from '@/components/console/requests/Pager';
import { RequestsTabs } from '@/components/console/requests/RequestsTabs';
import { StateFilter } from '@/components/console/requests/StateFilter';
import { consolePageMetadata } from '@/lib/console/console-metadata';
import { requestPaths, withQuery } from '@/lib/console/requests/request-paths';
import { requestsGetJson } from '@/lib/console/requests/requests-bff';
import { firstValues, type RequestsRouteProps } from '@/lib/console/requests/search-params';
import { localeParams } from '@/lib/locale-params';
import { brusselsDateTime } from '@/lib/owner/owner-dates';
import styles from '@/components/console/requests/Requests.module.css';

export async function generateMetadata({ params }: RequestsRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'ConsoleRequests' });
  return consolePageMetadata(`${t('tabs.newsletter')} – ${t('title')}`);
}

/** The newsletter's subscribers, confirmed (double opt-in) or not yet. */
export default async function NewsletterPage({ params, searchParams }: RequestsRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const parsed = ZSubscriberQuerySchema.safeParse(firstValues(await searchParams));
  const query = parsed.success ? parsed.data : { page: 1 };
  const [t, tMail, subscribers] = await Promise.all([
    getTranslations({ locale, namespace: 'ConsoleRequests' }),
    getTranslations({ locale, namespace: 'Mail' }),
    requestsGetJson(
      locale,
      withQuery(
        '/api/requests/newsletter',
        Object.entries(query).map(([name, value]) => [name, String(value)]),
      ),
      ZNewsletterPageSchema,
    ),
  ]);
  const paths = requestPaths(locale);
  const result = subscribers ?? { page: 1, pageSize: 50, total: 0, items: [] };
  const options = [
    ['', t('allSubscribers')] as const,
    ...subscriberStates.map((state) => [state, t('subscriberState', { state })] as const),
  ];
  return (
    <ConsoleFrame locale={locale} section="requests" title={t('tabs.newsletter')} intro={t('intro')}>
      <RequestsTabs locale={locale} current="newsletter" t={t} />
      <StateFilter
        action={paths.tab('newsletter')}
        label={t('subscribers.state')}
        value={query.state ?? ''}
        options={options}
        t={t}
      />
      <p role="status">{t('total', { count: result.total })}</p>
      {result.items.length === 0 ? <p>{t('noSubscribers')}</p> : null}
      <ul className={styles.list}>
        {result.items.map((subscriber) => (
          <li key={subscriber.id} className={styles.card}>
            <p>
              <strong>{subscriber.email}</strong>
              {subscriber.name ? ` · ${subscriber.name}` : ''}
            </p>
            <p>
              {t('subscriberState', { state: subscriber.state })} · {t('subscribers.since')}{' '}
              {brusselsDateTime(subscriber.createdAt)} · {tMail('language', { locale: subscriber.locale })}
            </p>
          </li>
        ))}
      </ul>
      <Pager
        page={result.page}
        pageSize={result.pageSize}
        total={result.total}
        hrefOf={(number) =>
          withQuery(paths.tab('newsletter'), [
            ...(query.state ? [['state', query.state] as const] : []),
            ['page', String(number)],
          ])
        }
        t={t}
      />
    </ConsoleFrame>
  );
}
