// @ts-check
// The inline script that starts a page's scripts once it has painted
// (server-deferred-scripts.mjs writes it before the first placeholder). The
// same text on every page: the Content-Security-Policy allows it by its hash
// (src/security/page-security-headers.ts), as it does the Consent Mode defaults.

export const DEFERRED_SCRIPT_TYPE = 'immo/deferred';
export const DEFERRED_SRC_ATTRIBUTE = 'data-immo-src';
export const DEFERRED_SCRIPTS_LOADER_ID = 'immo-deferred-scripts';

/** On <html> while the loader waits or its scripts load, then `ran`: what the load event used to tell (the e2e tests wait for it). */
export const DEFERRED_SCRIPTS_STATE_ATTRIBUTE = 'data-scripts';

/**
 * Starts them once the browser reports the first contentful paint (a
 * PerformanceObserver, so after that frame is on screen, not merely
 * drawn); without one, two animation frames. A hidden tab paints nothing,
 * so it starts them when the document is parsed; the timer covers a page
 * that never paints. Placeholders that stream in after the paint start when
 * the document is parsed. A started script is a plain `async` one, as Next
 * wrote it (React looks for it by that selector when it hydrates). Once
 * every script started has run (or failed) and the document is parsed,
 * the state attribute says `ran`.
 */
export const DEFERRED_SCRIPTS_LOADER =
  '(function(d,w){var painted=false,pending=0,h=d.documentElement;' +
  `h.setAttribute('${DEFERRED_SCRIPTS_STATE_ATTRIBUTE}','waiting');` +
  `function settle(){if(painted&&!pending&&d.readyState!=='loading')h.setAttribute('${DEFERRED_SCRIPTS_STATE_ATTRIBUTE}','ran')}` +
  'function ran(){pending--;settle()}' +
  'function start(){var list=d.querySelectorAll(' +
  `'script[${DEFERRED_SRC_ATTRIBUTE}]');` +
  'for(var i=0;i<list.length;i++){var p=list[i],s=d.createElement("script");' +
  `s.src=p.getAttribute('${DEFERRED_SRC_ATTRIBUTE}');s.async=true;` +
  'var v=p.getAttribute("integrity");if(v)s.integrity=v;' +
  'v=p.getAttribute("crossorigin");if(v!==null)s.crossOrigin=v;' +
  'pending++;s.onload=s.onerror=ran;' +
  'p.parentNode.replaceChild(s,p)}settle()}' +
  'function afterPaint(){if(!painted){painted=true;setTimeout(start,0)}}' +
  'if(d.hidden)painted=true;' +
  'else{var P=w.PerformanceObserver;' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();afterPaint()}}).observe({type:"paint",buffered:true});' +
  'else if(w.requestAnimationFrame)requestAnimationFrame(function(){requestAnimationFrame(afterPaint)});' +
  'else painted=true;' +
  'setTimeout(afterPaint,3000)}' +
  "d.addEventListener('DOMContentLoaded',function(){if(painted)start()})})(document,window)";
