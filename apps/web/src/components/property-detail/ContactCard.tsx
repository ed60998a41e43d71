import { formatPhone, phoneHref, type PropertyContact } from '@immo/domain';
import { useTranslations } from 'next-intl';
import styles from './DetailPage.module.css';
import layout from '@/components/DetailLayout.module.css';

/** The property's manager: name, photo, formatted phone as a tel: link, e-mail. */
export function ContactCard({ manager }: { manager: PropertyContact }) {
  const t = useTranslations('PropertyPage');
  const phone = manager.phone ? formatPhone(manager.phone) : null;
  return (
    <section aria-labelledby="contact" className={`${layout.section} ${styles.keepTogether}`}>
      <h2 id="contact">{t('agent')}</h2>
      <div className={styles.contactCard}>
        {manager.pictureUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- a small avatar from the CRM's host
          <img className={styles.avatar} src={manager.pictureUrl} alt="" width={64} height={64} loading="lazy" />
        )}
        <div>
          <p className={styles.contactName}>{manager.name}</p>
          {phone && (
            <p>
              <a
                href={phoneHref(manager.phone ?? phone)}
                aria-label={t('agentPhone', { name: manager.name, phone })}
                data-testid="manager-phone"
              >
                {phone}
              </a>
            </p>
          )}
          {manager.email && (
            <p>
              <a
                href={`mailto:${manager.email}`}
                aria-label={t('agentEmail', { name: manager.name, email: manager.email })}
              >
                {manager.email}
              </a>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
