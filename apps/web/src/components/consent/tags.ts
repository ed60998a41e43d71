// Browser side effects of consent: storage, Consent Mode updates, page view
// and tag injection. The decisions themselves live in @immo/domain.
import {
  CONSENT_FLAG_NAMES,
  CONSENT_RESET_PARAM,
  CONSENT_UPDATE_WAIT_MS,
  consentModeUpdate,
  pickUtmParams,
  readConsentFlags,
  tagsAllowed,
  type ConsentFlags,
  type TagConfig,
} from '@immo/domain';

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

export function storedConsent(): ConsentFlags | null {
  try {
    return readConsentFlags((name) => window.localStorage.getItem(name));
  } catch {
    return null; // storage blocked: ask again
  }
}

export function storeConsent(flags: ConsentFlags): void {
  try {
    for (const name of CONSENT_FLAG_NAMES) window.localStorage.setItem(name, String(flags[name]));
  } catch {
    // storage blocked: the choice holds for this page only
  }
}

/** `?setcookies` forgets the stored choice (and leaves the URL clean). */
export function resetConsentIfAsked(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(CONSENT_RESET_PARAM)) return;
  try {
    for (const name of CONSENT_FLAG_NAMES) window.localStorage.removeItem(name);
  } catch {
    // nothing stored
  }
  url.searchParams.delete(CONSENT_RESET_PARAM);
  window.history.replaceState(window.history.state, '', url);
}

/** Campaign parameters of the landing URL, for the forms to send along. */
export function keepUtmParams(): void {
  try {
    for (const [name, value] of Object.entries(pickUtmParams(window.location.search))) {
      window.sessionStorage.setItem(name, value);
    }
  } catch {
    // session storage blocked
  }
}

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
}
