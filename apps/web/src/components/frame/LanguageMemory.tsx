'use client';

import { useEffect } from 'react';

/** The local storage key of the visitor's language (the spec caches it there). */
export const LANGUAGE_STORAGE_KEY = 'lng';

/**
 * Keeps the language shown in local storage, as the spec asks. The server
 * cannot read local storage, so the redirect of an unprefixed URL relies on
 * next-intl's NEXT_LOCALE cookie, which holds the same value.
 */
export function LanguageMemory({ locale }: { locale: string }) {
  useEffect(() => {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
    } catch {
      // storage blocked: the cookie still remembers
    }
  }, [locale]);
  return null;
}
