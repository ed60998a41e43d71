'use client';

import { useEffect } from 'react';
import { useErrorTexts } from '@/components/ErrorTexts';
import styles from './error.module.css';

interface ErrorProps {
  error: Error & { digest?: string };
  reset: () => void;
}

/**
 * What visitors see when a page fails to render during a navigation in the
 * browser, in practice because the BFF could not be reached or answered an
 * error: the spec's API-failure message (§8) and a way to retry. The layout,
 * and so the language, stay in place. A page loaded from the server that
 * fails gets the plain API-failure page instead (server-failure-page.mjs):
 * Next.js would send this boundary as an empty shell, filled by JavaScript.
 */
export default function ErrorBoundary({ error, reset }: ErrorProps) {
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
        <a href={texts.homeHref}>
          {texts.homeLink}
        </a>
      </p>
    </main>
  );
}
