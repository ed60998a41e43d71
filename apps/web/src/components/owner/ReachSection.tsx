import type { Locale, OwnerReachDto } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { calendarDay } from '@/lib/owner/owner-dates';
import styles from './Owner.module.css';

/** Beyond the spec: the confirmed demands the property matches and the alert mails that showed it, per week. */
export async function ReachSection({ reach, locale }: { reach: OwnerReachDto; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'OwnerPortal' });
  return (
    <section aria-labelledby="reach-title" className={styles.section}>
      <h2 id="reach-title" className={styles.sectionTitle}>
        {t('reach')}
      </h2>
      <p className={styles.meta}>{t('reachIntro')}</p>
      <p data-testid="matching-demands">{t('matchingDemands', { count: reach.matchingDemands })}</p>
      <div className={styles.tableFrame}>
        <table className={styles.table}>
          <caption>{t('alertMails')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('week')}</th>
              <th scope="col">{t('mails')}</th>
            </tr>
          </thead>
          <tbody>
            {[...reach.alertMailsByWeek].reverse().map((week) => (
              <tr key={week.week}>
                <th scope="row">
                  <time dateTime={week.week}>{calendarDay(week.week)}</time>
                </th>
                <td>{week.mails}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
