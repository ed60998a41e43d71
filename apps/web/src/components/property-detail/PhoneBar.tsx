import { phoneHref, whatsappLink, type Locale, type PropertyDetailDto } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/Icon';
import { getSiteFacts } from '@/config/site';
import { getPropertyForms } from '@/lib/property-forms/property-forms';
import styles from './PhoneBar.module.css';

interface PhoneBarProps {
  property: Pick<PropertyDetailDto, 'id' | 'reference'>;
  locale: Locale;
  /** The page's absolute address, named in the WhatsApp message. */
  pageUrl: string;
}

/** The anchor of the property's forms section (PropertyFormsSection). */
const FORMS_ANCHOR = '#property-forms';

/**
 * On a phone, the agency within reach of a thumb: Call, WhatsApp (when the
 * agency set a number) and Ask, fixed at the bottom. Server markup and CSS
 * only: the detail page's first-load JavaScript does not change.
 */
export async function PhoneBar({ property, locale, pageUrl }: PhoneBarProps) {
  const [t, facts, forms] = await Promise.all([
    getTranslations({ locale, namespace: 'PhoneBar' }),
    getSiteFacts(locale),
    // The forms section's own call (React's cache): Ask is offered only where that section is.
    getPropertyForms(property.id).catch(() => null),
  ]);
  const whatsapp = facts.whatsapp
    ? whatsappLink(facts.whatsapp, t('whatsappMessage', { reference: property.reference, url: pageUrl }))
    : null;
  const ask = forms !== null && forms.forms.length > 0;
  if (!facts.phone && !whatsapp && !ask) return null;
  return (
    <nav aria-label={t('label')} className={styles.bar} data-testid="phone-bar">
      {facts.phone && (
        <a href={phoneHref(facts.phone)} className={styles.action}>
          <Icon name="phone" size={20} />
          {t('call')}
        </a>
      )}
      {whatsapp && (
        <a href={whatsapp} className={styles.action}>
          <Icon name="chat" size={20} />
          {t('whatsapp')}
        </a>
      )}
      {ask && (
        <a href={FORMS_ANCHOR} className={styles.action}>
          <Icon name="question" size={20} />
          {t('ask')}
        </a>
      )}
    </nav>
  );
}
