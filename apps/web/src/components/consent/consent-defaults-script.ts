import { CONSENT_MODE_DEFAULTS, CONSENT_RESET_PARAM } from '@immo/domain';
import { CONSENT_HIDDEN_ATTRIBUTE } from './banner-attributes';

/**
 * The <head> script of every page (see ConsentModeDefaults): the same text
 * everywhere, so the Content-Security-Policy allows it by its hash
 * (src/proxy.ts) rather than by the answer's nonce.
 */
export const CONSENT_DEFAULTS_SCRIPT =
  'window.dataLayer=window.dataLayer||[];' +
  'window.gtag=window.gtag||function(){window.dataLayer.push(arguments)};' +
  `window.gtag('consent','default',${JSON.stringify(CONSENT_MODE_DEFAULTS)});` +
  'try{var l=location;if(/preview/i.test(l.pathname)||' +
  `(!new URLSearchParams(l.search).has(${JSON.stringify(CONSENT_RESET_PARAM)})&&localStorage.getItem('consent')==='true'))` +
  `document.documentElement.setAttribute(${JSON.stringify(CONSENT_HIDDEN_ATTRIBUTE)},'')}catch(e){}`;
