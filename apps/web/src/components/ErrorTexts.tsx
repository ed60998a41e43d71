'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** The error boundary's sentences, resolved by the layout on the server. */
export interface ErrorTexts {
  title: string;
  text: string;
  retry: string;
  homeLink: string;
  /** The home page in the visitor's language, from the route table (localizePath). */
  homeHref: string;
}

const ErrorTextsContext = createContext<ErrorTexts | null>(null);

/**
 * Hands the error boundary (a client component by Next's rules) its four
 * sentences. A plain context rather than next-intl's client provider: that
 * would ship the ICU message formatter to every page for text without any
 * placeholder.
 */
export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <ErrorTextsContext.Provider value={texts}>{children}</ErrorTextsContext.Provider>;
}

export function useErrorTexts(): ErrorTexts {
  const texts = useContext(ErrorTextsContext);
  if (!texts) throw new Error('useErrorTexts needs an ErrorTextsProvider (the locale layout).');
  return texts;
}
