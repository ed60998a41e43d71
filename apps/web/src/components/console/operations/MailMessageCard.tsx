import { type Locale, type MailAction, mailActionAllowed, type MailOutboxItem, mailActions } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { consoleDateTime } from '@/lib/console/operations/console-dates';
import { mailAction } from '@/lib/console/operations/operation-actions';
import styles from './Operations.module.css';

/**
 * One message: recipient, template, state, attempts, last error and dates
 * (never its content), with the actions its state allows as plain forms.
 * `back` is the list's query, kept across the action.
 */
export async function MailMessageCard({ message, locale, back }: { message: MailOutboxItem; locale: Locale; back: string }) {
  const t = await getTranslations({ locale, namespace: 'ConsoleMail' });
  const allowed = mailActions.filter((action: MailAction) => mailActionAllowed(action, message.state));
  const fact = (label: string, value: string | number, wide = false) => (
    <div className={wide ? styles.wide : undefined}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <article className={styles.card} data-testid="mail-message">
      <h3>{message.to}</h3>
      <dl className={styles.facts}>
        {fact(t('state'), t(`states.${message.state}`))}
        {fact(t('template'), message.template)}
        {fact(t('attempts'), message.attempts)}
        {fact(t('created'), consoleDateTime(message.createdAt, locale))}
        {message.sentAt ? fact(t('sent'), consoleDateTime(message.sentAt, locale)) : null}
        {message.lastError ? fact(t('lastError'), message.lastError, true) : null}
        {message.resentFrom ? fact(t('resentFrom'), message.resentFrom, true) : null}
        {fact(t('messageId'), message.messageId, true)}
      </dl>
      {allowed.length > 0 ? (
        <div className={styles.actions}>
          {allowed.map((action) => (
            <form key={action} action={mailAction.bind(null, locale, message.id, action, back)}>
              <button type="submit" className={styles.button} aria-label={t(`actionLabels.${action}`, { to: message.to })}>
                {t(`actions.${action}`)}
              </button>
            </form>
          ))}
        </div>
      ) : null}
    </article>
  );
}
