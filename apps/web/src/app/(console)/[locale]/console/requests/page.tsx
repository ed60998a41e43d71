import { leadFilterParams, ZConsoleAgentsSchema, ZLeadListQuerySchema, ZLeadPageSchema } from '@immo/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsoleFrame } from '@/components/console/ConsoleFrame';
import { LeadFilters } from '@/components/console/requests/LeadFilters';
import { LeadList } from '@/components/console/requests/LeadList';
import { Pager } from '@/components/console/requests/Pager';
import { RequestsTabs } from '@/components/console/requests/RequestsTabs';
import { consolePageMetadata } from '@/lib/console/console-metadata';
import { requestPaths, withQuery } from '@/lib/console/requests/request-paths';
import { requestsGetJson } from '@/lib/console/requests/requests-bff';
import { firstValues, type RequestsRouteProps } from '@/lib/console/requests/search-params';
import { localeParams } from '@/lib/locale-params';
import styles from '@/components/console/requests/Requests.module.css';

export async function generateMetadata({ params }: RequestsRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'ConsoleRequests' });
  return consolePageMetadata(t('title'));
}

/** Every form's leads, newest first, with the filters in the address and a CSV export of the same filter. */
export default async function RequestsPage({ params, searchParams }: RequestsRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const parsed = ZLeadListQuerySchema.safeParse(firstValues(await searchParams));
  // A hand-edited address with a wrong filter shows every lead rather than an error.
  const query = parsed.success ? parsed.data : { page: 1 };
  const { page, ...filter } = query;
  const [t, tMail, leads, agents] = await Promise.all([
    getTranslations({ locale, namespace: 'ConsoleRequests' }),
    getTranslations({ locale, namespace: 'Mail' }),
    requestsGetJson(locale, withQuery('/api/requests/leads', leadFilterParams(query)), ZLeadPageSchema),
    requestsGetJson(locale, '/api/requests/agents', ZConsoleAgentsSchema),
  ]);
  const paths = requestPaths(locale);
  const result = leads ?? { page, pageSize: 25, total: 0, items: [] };
  return (
    <ConsoleFrame locale={locale} section="requests" title={t('title')} intro={t('intro')}>
      <RequestsTabs locale={locale} current="leads" t={t} />
      <LeadFilters locale={locale} filter={filter} agents={agents ?? []} t={t} tMail={tMail} />
      <div className={styles.row}>
        <p role="status">{t('total', { count: result.total })}</p>
        <a href={paths.csv(filter)} download>
          {t('export')}
        </a>
      </div>
      {result.items.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <LeadList locale={locale} leads={result.items} t={t} tMail={tMail} />
      )}
      <Pager
        page={result.page}
        pageSize={result.pageSize}
        total={result.total}
        hrefOf={(number) => paths.leads({ ...filter, page: number })}
        t={t}
      />
    </ConsoleFrame>
  );
}
