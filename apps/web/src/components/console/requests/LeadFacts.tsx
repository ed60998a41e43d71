import { type LeadDetail, type Locale, presentForm } from '@immo/domain';
import { Fragment } from 'react';
import { brusselsDateTime } from '@/lib/owner/owner-dates';
import type { RequestsT } from './request-texts';
import styles from './Requests.module.css';

/**
 * What the visitor sent, as the form's one presentation reads it (the same
 * groups, labels and words as the agency's mail and the CSV), in the
 * operator's language; the property and the origin are in the facts above.
 */
export function LeadFields({ lead, locale }: { lead: LeadDetail; locale: Locale }) {
  const groups = presentForm(lead.kind, lead.fields, locale, lead.names);
  return (
    <>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`lead-group-${group.id}`}>
          <h3 id={`lead-group-${group.id}`}>{group.heading}</h3>
          <dl className={styles.facts}>
            {group.fields.map((field) => (
              <Fragment key={field.id}>
                <dt>{field.label}</dt>
                <dd>{field.value}</dd>
              </Fragment>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}

/** The lead's e-mails and where each stands. */
export function LeadMails({ mails, t }: { mails: LeadDetail['mails']; t: RequestsT }) {
  if (mails.length === 0) return <p>{t('noMails')}</p>;
  return (
    <ul>
      {mails.map((mail) => (
        <li key={mail.id}>
          {t('mailLine', { template: mail.template, to: mail.to, state: t('mailState', { state: mail.state }) })} ({brusselsDateTime(mail.sentAt ?? mail.createdAt)})
        </li>
      ))}
    </ul>
  );
}
