import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsoleFrame } from '@/components/console/ConsoleFrame';
import { SiteEditorNav } from '@/components/console/site/SiteEditorNav';
import styles from '@/components/console/site/SiteEditor.module.css';
import { consolePageMetadata } from '@/lib/console/console-metadata';
import { siteConfigEditor } from '@/lib/console/site/site-config-bff';
import { siteEditorPaths } from '@/lib/console/site/site-editor-paths';
import { localeParams } from '@/lib/locale-params';

interface FrameRouteProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: FrameRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'ConsoleSite' });
  return consolePageMetadata(t('frame.title'));
}

/** The top bar's links and the footer's columns, each leading to its form. */
export default async function ConsoleSiteFramePage({ params }: FrameRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'ConsoleSite' });
  const editor = await siteConfigEditor();
  const paths = siteEditorPaths(locale);
  return (
    <ConsoleFrame locale={locale} section="site" title={t('frame.title')} intro={t('frame.intro')}>
      {editor ? (
        <>
          <SiteEditorNav locale={locale} current="frame" drafts={editor.drafts} />
          <h2>{t('frame.topBar')}</h2>
          <ul className={styles.list}>
            {editor.topBarItems.map((item) => (
              <li key={item.id}>
                <a href={paths.topBarItem(item.id)}>{item.name}</a> <code>{String(item.values['link'])}</code>
                {item.hasDraft ? ` — ${t('pages.draft')}` : ''}
              </li>
            ))}
          </ul>
          <h2>{t('frame.footer')}</h2>
          <ul className={styles.list}>
            {editor.footerBlocks.map((block) => (
              <li key={block.id}>
                <a href={paths.footerBlock(block.id)}>{block.name}</a>
                {block.hasDraft ? ` — ${t('pages.draft')}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </ConsoleFrame>
  );
}
