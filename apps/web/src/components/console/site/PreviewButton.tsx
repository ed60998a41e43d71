// Switches the operator's preview on and shows `path`: a plain form that posts
// to the preview route (works without JavaScript). A POST, so that no link,
// from this site or another, can put an operator in preview.
import type { Locale } from '@immo/domain';
import { siteEditorPaths } from '@/lib/console/site/site-editor-paths';
import styles from './SiteEditor.module.css';

export function PreviewButton({ locale, path, label }: { locale: Locale; path: string; label: string }) {
  return (
    <form method="post" action={siteEditorPaths(locale).preview} className={styles.inline}>
      <input type="hidden" name="path" value={path} />
      <button type="submit" className={styles.linkButton}>
        {label}
      </button>
    </form>
  );
}
