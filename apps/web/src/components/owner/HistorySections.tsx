import { CRM_MESSAGE_LOCALE, type Locale, type OwnerCommunicationDto, type OwnerPropertyDetailDto } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { brusselsDateTime, calendarDay } from '@/lib/owner/owner-dates';
import styles from './Owner.module.css';

function HistoryList({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children.length === 0 ? <p className={styles.meta}>{empty}</p> : <ul className={styles.history}>{children}</ul>}
    </section>
  );
}

/** A stock subject of the CRM in the page's language; one the agency typed as it was written, in its language. */
function MessageSubject({
  message,
  locale,
  word,
}: {
  message: OwnerCommunicationDto;
  locale: Locale;
  word: (code: string) => string;
}) {
  if (message.subjectCode) return <> · {word(message.subjectCode)}</>;
  if (!message.subject) return null;
  return (
    <>
      {' · '}
      <span lang={message.language === locale ? undefined : message.language}>{message.subject}</span>
    </>
  );
}

/** Communications, calendar visits and online media, newest first (the BFF's order), in the owner's language. */
export async function HistorySections({ detail, locale }: { detail: OwnerPropertyDetailDto; locale: Locale }) {
  const [t, tValues] = await Promise.all([
    getTranslations({ locale, namespace: 'OwnerPortal' }),
    getTranslations({ locale, namespace: 'CrmValues' }),
  ]);
  return (
    <>
      <HistoryList id="visits" title={t('calendar')} empty={t('noVisits')}>
        {detail.calendarVisits.map((visit, index) => (
          <li key={`${visit.date}-${index}`}>
            <p className={styles.historyHead}>
              <time dateTime={visit.date}>{brusselsDateTime(visit.date)}</time> ·{' '}
              {t('visitStatus', { status: visit.status })}
            </p>
            <p className={styles.meta}>{t('visitSource', { source: visit.source })}</p>
            {/* The agency's remark is in the CRM's language; a site booking's is the visitor's own, in whatever language they wrote. */}
            {visit.remark && visit.source === 'crm' && CRM_MESSAGE_LOCALE !== locale ? (
              <p className={styles.meta}>{t('originalLanguage', { language: CRM_MESSAGE_LOCALE })}</p>
            ) : null}
            {visit.remark ? <p lang={visit.source === 'crm' ? CRM_MESSAGE_LOCALE : undefined}>{visit.remark}</p> : null}
          </li>
        ))}
      </HistoryList>
      <HistoryList id="communications" title={t('communications')} empty={t('noCommunications')}>
        {detail.communications.map((message, index) => (
          <li key={`${message.date}-${index}`} data-testid="communication">
            <p className={styles.historyHead}>
              <time dateTime={message.date}>{brusselsDateTime(message.date)}</time> ·{' '}
              {t('channel', { channel: message.channel })}
              <MessageSubject
                message={message}
                locale={locale}
                word={(code) => tValues('communicationSubject', { value: code })}
              />
            </p>
            {/* What the agency typed stays in its language, said once when it is not the page's (a reader's voice and translator follow lang). */}
            {message.language !== locale && (message.body || (message.subject && !message.subjectCode)) ? (
              <p className={styles.meta}>{t('originalLanguage', { language: message.language })}</p>
            ) : null}
            {/* Sanitised by the import (the CRM's HTML, as the property descriptions). */}
            {message.body ? <div lang={message.language} dangerouslySetInnerHTML={{ __html: message.body }} /> : null}
          </li>
        ))}
      </HistoryList>
      <HistoryList id="media" title={t('onlineMedia')} empty={t('noMedia')}>
        {detail.onlineMedia.map((media, index) => (
          <li key={`${media.url}-${index}`}>
            <p className={styles.historyHead}>
              <a href={media.url} rel="noopener noreferrer">
                {media.portal}
              </a>
            </p>
            {media.publishedDate ? (
              <p className={styles.meta}>{t('publishedOn', { date: calendarDay(media.publishedDate) })}</p>
            ) : null}
          </li>
        ))}
      </HistoryList>
    </>
  );
}
