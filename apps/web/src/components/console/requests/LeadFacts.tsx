import { type LeadDetail, type Locale, presentForm } from '@immo/domain';
import { Fragment } from 'react';
import { brusselsDateTime } from '@/lib/owner/owner-dates';
import type { RequestsT } from './request-texts';
import styles from './Requests.module.css';

/**
 * What the visitor sent, as the form's one presentation reads it (the same
 * groups, labels and words as the agency's mail and the CSV), in the
 * operator's language, with where it came from (page, campaign); the
 * property is in the facts above.
 */
export function LeadFields({ lead, locale }: { lead: LeadDetail; locale: Locale }) {
  const groups = presentForm(lead.kind, lead.fields, locale, lead.names, { page: lead.page, utm: lead.utm });
  return (
    <>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`lead-group-${group.id}`}>
          <h3 id={`lead-group-${group.id}`}>{group.heading}</h3>
          <dl className={`${styles.facts} ${styles.fields}`}>
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

/** The lead's e-mails by what they are ('A request for the agency'), each opening the mail as it was sent. */
export function LeadMails({
  mails,
  quarantined,
  t,
  templateName,
  mailHref,
}: {
  mails: LeadDetail['mails'];
  quarantined: boolean;
  t: RequestsT;
  templateName: (template: string) => string;
  mailHref: (id: string) => string;
}) {
  // Quarantine is the one reason a request has no mail; any other lead without one is said plainly.
  if (mails.length === 0) return <p>{t(quarantined ? 'noMails' : 'noMailsWritten')}</p>;
  return (
    <ul>
      {mails.map((mail) => (
        <li key={mail.id}>
          <a href={mailHref(mail.id)}>
            {t('mailLine', {
              template: templateName(mail.template),
              to: mail.to,
              state: t('mailState', { state: mail.state }),
            })}
          </a>{' '}
          ({brusselsDateTime(mail.sentAt ?? mail.createdAt)})
        </li>
      ))}
    </ul>
  );
}
