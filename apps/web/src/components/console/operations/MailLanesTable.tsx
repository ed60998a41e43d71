import { type Locale, type MailLanes, mailLanesDegraded } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import frame from '@/components/console/ConsoleFrame.module.css';
import styles from './Operations.module.css';

/** Each lane's mails not sent yet and how long the oldest has waited, most urgent first (issue 27). */
export async function MailLanesTable({ lanes, locale }: { lanes: MailLanes; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ConsoleMail' });
  return (
    <section className={styles.section} aria-labelledby="mail-lanes" data-testid="mail-lanes">
      <h2 id="mail-lanes">{t('lanesTitle')}</h2>
      <p>{t('lanesIntro')}</p>
      {mailLanesDegraded(lanes.lanes) ? <p role="alert">{t('lanesLate')}</p> : null}
      <div className={frame.tableBox} tabIndex={0} role="region" aria-labelledby="mail-lanes">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('lane')}</th>
              <th scope="col" className={styles.number}>
                {t('lanePending')}
              </th>
              <th scope="col">{t('laneOldest')}</th>
            </tr>
          </thead>
          <tbody>
            {lanes.lanes.map((lane) => (
              <tr key={lane.lane}>
                <th scope="row">{t(`lanes.${lane.lane}`)}</th>
                <td className={styles.number}>{lane.pending}</td>
                <td>
                  {lane.oldestWaitingSeconds === null
                    ? t('laneNone')
                    : t('laneAge', { minutes: Math.floor(lane.oldestWaitingSeconds / 60) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
