import {
  type Locale,
  WEB_VITALS_THRESHOLDS,
  type WebVitalsMetric,
  type WebVitalsRating,
  type WebVitalsReport,
  webVitalsRating,
} from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import frame from '@/components/console/ConsoleFrame.module.css';
import operations from '@/components/console/operations/Operations.module.css';
import styles from './WebVitals.module.css';

const RATING_CLASS: Record<WebVitalsRating, string | undefined> = {
  good: styles.good,
  'needs-improvement': styles.needsImprovement,
  poor: styles.poor,
};

/** Each page type's page views and 75th percentiles over the window, each rated in words and colour. */
export async function WebVitalsTable({ report, locale }: { report: WebVitalsReport; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ConsoleWebVitals' });
  const seconds = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
  const whole = new Intl.NumberFormat(locale);
  const score = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const formatted = (metric: WebVitalsMetric, value: number): string =>
    metric === 'LCP'
      ? t('seconds', { value: seconds.format(value / 1000) })
      : metric === 'INP'
        ? t('milliseconds', { value: whole.format(value) })
        : score.format(value);
  const cell = (metric: WebVitalsMetric, value: number | null) => {
    if (value === null) return <td className={operations.number}>{t('notMeasured')}</td>;
    const rating = webVitalsRating(metric, value);
    return (
      <td className={operations.number} data-rating={rating}>
        <span className={styles.value}>{formatted(metric, value)}</span>{' '}
        <span className={`${styles.rating} ${RATING_CLASS[rating] ?? ''}`}>{t(`ratings.${rating}`)}</span>
      </td>
    );
  };
  const [lcpGood, lcpPoor] = WEB_VITALS_THRESHOLDS.LCP;
  const [inpGood, inpPoor] = WEB_VITALS_THRESHOLDS.INP;
  const [clsGood, clsPoor] = WEB_VITALS_THRESHOLDS.CLS;
  return (
    <section className={operations.section} aria-labelledby="web-vitals-table">
      <h2 id="web-vitals-table">{t('tableTitle')}</h2>
      <p>
        {t('thresholds', {
          lcpGood: seconds.format(lcpGood / 1000),
          lcpPoor: seconds.format(lcpPoor / 1000),
          inpGood: whole.format(inpGood),
          inpPoor: whole.format(inpPoor),
          clsGood: score.format(clsGood),
          clsPoor: score.format(clsPoor),
        })}
      </p>
      {report.pageTypes.length === 0 ? (
        <p role="status">{t('none', { days: report.days })}</p>
      ) : (
        <div className={frame.tableBox} tabIndex={0} role="region" aria-labelledby="web-vitals-table">
          <table className={operations.table}>
            <thead>
              <tr>
                <th scope="col">{t('pageType')}</th>
                <th scope="col" className={operations.number}>
                  {t('pageViews')}
                </th>
                <th scope="col" className={operations.number}>
                  {t('lcp')}
                </th>
                <th scope="col" className={operations.number}>
                  {t('inp')}
                </th>
                <th scope="col" className={operations.number}>
                  {t('cls')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.pageTypes.map((row) => (
                <tr key={row.pageType} data-page-type={row.pageType}>
                  <th scope="row">{t(`pageTypes.${row.pageType}`)}</th>
                  <td className={operations.number}>{whole.format(row.pageViews)}</td>
                  {cell('LCP', row.lcp)}
                  {cell('INP', row.inp)}
                  {cell('CLS', row.cls)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
