// Tells an operator in preview (draft mode) that the page shows unpublished
// drafts, with the way out, on every public page: nobody else ever sees it,
// since only an operator's session turns the preview on.
import type { Locale } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { isPreview } from '@/lib/console/site-preview';
import { siteEditorPaths } from '@/lib/console/site/site-editor-paths';
import styles from './SiteEditor.module.css';

export async function PreviewNotice({ locale }: { locale: Locale }) {
  if (!(await isPreview())) return null;
  const t = await getTranslations({ locale, namespace: 'ConsoleSite' });
  const paths = siteEditorPaths(locale);
  return (
    <aside className={styles.previewNotice} aria-label={t('previewLabel')}>
      <p>
        {t('previewNotice')} <a href={paths.home}>{t('title')}</a> · <a href={paths.endPreview}>{t('endPreview')}</a>
      </p>
    </aside>
  );
}
