'use client';

import { createContext, useContext, useEffect, type ReactNode } from 'react';
import styles from './ErrorTexts.module.css';

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

interface ErrorProps {
  error: Error & { digest?: string };
  reset: () => void;
}

/**
 * The `[locale]` segment's error boundary (app/[locale]/error.tsx re-exports
 * it). It lives here, in the frame's own script, because a file of its own
 * was one more script, over a kilobyte with its headers, on every first visit.
 *
 * What visitors see when a page fails to render during a navigation in the
 * browser, in practice because the BFF could not be reached or answered an
 * error: the spec's API-failure message (§8) and a way to retry. The layout,
 * and so the language, stay in place. A page loaded from the server that
 * fails gets the plain API-failure page instead (server-failure-page.mjs):
 * Next.js would send this boundary as an empty shell, filled by JavaScript.
 */
export function LocaleErrorBoundary({ error, reset }: ErrorProps) {
  const texts = useErrorTexts();

  useEffect(() => {
    // Server errors are logged on the server with this digest; keep the link.
    console.error(error.digest ?? error);
  }, [error]);

  return (
    <main id="main" className="container page">
      <div role="alert" className={styles.panel}>
        <h1>{texts.title}</h1>
        <p>{texts.text}</p>
      </div>
      <p className="actions">
        <button type="button" onClick={reset}>
          {texts.retry}
        </button>{' '}
        {/* A full page load: the home page may be the page that failed. */}
        <a href={texts.homeHref}>{texts.homeLink}</a>
      </p>
    </main>
  );
}
