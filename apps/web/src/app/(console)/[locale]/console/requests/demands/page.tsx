import {
  criteriaFieldsOf,
  type DemandItem,
  type DemandPage,
  formSummary,
  type Locale,
  subscriberStates,
  ZDemandPageSchema,
  ZSubscriberQuerySchema,
} from '@immo/domain';
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
  return consolePageMetadata(`${t('tabs.demands')} – ${t('title')}`);
}

/** What the demand asks, as the demand register's presentation reads it: the seeker's goal, the types and communes by name, the budget, the area, the label and the features. */
function criteria(demand: DemandItem, names: DemandPage['names'], locale: Locale): string {
  const fields = criteriaFieldsOf(demand);

  return formSummary('demand-register', fields, locale, names)
    .filter((field) => field.id !== 'frequency')
    .map((field) => `${field.label}: ${field.value}`)
    .join(' · ');
}

/** The "keep me informed" demands, confirmed or not, with their criteria and how often they are alerted. */
export default async function DemandsPage({ params, searchParams }: RequestsRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const parsed = ZSubscriberQuerySchema.safeParse(firstValues(await searchParams));
  const query = parsed.success ? parsed.data : { page: 1 };
  const [t, tMail, demands] = await Promise.all([
    getTranslations({ locale, namespace: 'ConsoleRequests' }),
    getTranslations({ locale, namespace: 'Mail' }),
    requestsGetJson(
      locale,
      withQuery(
        '/api/requests/demands',
        Object.entries(query).map(([name, value]) => [name, String(value)]),
      ),
      ZDemandPageSchema,
    ),
  ]);
  const paths = requestPaths(locale);
  const result = demands ?? {
    page: 1,
    pageSize: 50,
    total: 0,
    items: [],
    names: { propertyTypes: {}, places: {}, files: {} },
  };
  const options = [
    ['', t('allSubscribers')] as const,
    ...subscriberStates.map((state) => [state, t('subscriberState', { state })] as const),
  ];
  return (
    <ConsoleFrame locale={locale} section="requests" title={t('tabs.demands')} intro={t('intro')}>
      <RequestsTabs locale={locale} current="demands" t={t} />
      <StateFilter
        action={paths.tab('demands')}
        label={t('subscribers.state')}
        value={query.state ?? ''}
        options={options}
        t={t}
      />
      <p role="status">{t('total', { count: result.total })}</p>
      {result.items.length === 0 ? <p>{t('noDemands')}</p> : null}
      <ul className={styles.list}>
        {result.items.map((demand) => (
          <li key={demand.id} className={styles.card}>
            <p>
              <strong>{demand.name}</strong> · {demand.email}
              {demand.phone ? ` · ${demand.phone}` : ''}
            </p>
            <p>{criteria(demand, result.names, locale)}</p>
            <p>
              {t('subscribers.frequency')}: {tMail('frequencyOption', { frequency: demand.frequency })} ·{' '}
              {t('subscriberState', { state: demand.state })} · {t('subscribers.since')}{' '}
              {brusselsDateTime(demand.createdAt)} · {tMail('language', { locale: demand.locale })}
            </p>
          </li>
        ))}
      </ul>
      <Pager
        page={result.page}
        pageSize={result.pageSize}
        total={result.total}
        hrefOf={(number) =>
          withQuery(paths.tab('demands'), [
            ...(query.state ? [['state', query.state] as const] : []),
            ['page', String(number)],
          ])
        }
        t={t}
      />
    </ConsoleFrame>
  );
}
