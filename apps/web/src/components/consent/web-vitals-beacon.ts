// Web Vitals of this page view (LCP, INP, CLS), measured by Google's
// `web-vitals` and sent once, when the page is hidden, to the BFF through the
// /api relay: the figures the console shows per page type. Only tags.ts
// imports this module, and only once the visitor has consented to statistics,
// so neither the library nor this code is in any page's first load.
import { webVitalsPageTypeOf, type TWebVitalsBeacon } from '@immo/domain';
import { resolvePath } from '@immo/i18n';
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';

export const WEB_VITALS_ENDPOINT = '/api/web-vitals';

let started = false;

/**
 * Starts measuring this document. The page type is the loaded document's,
 * from its route (never the URL: no query, no id, nothing personal);
 * client-side navigations keep the document and so add to its figures, as
 * the Chrome UX report counts them.
 */
export function startWebVitals(): void {
  if (started) return;
  started = true;
  const beacon: Omit<TWebVitalsBeacon, 'pageType'> = {};
  const keep = (metric: Metric) => {
    if (metric.name === 'LCP') beacon.lcp = Math.round(metric.value);
    else if (metric.name === 'INP') beacon.inp = Math.round(metric.value);
    else if (metric.name === 'CLS') beacon.cls = Math.round(metric.value * 1000) / 1000;
  };
  onLCP(keep, { reportAllChanges: false });
  onINP(keep, { reportAllChanges: false });
  onCLS(keep, { reportAllChanges: false });
  const pageType = webVitalsPageTypeOf(resolvePath(window.location.pathname)?.route ?? null);
  let sent = false;
  // A page being unloaded may fire pagehide without visibilitychange: it sends then whatever the library has reported.
  const send = (event: Event) => {
    if (sent || (event.type === 'visibilitychange' && document.visibilityState !== 'hidden')) return;
    if (beacon.lcp === undefined && beacon.inp === undefined && beacon.cls === undefined) return;
    sent = true;
    // A string goes as text/plain, which sendBeacon may send without a preflight (Chromium refuses a JSON Blob).
    const body = JSON.stringify({ pageType, ...beacon });
    if (navigator.sendBeacon?.(WEB_VITALS_ENDPOINT, body)) return;
    fetch(WEB_VITALS_ENDPOINT, { method: 'POST', body, keepalive: true }).catch(() => {
      // A lost sample is not worth disturbing the visitor for.
    });
  };
  // On the document, so these run after web-vitals' own listeners (on the window, capturing) have reported.
  document.addEventListener('visibilitychange', send);
  window.addEventListener('pagehide', send);
}
