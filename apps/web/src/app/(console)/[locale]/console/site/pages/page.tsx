import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsoleFrame } from '@/components/console/ConsoleFrame';
import { SiteEditorNav } from '@/components/console/site/SiteEditorNav';
import styles from '@/components/console/site/SiteEditor.module.css';
import { consolePageMetadata } from '@/lib/console/console-metadata';
import { siteConfigEditor } from '@/lib/console/site/site-config-bff';
import { siteEditorPaths } from '@/lib/console/site/site-editor-paths';
import { localeParams } from '@/lib/locale-params';

interface PagesRouteProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: PagesRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'ConsoleSite' });
  return consolePageMetadata(t('pages.title'));
}

/** Every menu page, children under their parent's name, each with its path, status and whether a draft waits. */
export default async function ConsoleMenuPagesPage({ params }: PagesRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'ConsoleSite' });
  const editor = await siteConfigEditor();
  const paths = siteEditorPaths(locale);
  const nameOf = new Map(editor?.pages.map((page) => [String(page.id), page.name]) ?? []);
  return (
    <ConsoleFrame locale={locale} section="site" title={t('pages.title')} intro={t('pages.intro')}>
      {editor ? (
        <>
          <SiteEditorNav locale={locale} current="pages" drafts={editor.drafts} />
          <ul className={styles.list}>
            {editor.pages.map((page) => {
              const parent = nameOf.get(String(page.values['parentId']));
              return (
                <li key={page.id}>
                  <a href={paths.page(page.id)}>{parent ? `${parent} › ${page.name}` : page.name}</a>{' '}
                  <code>/{String(page.values['path'])}/</code> —{' '}
                  {t(`pages.statuses.${page.values['status'] === 'Published' ? 'Published' : 'Draft'}`)}
                  {page.hasDraft ? ` — ${t('pages.draft')}` : ''}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </ConsoleFrame>
  );
}
