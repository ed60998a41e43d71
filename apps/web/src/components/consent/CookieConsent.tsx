import { CONSENT_CATEGORIES, type Locale } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { localizePath } from '@immo/i18n';
import { getSiteFacts } from '@/config/site';
import { ConsentBanner, type ConsentBannerTexts } from './ConsentBanner';
import { CONSENT_BANNER_ATTRIBUTE } from './banner-attributes';
import { CONSENT_DEFAULTS_SCRIPT } from './consent-defaults-script';

/**
 * Google Consent Mode v2 defaults, inline in <head> so they run before any
 * tag: everything denied until the visitor chooses. Tags themselves are only
 * ever injected by the banner after consent.
 *
 * The banner is in the server's HTML so that a first visit paints it with
 * the page instead of after hydration (a late paint of its text became the
 * page's Largest Contentful Paint). The same script hides it before the
 * first paint when a choice is stored or the path is a preview, the cases
 * where `shouldShowBanner` will close it; the banner then decides for good.
 * Without JavaScript it never shows: no tag can load then anyway. The
 * Content-Security-Policy lets it run by its hash (consent-defaults-script.ts).
 */
export function ConsentModeDefaults() {
  return (
    <>
      <script id="consent-mode-defaults" dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULTS_SCRIPT }} />
      <noscript>
        <style>{`[${CONSENT_BANNER_ATTRIBUTE}]{display:none}`}</style>
      </noscript>
    </>
  );
}

/**
 * The cookie banner (spec §4). Texts are resolved here on the server and
 * handed to the one client leaf as props, so no dictionary ships to the
 * browser. Tracking ids come from the site configuration, read at request
 * time; GTM_ID and META_PIXEL_ID in the environment override them (a
 * staging site, the e2e stack's fake ids).
 */
export async function CookieConsent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'CookieConsent' });
  const { tracking } = await getSiteFacts(locale);
  const policyHref = localizePath('/Cookie-policy/', locale);
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
  return <ConsentBanner texts={texts} config={tracking} />;
}
