// Browser side effects of a consent: Consent Mode updates, page views and tag
// injection. The banner imports this module only when a choice allows a tag
// or one must be told (a first-load script fewer for every visitor who has
// not chosen yet). The decisions themselves live in @immo/domain.
import {
  CONSENT_UPDATE_WAIT_MS,
  consentModeUpdate,
  tagsAllowed,
  type ConsentFlags,
  type TagConfig,
} from '@immo/domain';
import { storedConsent } from './consent-storage';

type Gtag = (...args: unknown[]) => void;
type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean; version?: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

export const GTM_HOST = 'https://www.googletagmanager.com';
export const META_PIXEL_SRC = 'https://connect.facebook.net/en_US/fbevents.js';

/** Defined by the Consent Mode defaults in <head> (it pushes `arguments`, as Google's tags expect). */
function gtag(...args: unknown[]): void {
  window.gtag?.(...args);
}

function sendPageView(): void {
  gtag('event', 'page_view', { page_location: window.location.href, page_title: document.title });
}

/**
 * A client-side navigation (the layout, and so the tags, stay loaded): one
 * more page view for the tags the stored consent allows, nothing otherwise.
 */
export function trackNavigation(config: TagConfig): void {
  const flags = storedConsent();
  if (!flags) return;
  const allowed = tagsAllowed(flags, config);
  if (allowed.gtm || allowed.metaPixel) sendPageView();
  if (allowed.metaPixel && window.fbq) window.fbq('track', 'PageView');
}

function injectScript(src: string): void {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function loadGtm(id: string): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  injectScript(`${GTM_HOST}/gtm.js?id=${encodeURIComponent(id)}`);
}

function loadMetaPixel(id: string): void {
  if (!window.fbq) {
    const fbq: Fbq = (...args: unknown[]) => void fbq.queue?.push(args);
    fbq.queue = [];
    fbq.loaded = true;
    fbq.version = '2.0';
    window.fbq = fbq;
    window._fbq = fbq;
    fbq('init', id);
  }
  window.fbq('track', 'PageView');
  injectScript(META_PIXEL_SRC);
}

/**
 * Tells Consent Mode the choice, waits for it to settle, then sends the page
 * view and loads the tags that are configured and consented.
 */
export async function applyConsent(flags: ConsentFlags, config: TagConfig): Promise<void> {
  gtag('consent', 'update', consentModeUpdate(flags));
  await new Promise((resolve) => setTimeout(resolve, CONSENT_UPDATE_WAIT_MS));
  const allowed = tagsAllowed(flags, config);
  if (allowed.gtm || allowed.metaPixel) sendPageView();
  if (allowed.gtm && config.gtmId) loadGtm(config.gtmId);
  if (allowed.metaPixel && config.metaPixelId) loadMetaPixel(config.metaPixelId);
  // Our own Web Vitals sample counts as statistics, whether or not a tag manager is configured.
  if (flags.consentAnalyticsStorage)
    void import('./web-vitals-beacon').then(
      (webVitals) => webVitals.startWebVitals(),
      () => undefined,
    );
}
