import { alternates, localizePath, localizeThankYouSlug, propertyPath, type ThankYouSlug } from '@immo/i18n';
import { formSummary, isFormKind, thankYouSlugOf, type Locale, type PresentedField } from '@immo/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cookies } from 'next/headers';
import { notFound, permanentRedirect } from 'next/navigation';
import { SiteHeader } from '@/components/frame/SiteHeader';
import { getProject } from '@/components/projects/load-project';
import { webEnv } from '@/config/env';
import { getProperty } from '@/lib/bff';
import { RECEIPT_COOKIE, readReceipt } from '@/lib/forms/sent-receipt';
import { thankYouSlugOfSegment } from '@/lib/forms/thank-you';
import { thankYouSubjectOf, type ThankYouSubject } from '@/lib/forms/thank-you-subject';
import { localeParams } from '@/lib/locale-params';
import { projectPath } from '@/lib/project-path';
import styles from '@/components/forms/FormPage.module.css';
import thanks from './ThankYou.module.css';

interface ThankYouRouteProps {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Each slug's own sentence (ThankYouPage.texts). */
const TEXT_KEYS = {
  'contact-me': 'texts.contactMe',
  offer: 'texts.offer',
  'rent-application': 'texts.rentApplication',
  'contact-appointment': 'texts.contactAppointment',
  'contact-construction': 'texts.contactConstruction',
  'contact-demand': 'texts.contactDemand',
  'demand-register': 'texts.demandRegister',
  'send-to-friend': 'texts.sendToFriend',
  'site-contact': 'texts.siteContact',
  'sign-newsletter': 'texts.signNewsletter',
  'testing-testing': 'texts.testingTesting',
} as const satisfies Record<ThankYouSlug, `texts.${string}`>;

type StepKey =
  | 'stepMail'
  | 'stepCallContactMe'
  | 'stepVisitMail'
  | 'stepCallConstruction'
  | 'stepCallValuation'
  | 'stepConfirmLink'
  | 'stepAlerts'
  | 'stepNewsletter'
  | 'stepFriend'
  | 'stepAnswer'
  | 'stepOfferCopy'
  | 'stepCallOffer'
  | 'stepCallRent';

/** What happens next, in order, for each form (ThankYouPage.step…): the mail it sent, then who calls and when. */
const STEPS = {
  'contact-me': ['stepMail', 'stepCallContactMe'],
  offer: ['stepOfferCopy', 'stepCallOffer'],
  'rent-application': ['stepMail', 'stepCallRent'],
  'contact-appointment': ['stepVisitMail'],
  'contact-construction': ['stepMail', 'stepCallConstruction'],
  'contact-demand': ['stepMail', 'stepCallValuation'],
  'demand-register': ['stepConfirmLink', 'stepAlerts'],
  'send-to-friend': ['stepFriend'],
  'site-contact': ['stepMail', 'stepAnswer'],
  'sign-newsletter': ['stepConfirmLink', 'stepNewsletter'],
  'testing-testing': [],
} as const satisfies Record<ThankYouSlug, readonly StepKey[]>;

export async function generateMetadata({ params }: ThankYouRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'ThankYouPage' });
  // A page only a sent form leads to: nothing for a search engine (spec §2), and so never in the sitemap.
  return { title: t('title'), robots: { index: false, follow: true } };
}

/** The property or project the form was about, by its page in this language; null when gone or unreachable. */
async function subjectLink(
  subject: ThankYouSubject | null,
  locale: Locale,
): Promise<{ kind: ThankYouSubject['kind']; href: string; title: string } | null> {
  if (!subject) return null;
  try {
    if (subject.kind === 'property') {
      const property = await getProperty(subject.id, locale);
      return property ? { kind: 'property', href: propertyPath(property, locale), title: property.title } : null;
    }
    const project = await getProject(subject.id, locale);
    return project ? { kind: 'project', href: projectPath(project, locale), title: project.name } : null;
  } catch {
    // The BFF unreachable: the page still thanks and says what comes next, without the way back.
    return null;
  }
}

/** What the visitor sent, if their receipt (lib/forms/sent-receipt.ts) is for a form that ends on this page. */
async function sentSummary(slug: ThankYouSlug, locale: Locale): Promise<PresentedField[]> {
  const receipt = readReceipt((await cookies()).get(RECEIPT_COOKIE)?.value);
  if (!receipt || !isFormKind(receipt.kind) || thankYouSlugOf[receipt.kind] !== slug) return [];
  return formSummary(receipt.kind, receipt.values, locale);
}

/**
 * The thank-you page of a form (spec §2 `/feedback/{slug}/`, `/fr/merci/{slug}/`):
 * what happens next for this form (who calls, within the office's promise,
 * AGENT_CALLBACK_WORKING_DAYS; the mail on its way; the link to confirm),
 * what the visitor sent (their receipt cookie, the domain's formSummary),
 * the way back to the property or project it was about (`?property=`,
 * lib/forms/thank-you-subject.ts), and the way back to the site. A slug the
 * spec does not list never reaches this page (the proxy shows the 404 page,
 * lib/forms/thank-you.ts).
 */
export default async function ThankYouPage({ params, searchParams }: ThankYouRouteProps) {
  const { locale, slug: segment } = await localeParams(params);
  setRequestLocale(locale);
  const slug = thankYouSlugOfSegment(segment);
  if (!slug) notFound();
  // Another language's slug ('/fr/merci/gratis-schatting/'): this language's own address.
  if (segment !== localizeThankYouSlug(slug, locale)) permanentRedirect(localizePath(`/feedback/${slug}/`, locale));
  const [t, subject, sent] = await Promise.all([
    getTranslations({ locale, namespace: 'ThankYouPage' }),
    searchParams.then((query) => subjectLink(thankYouSubjectOf(query), locale)),
    sentSummary(slug, locale),
  ]);
  const within = t('within', { days: webEnv().AGENT_CALLBACK_WORKING_DAYS });
  const steps: readonly StepKey[] = STEPS[slug];
  return (
    <>
      <SiteHeader alternates={alternates(`/feedback/${slug}/`)} />
      <main id="main" className={`container page ${styles.page}`}>
        <h1>{t('title')}</h1>
        <p className={styles.intro}>{t(TEXT_KEYS[slug])}</p>
        {steps.length > 0 ? (
          <>
            <h2 className={styles.sectionTitle}>{t('next')}</h2>
            <ol>
              {steps.map((step) => (
                <li key={step}>{t(step, { within })}</li>
              ))}
            </ol>
          </>
        ) : null}
        {/* The way back first: after an offer's or a visit's details it would fall below a phone's screen. */}
        {subject ? (
          <p>
            <a className={thanks.back} href={subject.href}>
              {t('backToSubject', { kind: subject.kind, title: subject.title })}
            </a>
          </p>
        ) : null}
        {sent.length > 0 ? (
          <>
            <h2 className={styles.sectionTitle}>{t('sentTitle')}</h2>
            <dl className={thanks.sent}>
              {sent.map((field) => (
                <div key={field.id}>
                  <dt>{field.label}</dt>
                  <dd>{field.value}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
        <h2 className={styles.sectionTitle}>{t('browse')}</h2>
        <ul>
          <li>
            <a href={localizePath('/for-sale/', locale)}>{t('toSaleList')}</a>
          </li>
          <li>
            <a href={localizePath('/for-rent/', locale)}>{t('toRentList')}</a>
          </li>
          <li>
            <a href={localizePath('/', locale)}>{t('backHome')}</a>
          </li>
        </ul>
      </main>
    </>
  );
}
