import { type ConsoleAgent, type LeadDetail, leadReference, type Locale } from '@immo/domain';
import { leadAction } from '@/lib/console/requests/request-actions';
import { brusselsDateTime } from '@/lib/owner/owner-dates';
import type { MailT, RequestsT } from './request-texts';
import styles from './Requests.module.css';

interface LeadActionFormsProps {
  locale: Locale;
  lead: LeadDetail;
  agents: readonly ConsoleAgent[];
  t: RequestsT;
  tMail: MailT;
}

/** Assign, duplicate-of, quarantine or release: plain forms posting to server actions, so they work without JavaScript. */
export function LeadActionForms({ locale, lead, agents, t, tMail }: LeadActionFormsProps) {
  const act = (action: 'assign' | 'duplicate' | 'release' | 'quarantine') =>
    leadAction.bind(null, locale, lead.id, action);
  return (
    <div className={styles.actions}>
      <form action={act('assign')}>
        <label className={styles.field}>
          {t('assignLabel')}
          <select name="agent" defaultValue={lead.agent?.email ?? ''}>
            <option value="">{t('assignNone')}</option>
            {agents.map((agent) => (
              <option key={agent.email} value={agent.email}>
                {agent.name} ({agent.email})
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.button}>
          {t('assignSubmit')}
        </button>
        {agents.length === 0 ? <p>{t('noAgents')}</p> : null}
      </form>
      {lead.sameEmail.length > 0 || lead.duplicateOf !== null ? (
        <form action={act('duplicate')}>
          <label className={styles.field}>
            {t('duplicateLabel')}
            <select name="of" defaultValue={lead.duplicateOf ?? ''}>
              <option value="">{t('duplicateNone')}</option>
              {lead.sameEmail.map((other) => (
                <option key={other.id} value={other.id}>
                  {leadReference(other.id)} · {tMail(`forms.${other.kind}`)} · {brusselsDateTime(other.createdAt)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={styles.button}>
            {t('duplicateSubmit')}
          </button>
        </form>
      ) : null}
      {lead.quarantined ? (
        <form action={act('release')}>
          <p>{t('releaseIntro')}</p>
          <button type="submit" className={styles.button}>
            {t('releaseSubmit')}
          </button>
        </form>
      ) : (
        <form action={act('quarantine')}>
          <p>{t('quarantineIntro')}</p>
          <button type="submit" className={styles.button}>
            {t('quarantineSubmit')}
          </button>
        </form>
      )}
    </div>
  );
}
