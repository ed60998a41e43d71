import { useTranslations } from 'next-intl';
import styles from './Frame.module.css';

/** First focusable element: keyboard users jump past the header. */
export function SkipLink() {
  const t = useTranslations('Header');
  return (
    <a href="#main" className={`skip-link ${styles.skipLink}`}>
      {t('skipToContent')}
    </a>
  );
}
