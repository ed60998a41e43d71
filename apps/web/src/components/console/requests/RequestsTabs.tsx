import type { Locale } from '@immo/domain';
import { type RequestTab, requestPaths, requestTabs } from '@/lib/console/requests/request-paths';
import type { RequestsT } from './request-texts';
import styles from './Requests.module.css';

/** The section's four lists, this one marked. */
export function RequestsTabs({ locale, current, t }: { locale: Locale; current: RequestTab; t: RequestsT }) {
  const paths = requestPaths(locale);
  return (
    <nav aria-label={t('tabsLabel')}>
      <ul className={styles.tabs}>
        {requestTabs.map((tab) => (
          <li key={tab}>
            <a href={paths.tab(tab)} aria-current={tab === current ? 'page' : undefined}>
              {t(`tabs.${tab}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
