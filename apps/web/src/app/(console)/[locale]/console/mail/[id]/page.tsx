import { ZMailOutboxMessageSchema } from '@immo/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ConsoleFrame } from '@/components/console/ConsoleFrame';
import { MailActions, mailHeadline } from '@/components/console/operations/MailMessageCard';
import styles from '@/components/console/operations/Operations.module.css';
import { consolePageMetadata } from '@/lib/console/console-metadata';
import { consolePaths } from '@/lib/console/console-paths';
import { consoleDateTime } from '@/lib/console/operations/console-dates';
import { operationsGet } from '@/lib/console/operations/operations-bff';
import { localeParams } from '@/lib/locale-params';

interface MailMessageRouteProps {
  params: Promise<{ locale: string; id: string }>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function messageOf(locale: Parameters<typeof operationsGet>[0], id: string) {
  return UUID.test(id) ? operationsGet(locale, `/api/mail-outbox/${id}`, ZMailOutboxMessageSchema) : null;
}

export async function generateMetadata({ params }: MailMessageRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'ConsoleMail' });
  return consolePageMetadata(t('title'));
}

/**
 * One e-mail as it left: its facts in words, the HTML in a frame that runs
 * nothing and reaches nothing of the console (sandbox without any
 * permission: no script, no form, no link out of it, its own origin), the
 * text version below it, and what its state allows (send it again).
 */
export default async function MailMessagePage({ params }: MailMessageRouteProps) {
  const { locale, id } = await localeParams(params);
  setRequestLocale(locale);
  const [t, tLanguages, message] = await Promise.all([
    getTranslations({ locale, namespace: 'ConsoleMail' }),
    getTranslations({ locale, namespace: 'ConsoleSite.languages' }),
    messageOf(locale, id),
  ]);
  if (message === null) notFound();
  const here = consolePaths(locale).section('mail');
  const fact = (label: string, value: string | number, wide = false) => (
    <div className={wide ? styles.wide : undefined}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  const language = (['nl', 'fr', 'en', 'de'] as const).find((known) => known === message.locale);
  const written = message.html !== null || message.text !== null;
  // Why there is nothing to read: not written yet, refused before any copy was kept, or sent before copies were kept.
  const missing =
    message.state === 'queued' || message.state === 'retrying'
      ? t('message.notWritten')
      : message.state === 'dead'
        ? t('message.noCopy')
        : t('message.notKept');
  return (
    <ConsoleFrame locale={locale} section="mail" title={await mailHeadline(message, locale)}>
      <p>
        <a href={here}>{t('message.back')}</a>
      </p>
      <dl className={styles.facts} data-testid="mail-facts">
        {fact(t('recipient'), message.to, true)}
        {fact(t('state'), t(`states.${message.state}`))}
        {fact(t('template'), t(`templates.${message.template}`))}
        {language ? fact(t('message.language'), tLanguages(language)) : null}
        {fact(t('created'), consoleDateTime(message.createdAt, locale))}
        {message.sentAt ? fact(t('sent'), consoleDateTime(message.sentAt, locale)) : null}
        {message.attempts > 1 ? fact(t('attempts'), message.attempts) : null}
        {message.lastError ? fact(t('lastError'), message.lastError, true) : null}
        {message.resentFrom ? fact(t('resentFromLabel'), t('resentFromText'), true) : null}
        {fact(t('message.messageId'), message.messageId, true)}
      </dl>
      <MailActions message={message} locale={locale} back="" />
      <section className={styles.section} aria-labelledby="mail-as-sent">
        <h2 id="mail-as-sent">{message.state === 'sent' ? t('message.asSent') : t('message.asTried')}</h2>
        {written ? (
          <>
            {message.html !== null ? (
              <iframe
                className={styles.mailFrame}
                sandbox=""
                srcDoc={message.html}
                title={t('message.htmlTitle')}
                referrerPolicy="no-referrer"
                data-testid="mail-html"
              />
            ) : null}
            {message.text !== null ? (
              <>
                <h3>{t('message.textTitle')}</h3>
                <pre className={styles.mailText} data-testid="mail-text">
                  {message.text}
                </pre>
              </>
            ) : null}
          </>
        ) : (
          <p>{missing}</p>
        )}
      </section>
    </ConsoleFrame>
  );
}
