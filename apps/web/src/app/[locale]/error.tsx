'use client';

import { useLocale, useTranslations } from 'next-intl';
import { localizePath } from '@immo/i18n';
import { useEffect } from 'react';

interface ErrorProps {
  error: Error & { digest?: string };
  reset: () => void;
}

/**
 * What visitors see when a page fails to render, in practice because the BFF
 * could not be reached or answered an error: the spec's API-failure message
 * (§8) and a way to retry. The layout, and so the language, stay in place.
 */
export default function ErrorBoundary({ error, reset }: ErrorProps) {
  const t = useTranslations('Errors');
  const tPage = useTranslations('ErrorPage');
  const locale = useLocale();

  useEffect(() => {
    // Server errors are logged on the server with this digest; keep the link.
    console.error(error.digest ?? error);
  }, [error]);

  return (
    <main id="main" className="container page">
      <div role="alert" className="error-panel">
        <h1>{t('apiErrorLabel')}</h1>
        <p>{t('apiError')}</p>
      </div>
      <p className="actions">
        <button type="button" onClick={reset}>
          {tPage('retry')}
        </button>{' '}
        {/* A full page load: the home page may be the page that failed. */}
        <a href={localizePath('/', locale)}>{tPage('homeLink')}</a>
      </p>
    </main>
  );
}
