// The editor's own pages, the one shown marked; the drafts waiting, the
// preview, and publishing or dropping them all (forms: no JavaScript needed).
import type { Locale } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { settleDrafts } from '@/lib/console/site/site-config-actions';
import { siteEditorPaths } from '@/lib/console/site/site-editor-paths';
import { PreviewButton } from './PreviewButton';
import styles from './SiteEditor.module.css';

export type SiteEditorPage = 'settings' | 'visitHours' | 'pages' | 'frame' | 'changes';

interface SiteEditorNavProps {
  locale: Locale;
  current: SiteEditorPage;
  drafts: number;
  /** The query's outcome of the last action (?done=…). */
  done?: string;
}

const DONE = ['draft', 'published', 'unchanged', 'publish', 'discard', 'undone', 'failed'] as const;

export async function SiteEditorNav({ locale, current, drafts, done }: SiteEditorNavProps) {
  const t = await getTranslations({ locale, namespace: 'ConsoleSite' });
  const paths = siteEditorPaths(locale);
  const links: [SiteEditorPage, string][] = [
    ['settings', paths.home],
    ['visitHours', paths.visitHours],
    ['pages', paths.pages],
    ['frame', paths.frame],
    ['changes', paths.changes],
  ];
  const outcome = DONE.find((key) => key === done);
  return (
    <>
      <nav aria-label={t('nav.label')}>
        <ul className={styles.links}>
          {links.map(([name, href]) => (
            <li key={name}>
              <a href={href} aria-current={name === current ? 'page' : undefined}>
                {t(`nav.${name}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div role="status">
        {outcome ? (
          <p className={outcome === 'failed' ? styles.refused : styles.outcome}>{t(`done.${outcome}`)}</p>
        ) : null}
      </div>
      <section aria-labelledby="site-drafts">
        <p id="site-drafts">{t('drafts', { count: drafts })}</p>
        <p>{t('previewHint')}</p>
        <ul className={styles.links}>
          <li>
            <PreviewButton locale={locale} path={`/${locale}/`} label={t('preview')} />
          </li>
          <li>
            <a href={paths.endPreview}>{t('endPreview')}</a>
          </li>
          {drafts > 0 ? (
            <>
              <li>
                <form action={settleDrafts.bind(null, 'publish', locale)} className={styles.inline}>
                  <button type="submit" className={styles.linkButton}>
                    {t('publishAll')}
                  </button>
                </form>
              </li>
              <li>
                <form action={settleDrafts.bind(null, 'discard', locale)} className={styles.inline}>
                  <button type="submit" className={styles.linkButton}>
                    {t('discardAll')}
                  </button>
                </form>
              </li>
            </>
          ) : null}
        </ul>
      </section>
    </>
  );
}
