// A property's online visit booking on its own page (`…/{id}/reserver-une-visite/`):
// the free times load with the page (never cached), so the booking lives
// here rather than in place. When the property or the agency books no
// visits online, the page offers the visit request instead.
import type { PropertyGoal } from '@immo/domain';
import { formPagePath } from '@immo/i18n';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import VisitBookingForm from '@/components/forms/visit-booking/VisitBookingForm';
import { propertyAlternates } from '@/lib/alternates';
import { loadCaptchaChallenge } from '@/lib/forms/captcha-challenge';
import { visitBookingProps } from '@/lib/forms/visit-booking-props';
import { formPageProps } from './form-page-props';
import { loadFormPage, type PropertyFormRouteProps } from './PropertyFormRoute';
import { PropertyFormView } from './PropertyFormView';
import { SubjectFormPage, subjectFormAlternates, subjectFormMetadata } from './SubjectFormPage';

export async function visitBookingMetadata(
  { params }: PropertyFormRouteProps,
  routeGoal: PropertyGoal,
): Promise<Metadata> {
  const { locale, property, formPath } = await loadFormPage(params, routeGoal, 'contact-appointment');
  const tAppointment = await getTranslations({ locale, namespace: 'Appointment' });
  return subjectFormMetadata(locale, tAppointment('title'), property.title, formPath);
}

export async function VisitBookingRoute({ params, routeGoal }: PropertyFormRouteProps & { routeGoal: PropertyGoal }) {
  const { locale, property, canonical, formPath } = await loadFormPage(params, routeGoal, 'contact-appointment');
  setRequestLocale(locale);
  const subject = { id: property.id, title: property.title, city: property.city, reference: property.reference };
  const [t, tForm, booking, challenge] = await Promise.all([
    getTranslations('PropertyForms'),
    getTranslations('Form'),
    visitBookingProps(property.id, locale),
    loadCaptchaChallenge(),
  ]);
  const bookable = booking !== null && booking.bookable;
  const props = await formPageProps(
    bookable ? 'contact-appointment' : 'contact-me',
    locale,
    subject,
    bookable ? formPath : formPagePath(canonical, 'contact-me', locale),
    challenge,
  );
  return (
    <SubjectFormPage
      alternates={subjectFormAlternates(propertyAlternates(property), 'contact-appointment')}
      back={{ href: canonical, label: t('backToProperty') }}
      form={props}
    >
      {bookable ? (
        <VisitBookingForm {...props} booking={booking} remarkLabel={tForm('remark')} />
      ) : (
        <PropertyFormView kind="contact-me" {...props} />
      )}
    </SubjectFormPage>
  );
}
