// The inline script that starts a page's scripts once it has painted
// (server-deferred-scripts.mjs writes it before the first placeholder). The
// same text on every page: the Content-Security-Policy allows it by its hash
// (src/security/page-security-headers.ts), as it does the Consent Mode defaults.

export const DEFERRED_SCRIPT_TYPE = 'immo/deferred';
export const DEFERRED_SRC_ATTRIBUTE = 'data-immo-src';
export const DEFERRED_SCRIPTS_LOADER_ID = 'immo-deferred-scripts';

/**
 * Starts them once the browser reports the first contentful paint (a
 * PerformanceObserver, so after that frame is on screen, not merely
 * drawn); without one, two animation frames. A hidden tab paints nothing,
 * so it starts them when the document is parsed; the timer covers a page
 * that never paints. Placeholders that stream in after the paint start when
 * the document is parsed. A started script is a plain `async` one, as Next
 * wrote it (React looks for it by that selector when it hydrates).
 */
export const DEFERRED_SCRIPTS_LOADER =
  '(function(d,w){var painted=false;' +
  'function start(){var list=d.querySelectorAll(' +
  `'script[${DEFERRED_SRC_ATTRIBUTE}]');` +
  'for(var i=0;i<list.length;i++){var p=list[i],s=d.createElement("script");' +
  `s.src=p.getAttribute('${DEFERRED_SRC_ATTRIBUTE}');s.async=true;` +
  'var v=p.getAttribute("integrity");if(v)s.integrity=v;' +
  'v=p.getAttribute("crossorigin");if(v!==null)s.crossOrigin=v;' +
  'p.parentNode.replaceChild(s,p)}}' +
  'function afterPaint(){if(!painted){painted=true;setTimeout(start,0)}}' +
  'if(d.hidden)painted=true;' +
  'else{var P=w.PerformanceObserver;' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();afterPaint()}}).observe({type:"paint",buffered:true});' +
  'else if(w.requestAnimationFrame)requestAnimationFrame(function(){requestAnimationFrame(afterPaint)});' +
  'else painted=true;' +
  'setTimeout(afterPaint,3000)}' +
  "d.addEventListener('DOMContentLoaded',function(){if(painted)start()})})(document,window)";
