import { useTranslations } from 'next-intl';

/** First focusable element: keyboard users jump past the header. */
export function SkipLink() {
  const t = useTranslations('Header');
  return (
    <a href="#main" className="skip-link">
      {t('skipToContent')}
    </a>
  );
}
