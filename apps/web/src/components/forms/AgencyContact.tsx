import { formatPhone, phoneHref, type Locale } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { getSiteFacts } from '@/config/site';
import styles from './FormPage.module.css';

/** The agency's address, phone and e-mail from the site configuration, beside the contact form. */
export async function AgencyContact({ locale }: { locale: Locale }) {
  const [t, facts] = await Promise.all([getTranslations({ locale, namespace: 'ContactForm' }), getSiteFacts(locale)]);
  const { streetAddress, postalCode, addressLocality } = facts.address;
  return (
    <aside className={styles.aside} aria-labelledby="agency-contact-title">
      <h2 id="agency-contact-title">{t('agencyTitle')}</h2>
      <p>
        <strong>{facts.agencyName}</strong>
      </p>
      <dl>
        {streetAddress ? (
          <>
            <dt>{t('address')}</dt>
            <dd>
              <address>
                {streetAddress}
                <br />
                {postalCode} {addressLocality}
              </address>
            </dd>
          </>
        ) : null}
        {facts.phone ? (
          <>
            <dt>{t('phone')}</dt>
            <dd>
              <a href={phoneHref(facts.phone)}>{formatPhone(facts.phone)}</a>
            </dd>
          </>
        ) : null}
        {facts.email ? (
          <>
            <dt>{t('email')}</dt>
            <dd>
              <a href={`mailto:${facts.email}`}>{facts.email}</a>
            </dd>
          </>
        ) : null}
      </dl>
    </aside>
  );
}
