import { CONSENT_CATEGORIES, CONSENT_MODE_DEFAULTS, type Locale } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { webEnv } from '@/config/env';
import { getPathname } from '@/i18n/navigation';
import { ConsentBanner, type ConsentBannerTexts } from './ConsentBanner';

/**
 * Google Consent Mode v2 defaults, inline in <head> so they run before any
 * tag: everything denied until the visitor chooses. Tags themselves are only
 * ever injected by the banner after consent.
 */
export function ConsentModeDefaults() {
  const script =
    'window.dataLayer=window.dataLayer||[];' +
    'window.gtag=window.gtag||function(){window.dataLayer.push(arguments)};' +
    `window.gtag('consent','default',${JSON.stringify(CONSENT_MODE_DEFAULTS)});`;
  return <script id="consent-mode-defaults" dangerouslySetInnerHTML={{ __html: script }} />;
}

/**
 * The cookie banner (spec §4). Texts are resolved here on the server and
 * handed to the one client leaf as props, so no dictionary ships to the
 * browser. Tracking ids are read at request time (pages render per request),
 * so one build serves every environment.
 */
export async function CookieConsent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'CookieConsent' });
  const env = webEnv();
  const policyHref = getPathname({ locale, href: '/Cookie-policy' });
  const texts: ConsentBannerTexts = {
    title: t('title'),
    text: t.rich('text', { link: (chunks) => <a href={policyHref}>{chunks}</a> }),
    agree: t('agree'),
    decline: t('decline'),
    changeSettings: t('changeSettings'),
    agreePartly: t('agreePartly'),
    settingsTitle: t('settingsTitle'),
    settingsText: t('settingsText'),
    alwaysOn: t('alwaysOn'),
    categories: CONSENT_CATEGORIES.map((category) => ({
      category,
      title: t(`categories.${category}.title`),
      description: t(`categories.${category}.description`),
    })),
  };
  return <ConsentBanner texts={texts} config={{ gtmId: env.GTM_ID, metaPixelId: env.META_PIXEL_ID }} />;
}
