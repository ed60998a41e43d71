import type { Locale, OwnerPropertyDetailDto } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { calendarDay, shortDay } from '@/lib/owner/owner-dates';
import { ViewsChartLoader } from './ViewsChartLoader';
import styles from './Owner.module.css';

/** The last 30 days: the graph for the eye, and the same numbers as a table for everyone (newest first). */
export async function ViewsGraph({ days, locale }: { days: OwnerPropertyDetailDto['views']['days']; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'OwnerStatistics' });
  const title = t('graphTitle', { days: days.length });
  return (
    <section aria-labelledby="graph-title" className={styles.section}>
      <h2 id="graph-title" className={styles.sectionTitle}>
        {title}
      </h2>
      <ViewsChartLoader
        days={days.map((day) => ({ label: shortDay(day.day), views: day.views }))}
        seriesName={t('graphSeries')}
      />
      {/* Focusable: a keyboard scrolls the box (axe scrollable-region-focusable). */}
      <div className={styles.tableBox} tabIndex={0} role="region" aria-labelledby="graph-title">
        <table className={styles.table} data-testid="views-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('graphDate')}</th>
              <th scope="col">{t('graphSeries')}</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.day}>
                <th scope="row">
                  <time dateTime={day.day}>{calendarDay(day.day)}</time>
                </th>
                <td>{day.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
