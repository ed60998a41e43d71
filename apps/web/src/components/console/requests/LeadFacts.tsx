import type { LeadDetail } from '@immo/domain';
import { Fragment } from 'react';
import { brusselsDateTime } from '@/lib/owner/owner-dates';
import type { MailT, RequestsT } from './request-texts';
import styles from './Requests.module.css';

/** A field's value as text: lists joined, a picked zone without its id, anything else as JSON. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(valueText).filter(Boolean).join(', ');
  if (typeof value === 'string') return value.replace(/^\d+-(?=\D)/, '');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** What the visitor sent, every field the form stored (the CV as its upload's id: the file is the download link). */
export function LeadFields({ fields, tMail }: { fields: LeadDetail['fields']; tMail: MailT }) {
  const entries = Object.entries(fields).filter(([, value]) => valueText(value) !== '');
  return (
    <dl className={styles.facts}>
      {entries.map(([name, value]) => (
        <Fragment key={name}>
          <dt>{tMail.has(`fields.${name}` as never) ? tMail(`fields.${name}` as never) : name}</dt>
          <dd>{valueText(value)}</dd>
        </Fragment>
      ))}
    </dl>
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
