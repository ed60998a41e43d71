import { type Locale, type MailTotals, outboxStates } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import frame from '@/components/console/ConsoleFrame.module.css';
import { consoleDay } from '@/lib/console/operations/console-dates';
import styles from './Operations.module.css';

/** Messages written each of the last 14 Brussels days, by the state they are in now. */
export async function MailTotalsTable({ totals, locale }: { totals: MailTotals; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ConsoleMail' });
  return (
    <section className={styles.section} aria-labelledby="mail-totals">
      <h2 id="mail-totals">{t('totalsTitle')}</h2>
      <p>{t('totalsIntro')}</p>
      <div className={frame.tableBox} tabIndex={0} role="region" aria-labelledby="mail-totals">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('day')}</th>
              {outboxStates.map((state) => (
                <th scope="col" key={state} className={styles.number}>
                  {t(`states.${state}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {totals.days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{consoleDay(day.day, locale)}</th>
                {outboxStates.map((state) => (
                  <td key={state} className={styles.number}>
                    {day[state]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
