import { formatNumber, type OwnerViewCounts } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@immo/domain';
import { TodayViews } from './TodayViews';
import styles from './Owner.module.css';

/**
 * Views of the property's page on the site (not the viewings in the
 * calendar, named differently in every language): today (live), this week,
 * this month and in total, Brussels calendar days.
 */
export async function ViewFigures({
  propertyId,
  views,
  locale,
  loginPath,
}: {
  propertyId: number;
  views: OwnerViewCounts;
  locale: Locale;
  loginPath: string;
}) {
  const t = await getTranslations({ locale, namespace: 'OwnerStatistics' });
  const figures = [
    ['week', t('visitsThisWeek'), views.week],
    ['month', t('visitsThisMonth'), views.month],
    ['total', t('visitsTotal'), views.total],
  ] as const;
  return (
    <div className={styles.figuresBox}>
      <dl className={styles.figures} data-testid={`views-${propertyId}`}>
        <div className={styles.figure} data-figure="today">
          <dt>{t('visitsToday')}</dt>
          <dd>
            <TodayViews propertyId={propertyId} initial={views.today} loginPath={loginPath} />
          </dd>
        </div>
        {figures.map(([key, label, value]) => (
          <div key={key} className={styles.figure} data-figure={key}>
            <dt>{label}</dt>
            <dd>{formatNumber(value, 0)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
