import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ConsoleFrame } from '@/components/console/ConsoleFrame';
import { LanguageFieldsets } from '@/components/console/site/LanguageFieldsets';
import { SiteEditorNav } from '@/components/console/site/SiteEditorNav';
import { SiteForm } from '@/components/console/site/SiteForm';
import styles from '@/components/console/site/SiteEditor.module.css';
import { TextField } from '@/components/forms/TextField';
import { consolePageMetadata } from '@/lib/console/console-metadata';
import { saveSiteForm } from '@/lib/console/site/site-config-actions';
import { siteConfigEditor } from '@/lib/console/site/site-config-bff';
import { siteEditorPaths } from '@/lib/console/site/site-editor-paths';
import { siteFormTexts } from '@/lib/console/site/site-form-texts';
import { localeParams } from '@/lib/locale-params';

interface FooterBlockRouteProps {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<{ done?: string | string[] }>;
}

export async function generateMetadata({ params }: FooterBlockRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'ConsoleSite' });
  return consolePageMetadata(t('frame.title'));
}

const WIDTHS = ['colSm', 'colMd', 'colLg'] as const;

/** One footer column: its title, short and full texts per language (each public or not), its order and widths. */
export default async function ConsoleFooterBlockPage({ params, searchParams }: FooterBlockRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const { id: rawId } = await params;
  const { done } = await searchParams;
  const t = await getTranslations({ locale, namespace: 'ConsoleSite' });
  const [editor, texts] = await Promise.all([siteConfigEditor(), siteFormTexts(locale)]);
  const block = editor?.footerBlocks.find((candidate) => candidate.id === Number(rawId));
  if (editor && !block) notFound();
  return (
    <ConsoleFrame
      locale={locale}
      section="site"
      title={block ? t('frame.editFooter', { name: block.name }) : t('frame.title')}
    >
      {editor && block ? (
        <>
          <SiteEditorNav
            locale={locale}
            current="frame"
            drafts={editor.drafts}
            done={typeof done === 'string' ? done : undefined}
          />
          <p>
            <a href={siteEditorPaths(locale).frame}>{t('frame.back')}</a>
          </p>
          {block.hasDraft ? <p>{t('hasDraft')}</p> : null}
          <SiteForm
            kind="footer-block"
            action={saveSiteForm.bind(null, 'footer-block', locale, block.id)}
            stored={block.values}
            texts={texts}
          >
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{t('frame.widths')}</legend>
              {WIDTHS.map((name) => (
                <TextField
                  key={name}
                  name={name}
                  label={t(`frame.${name}`)}
                  inputMode="numeric"
                  required
                  short
                  maxLength={2}
                />
              ))}
              <TextField name="sort" label={t('pages.sort')} inputMode="numeric" required short maxLength={6} />
            </fieldset>
            <LanguageFieldsets
              locale={locale}
              legend={(language) => t('settings.texts', { language })}
              fields={[
                { prefix: 'titles', label: (language) => t('frame.footerTitle', { language }) },
                {
                  prefix: 'introTexts',
                  label: (language) => t('frame.introText', { language }),
                  hint: t('frame.htmlHint'),
                  kind: 'long',
                },
                { prefix: 'introPublic', label: (language) => t('frame.introPublic', { language }), kind: 'checkbox' },
                {
                  prefix: 'fullTexts',
                  label: (language) => t('frame.fullText', { language }),
                  hint: t('frame.htmlHint'),
                  kind: 'long',
                },
                { prefix: 'fullPublic', label: (language) => t('frame.fullPublic', { language }), kind: 'checkbox' },
              ]}
            />
          </SiteForm>
        </>
      ) : null}
    </ConsoleFrame>
  );
}
