import { alternates, localizePath, localizeThankYouSlug, type ThankYouSlug } from '@immo/i18n';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { SiteHeader } from '@/components/frame/SiteHeader';
import { thankYouSlugOfSegment } from '@/lib/forms/thank-you';
import { localeParams } from '@/lib/locale-params';
import styles from '@/components/forms/FormPage.module.css';

interface ThankYouRouteProps {
  params: Promise<{ locale: string; slug: string }>;
}

/** Each slug's own sentence (ThankYouPage.texts). */
const TEXT_KEYS = {
  'contact-me': 'texts.contactMe',
  'contact-appointment': 'texts.contactAppointment',
  'contact-construction': 'texts.contactConstruction',
  'contact-demand': 'texts.contactDemand',
  'demand-register': 'texts.demandRegister',
  'send-to-friend': 'texts.sendToFriend',
  'site-contact': 'texts.siteContact',
  'sign-newsletter': 'texts.signNewsletter',
  'testing-testing': 'texts.testingTesting',
} as const satisfies Record<ThankYouSlug, `texts.${string}`>;

export async function generateMetadata({ params }: ThankYouRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'ThankYouPage' });
  // A page only a sent form leads to: nothing for a search engine (spec §2), and so never in the sitemap.
  return { title: t('title'), robots: { index: false, follow: true } };
}

/**
 * The thank-you page of a form (spec §2 `/feedback/{slug}/`, `/fr/merci/{slug}/`):
 * what happens next, and the way back to the site. A slug the spec does not
 * list never reaches this page (the proxy shows the 404 page, lib/forms/thank-you.ts).
 */
export default async function ThankYouPage({ params }: ThankYouRouteProps) {
  const { locale, slug: segment } = await localeParams(params);
  setRequestLocale(locale);
  const slug = thankYouSlugOfSegment(segment);
  if (!slug) notFound();
  // Another language's slug ('/fr/merci/gratis-schatting/'): this language's own address.
  if (segment !== localizeThankYouSlug(slug, locale)) permanentRedirect(localizePath(`/feedback/${slug}/`, locale));
  const t = await getTranslations({ locale, namespace: 'ThankYouPage' });
  return (
    <>
      <SiteHeader alternates={alternates(`/feedback/${slug}/`)} />
      <main id="main" className={`container page ${styles.page}`}>
        <h1>{t('title')}</h1>
        <p className={styles.intro}>{t(TEXT_KEYS[slug])}</p>
        <h2 className={styles.sectionTitle}>{t('next')}</h2>
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
