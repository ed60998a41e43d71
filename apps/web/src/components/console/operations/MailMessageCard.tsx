import { type Locale, type MailAction, mailActionAllowed, type MailOutboxItem, mailActions } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { consoleDateTime } from '@/lib/console/operations/console-dates';
import { consolePaths } from '@/lib/console/console-paths';
import { mailAction } from '@/lib/console/operations/operation-actions';
import styles from './Operations.module.css';

/** The line an office reads a mail by: its subject as sent, or, before the worker wrote it, what kind of mail it is. */
export async function mailHeadline(message: MailOutboxItem, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'ConsoleMail' });
  return message.subject ?? t(`templates.${message.template}`);
}

/** The actions a message's state allows, as plain forms; `back` is the list's query, kept across the action. */
export async function MailActions({
  message,
  locale,
  back,
}: {
  message: MailOutboxItem;
  locale: Locale;
  back: string;
}) {
  const t = await getTranslations({ locale, namespace: 'ConsoleMail' });
  const allowed = mailActions.filter((action: MailAction) => mailActionAllowed(action, message.state));
  if (allowed.length === 0) return null;
  return (
    <div className={styles.actions}>
      {allowed.map((action) => (
        <form key={action} action={mailAction.bind(null, locale, message.id, action, back)}>
          <button type="submit" className={styles.button} aria-label={t(`actionLabels.${action}`, { to: message.to })}>
            {t(`actions.${action}`)}
          </button>
        </form>
      ))}
    </div>
  );
}

/**
 * One message in the list: its subject (a link to read it), the recipient
 * and its state in words, when, and what went wrong; the actions its state
 * allows.
 */
export async function MailMessageCard({
  message,
  locale,
  back,
}: {
  message: MailOutboxItem;
  locale: Locale;
  back: string;
}) {
  const [t, headline] = await Promise.all([
    getTranslations({ locale, namespace: 'ConsoleMail' }),
    mailHeadline(message, locale),
  ]);
  const fact = (label: string, value: string | number, wide = false) => (
    <div className={wide ? styles.wide : undefined}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <article className={styles.card} data-testid="mail-message">
      <h3>
        <a href={`${consolePaths(locale).section('mail')}${message.id}/`}>{headline}</a>
      </h3>
      <dl className={styles.facts}>
        {fact(t('recipient'), message.to, true)}
        {fact(t('state'), t(`states.${message.state}`))}
        {fact(t('template'), t(`templates.${message.template}`))}
        {fact(t('created'), consoleDateTime(message.createdAt, locale))}
        {message.sentAt ? fact(t('sent'), consoleDateTime(message.sentAt, locale)) : null}
        {message.attempts > 1 ? fact(t('attempts'), message.attempts) : null}
        {message.lastError ? fact(t('lastError'), message.lastError, true) : null}
        {message.resentFrom ? fact(t('resentFromLabel'), t('resentFromText'), true) : null}
      </dl>
      <MailActions message={message} locale={locale} back={back} />
    </article>
  );
}
