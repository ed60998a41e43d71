import { propertyFormKinds, type Locale, type PropertyDetailDto } from '@immo/domain';
import { formPagePath } from '@immo/i18n';
import { getTranslations } from 'next-intl/server';
import layout from '@/components/DetailLayout.module.css';
import { getPropertyForms } from '@/lib/property-forms/property-forms';
import { formPageProps } from './form-page-props';
import { FormsPanel, type FormLink } from './FormsPanel';

interface PropertyFormsSectionProps {
  property: Pick<PropertyDetailDto, 'id' | 'title' | 'city' | 'reference'>;
  locale: Locale;
  /** The property's canonical URL; each form's page hangs below it. */
  canonical: string;
}

/**
 * 'Interested?': a link per form the property takes now (an offer only on
 * an open sale, an application only on an open rental), each to its own
 * page, opened in place with JavaScript.
 */
export async function PropertyFormsSection({ property, locale, canonical }: PropertyFormsSectionProps) {
  const [forms, t, tAppointment] = await Promise.all([
    getPropertyForms(property.id).catch(() => null),
    getTranslations({ locale, namespace: 'PropertyForms' }),
    getTranslations({ locale, namespace: 'Appointment' }),
  ]);
  if (!forms || forms.forms.length === 0) return null;
  const subject = {
    id: property.id,
    title: property.title,
    city: property.city,
    reference: property.reference,
    rentTerms: forms.rentTerms,
  };
  // Visits are booked online on a property still on offer (the booking page says when the agency books none).
  const bookable = forms.forms.includes('offer') || forms.forms.includes('rent-application');
  const kinds = propertyFormKinds.filter(
    (kind) => forms.forms.includes(kind) && (kind !== 'document-request' || forms.documentCount > 0),
  );
  const links: FormLink[] = await Promise.all(
    kinds.map(async (kind) => {
      const href = formPagePath(canonical, kind, locale);
      // In place the browser fetches its own captcha challenge: none is spent on every page view.
      const props = await formPageProps(kind, locale, subject, href, null);
      return { kind, href, label: props.texts.title, props };
    }),
  );
  return (
    <section aria-labelledby="property-forms" className={layout.section}>
      <h2 id="property-forms">{t('heading')}</h2>
      <FormsPanel
        links={links}
        pageLinks={
          bookable
            ? [{ href: formPagePath(canonical, 'contact-appointment', locale), label: tAppointment('title') }]
            : []
        }
        closeLabel={t('close')}
      />
    </section>
  );
}
