'use client';

import { useEffect } from 'react';

/** The local storage key of the visitor's language (the spec caches it there). */
export const LANGUAGE_STORAGE_KEY = 'lng';

/** next-intl's cookie, which the proxy reads for an unprefixed URL (src/proxy.ts). */
const LOCALE_COOKIE = 'NEXT_LOCALE';

/**
 * Keeps the language shown in local storage, as the spec asks. The server
 * cannot read local storage, so the redirect of an unprefixed URL relies on
 * next-intl's NEXT_LOCALE cookie, which holds the same value. Written here,
 * not by the server: a page a shared cache keeps sets no cookie
 * (security/shared-page.ts). A session cookie, as next-intl's.
 */
export function LanguageMemory({ locale }: { locale: string }) {
  useEffect(() => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; SameSite=Lax${secure}`;
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
    } catch {
      // storage blocked: the cookie still remembers
    }
  }, [locale]);
  return null;
}
