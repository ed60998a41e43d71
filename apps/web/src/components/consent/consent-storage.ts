// The visitor's stored choice: what the banner needs as the page starts. The tags themselves (tags.ts)
// load only once a choice allows them.
import { CONSENT_FLAG_NAMES, CONSENT_RESET_PARAM, readConsentFlags, type ConsentFlags } from '@immo/domain';

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
