import { testimonialStates, ZConsoleTestimonialPageSchema, ZTestimonialQuerySchema } from '@immo/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsoleFrame } from '@/components/console/ConsoleFrame';
import { Pager } from '@/components/console/requests/Pager';
import { RequestOutcome } from '@/components/console/requests/RequestOutcome';
import { RequestsTabs } from '@/components/console/requests/RequestsTabs';
import { StateFilter } from '@/components/console/requests/StateFilter';
import { consolePageMetadata } from '@/lib/console/console-metadata';
import { testimonialAction } from '@/lib/console/requests/request-actions';
import { requestPaths, withQuery } from '@/lib/console/requests/request-paths';
import { requestsGetJson } from '@/lib/console/requests/requests-bff';
import { firstValues, type RequestsRouteProps } from '@/lib/console/requests/search-params';
import { localeParams } from '@/lib/locale-params';
import { brusselsDateTime } from '@/lib/owner/owner-dates';
import styles from '@/components/console/requests/Requests.module.css';

export async function generateMetadata({ params }: RequestsRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'ConsoleRequests' });
  return consolePageMetadata(`${t('tabs.testimonials')} – ${t('title')}`);
}

/** Testimonials by state (to review first); publishing one shows it on the agency page, rejecting keeps it off. */
export default async function TestimonialsPage({ params, searchParams }: RequestsRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const raw = await searchParams;
  const parsed = ZTestimonialQuerySchema.safeParse(firstValues(raw));
  const query = parsed.success ? parsed.data : { state: 'pending' as const, page: 1 };
  const [t, tMail, testimonials] = await Promise.all([
    getTranslations({ locale, namespace: 'ConsoleRequests' }),
    getTranslations({ locale, namespace: 'Mail' }),
    requestsGetJson(
      locale,
      withQuery('/api/requests/testimonials', [
        ['state', query.state],
        ['page', String(query.page)],
      ]),
      ZConsoleTestimonialPageSchema,
    ),
  ]);
  const paths = requestPaths(locale);
  const result = testimonials ?? { page: 1, pageSize: 50, total: 0, items: [] };
  const options = testimonialStates.map((state) => [state, t('testimonialState', { state })] as const);
  return (
    <ConsoleFrame locale={locale} section="requests" title={t('tabs.testimonials')} intro={t('intro')}>
      <RequestsTabs locale={locale} current="testimonials" t={t} />
      <RequestOutcome searchParams={raw} t={t} />
      <StateFilter
        action={paths.tab('testimonials')}
        label={t('subscribers.state')}
        value={query.state}
        options={options}
        t={t}
      />
      <p role="status">{t('total', { count: result.total })}</p>
      {result.items.length === 0 ? <p>{t('noTestimonials')}</p> : null}
      <ul className={styles.list}>
        {result.items.map((item) => (
          <li key={item.id} className={styles.card}>
            <p>
              <strong>{item.city ? t('testimonialBy', { name: item.name, city: item.city }) : item.name}</strong> ·{' '}
              {item.email}
            </p>
            <blockquote>{item.text}</blockquote>
            <p>
              {item.rating === null ? '' : `${t('rating', { rating: item.rating })} · `}
              {brusselsDateTime(item.createdAt)} · {tMail('language', { locale: item.locale })} ·{' '}
              {t('testimonialState', { state: item.state })}
            </p>
            <div className={styles.row}>
              {item.state !== 'published' ? (
                <form action={testimonialAction.bind(null, locale, item.id, 'publish', query.state)}>
                  <button type="submit" className={styles.button}>
                    {t('publish')}
                  </button>
                </form>
              ) : null}
              {item.state !== 'rejected' ? (
                <form action={testimonialAction.bind(null, locale, item.id, 'reject', query.state)}>
                  <button type="submit" className={styles.button}>
                    {t('reject')}
                  </button>
                </form>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <Pager
        page={result.page}
        pageSize={result.pageSize}
        total={result.total}
        hrefOf={(number) =>
          withQuery(paths.tab('testimonials'), [
            ['state', query.state],
            ['page', String(number)],
          ])
        }
        t={t}
      />
    </ConsoleFrame>
  );
}
