// A property form's own page (`/fr/a-vendre/{city}/{title}/{id}/faire-une-offre/`):
// the form without JavaScript, and where a shared or bookmarked form link
// lands. Not indexed and not in the sitemap: the property page is the one
// to find.
import { parseRecordId, type Locale, type PropertyFormKind, type PropertyGoal } from '@immo/domain';
import { formPagePath, localizePath, propertyPath, type FormPageKind } from '@immo/i18n';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { propertyAlternates } from '@/lib/alternates';
import { getProperty } from '@/lib/bff';
import { loadCaptchaChallenge } from '@/lib/forms/captcha-challenge';
import { localeParams } from '@/lib/locale-params';
import { getPropertyForms } from '@/lib/property-forms/property-forms';
import { samePath, type DetailRouteParams } from '@/lib/canonical-redirect';
import { formPageProps } from './form-page-props';
import { PropertyFormView } from './PropertyFormView';
import { SubjectFormPage, subjectFormAlternates, subjectFormMetadata } from './SubjectFormPage';

export interface PropertyFormRouteProps {
  params: Promise<DetailRouteParams>;
}

const LIST_OF_GOAL = { sale: '/for-sale/', rent: '/for-rent/' } as const;

/** The property behind a form page's URL, after sending a stale or wrong slug to the canonical form URL. */
export async function loadFormPage(params: Promise<DetailRouteParams>, routeGoal: PropertyGoal, kind: FormPageKind) {
  const { locale, city, title, id } = await localeParams(params);
  const propertyId = parseRecordId(id);
  if (propertyId === null) notFound();
  const property = await getProperty(propertyId, locale);
  if (!property) notFound();
  const canonical = propertyPath(property, locale);
  const formPath = formPagePath(canonical, kind, locale);
  const requested = formPagePath(
    `${localizePath(LIST_OF_GOAL[routeGoal], locale)}${city}/${title}/${id}/`,
    kind,
    locale,
  );
  // As the property page does: a stale slug or the other goal's list leads to the one canonical URL.
  if (!samePath(requested, formPath)) permanentRedirect(formPath);
  return { locale, property, canonical, formPath };
}

export async function propertyFormMetadata(
  { params }: PropertyFormRouteProps,
  routeGoal: PropertyGoal,
  kind: PropertyFormKind,
): Promise<Metadata> {
  const { locale, property, formPath } = await loadFormPage(params, routeGoal, kind);
  return subjectFormMetadata(locale, await formTitle(locale, kind), property.title, formPath);
}

async function formTitle(locale: Locale, kind: PropertyFormKind): Promise<string> {
  switch (kind) {
    case 'contact-me':
      return (await getTranslations({ locale, namespace: 'PropertyContactForm' }))('title');
    case 'document-request':
      return (await getTranslations({ locale, namespace: 'DocumentRequest' }))('title');
    case 'send-to-friend':
      return (await getTranslations({ locale, namespace: 'SendToFriendForm' }))('title');
    case 'offer':
      return (await getTranslations({ locale, namespace: 'OfferForm' }))('title');
    case 'rent-application':
      return (await getTranslations({ locale, namespace: 'RentApplicationForm' }))('title');
  }
}

export async function PropertyFormRoute({
  params,
  routeGoal,
  kind,
}: PropertyFormRouteProps & { routeGoal: PropertyGoal; kind: PropertyFormKind }) {
  const { locale, property, canonical, formPath } = await loadFormPage(params, routeGoal, kind);
  setRequestLocale(locale);
  const [forms, t, challenge] = await Promise.all([
    getPropertyForms(property.id),
    getTranslations('PropertyForms'),
    loadCaptchaChallenge(),
  ]);
  const available =
    forms !== null && forms.forms.includes(kind) && (kind !== 'document-request' || forms.documentCount > 0);
  const props = await formPageProps(
    kind,
    locale,
    {
      id: property.id,
      title: property.title,
      city: property.city,
      reference: property.reference,
      rentTerms: forms?.rentTerms ?? null,
    },
    formPath,
    challenge,
  );
  return (
    <SubjectFormPage
      alternates={subjectFormAlternates(propertyAlternates(property), kind)}
      back={{ href: canonical, label: t('backToProperty') }}
      form={props}
    >
      {available ? <PropertyFormView kind={kind} {...props} /> : <p role="status">{t('notAvailable')}</p>}
    </SubjectFormPage>
  );
}
