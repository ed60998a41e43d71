import type { LeadSummary, Locale } from '@immo/domain';
import { requestPaths } from '@/lib/console/requests/request-paths';
import { brusselsDateTime } from '@/lib/owner/owner-dates';
import { leadSubjectText } from './lead-subject';
import type { MailT, RequestsT } from './request-texts';
import styles from './Requests.module.css';

interface LeadListProps {
  locale: Locale;
  leads: readonly LeadSummary[];
  t: RequestsT;
  tMail: MailT;
}

function stateText(lead: LeadSummary, t: RequestsT): string {
  if (lead.quarantined) return t('spamReason', { reason: lead.spamReason ?? 'other' });
  return t(lead.duplicateOf === null ? 'states.normal' : 'states.duplicate');
}

/** The leads as cards on a phone and as a table on a wide screen (one of the two is shown, Requests.module.css). */
export function LeadList({ locale, leads, t, tMail }: LeadListProps) {
  const paths = requestPaths(locale);
  const rows = leads.map((lead) => ({
    lead,
    href: paths.lead(lead.id),
    name: lead.name || lead.email || t('noName'),
    received: brusselsDateTime(lead.createdAt),
    kind: tMail(`forms.${lead.kind}`),
    state: stateText(lead, t),
    property: leadSubjectText(lead, locale),
    agent: lead.agent?.name ?? t('unassigned'),
  }));
  return (
    <>
      <ul className={styles.cards}>
        {rows.map((row) => (
          <li key={row.lead.id} className={styles.card}>
            <p>
              <a href={row.href}>{row.name}</a>
              {row.lead.email && row.lead.name ? ` · ${row.lead.email}` : null}
            </p>
            <p>
              {row.kind} · {row.received}
            </p>
            {row.property ? <p>{row.property}</p> : null}
            <p>
              <span className={styles.flag}>{row.state}</span>
              {row.lead.hasCv ? <span className={styles.flag}>{t('cvFlag')}</span> : null} {row.agent}
            </p>
          </li>
        ))}
      </ul>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('columns.received')}</th>
            <th scope="col">{t('columns.kind')}</th>
            <th scope="col">{t('columns.name')}</th>
            <th scope="col">{t('columns.property')}</th>
            <th scope="col">{t('columns.state')}</th>
            <th scope="col">{t('columns.agent')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.lead.id}>
              <td>{row.received}</td>
              <td>{row.kind}</td>
              <td>
                <a href={row.href}>{row.name}</a>
                {row.lead.email && row.lead.name ? (
                  <>
                    <br />
                    {row.lead.email}
                  </>
                ) : null}
              </td>
              <td>{row.property}</td>
              <td>
                {row.state}
                {row.lead.hasCv ? <span className={styles.flag}>{t('cvFlag')}</span> : null}
              </td>
              <td>{row.agent}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
