import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ConsoleFrame } from '@/components/console/ConsoleFrame';
import { LanguageFieldsets } from '@/components/console/site/LanguageFieldsets';
import { PreviewButton } from '@/components/console/site/PreviewButton';
import { SiteEditorNav } from '@/components/console/site/SiteEditorNav';
import { SiteForm } from '@/components/console/site/SiteForm';
import styles from '@/components/console/site/SiteEditor.module.css';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import { consolePageMetadata } from '@/lib/console/console-metadata';
import { saveSiteForm } from '@/lib/console/site/site-config-actions';
import { siteConfigEditor } from '@/lib/console/site/site-config-bff';
import { siteEditorPaths } from '@/lib/console/site/site-editor-paths';
import { siteFormTexts } from '@/lib/console/site/site-form-texts';
import { localeParams } from '@/lib/locale-params';
import { menuHref } from '@/components/frame/menu-links';

interface MenuPageRouteProps {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<{ done?: string | string[] }>;
}

export async function generateMetadata({ params }: MenuPageRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'ConsoleSite' });
  return consolePageMetadata(t('pages.title'));
}

/** One menu page: its path, place, status and switches, its texts per language, and an external redirect. */
export default async function ConsoleMenuPagePage({ params, searchParams }: MenuPageRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const { id: rawId } = await params;
  const { done } = await searchParams;
  const t = await getTranslations({ locale, namespace: 'ConsoleSite' });
  const [editor, texts] = await Promise.all([siteConfigEditor(), siteFormTexts(locale)]);
  const id = Number(rawId);
  const page = editor?.pages.find((candidate) => candidate.id === id);
  if (editor && !page) notFound();
  const paths = siteEditorPaths(locale);
  return (
    <ConsoleFrame locale={locale} section="site" title={page ? t('pages.edit', { name: page.name }) : t('pages.title')}>
      {editor && page ? (
        <>
          <SiteEditorNav
            locale={locale}
            current="pages"
            drafts={editor.drafts}
            done={typeof done === 'string' ? done : undefined}
          />
          <ul className={styles.links}>
            <li>
              <a href={paths.pages}>{t('pages.back')}</a>
            </li>
            <li>
              <PreviewButton
                locale={locale}
                path={menuHref({ path: String(page.values['path']), redirectUrl: null }, locale)}
                label={t('pages.previewPage')}
              />
            </li>
          </ul>
          {page.hasDraft ? <p>{t('hasDraft')}</p> : null}
          <SiteForm
            kind="page"
            action={saveSiteForm.bind(null, 'page', locale, page.id)}
            stored={page.values}
            texts={texts}
          >
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{t('pages.place')}</legend>
              <TextField name="path" label={t('pages.path')} hint={t('pages.pathHint')} required maxLength={80} />
              <SelectField
                name="parentId"
                label={t('pages.parent')}
                placeholder={t('pages.parentNone')}
                options={editor.pages
                  .filter((other) => other.id !== page.id)
                  .map((other) => ({ value: String(other.id), label: other.name }))}
              />
              <SelectField
                name="status"
                label={t('pages.status')}
                placeholder="—"
                required
                options={(['Published', 'Draft'] as const).map((status) => ({
                  value: status,
                  label: t(`pages.statuses.${status}`),
                }))}
              />
              <TextField name="sort" label={t('pages.sort')} inputMode="numeric" required short maxLength={6} />
              <CheckboxField
                name="hiddenInMenu"
                label={t('pages.hiddenInMenu')}
                summaryLabel={t('pages.hiddenInMenu')}
              />
              <CheckboxField name="isActiveSeo" label={t('pages.isActiveSeo')} summaryLabel={t('pages.isActiveSeo')} />
              <CheckboxField name="redirect" label={t('pages.redirect')} summaryLabel={t('pages.redirect')} />
              <TextField
                name="redirectUrl"
                label={t('pages.redirectUrl')}
                hint={t('pages.redirectUrlHint')}
                type="url"
                maxLength={500}
              />
            </fieldset>
            <LanguageFieldsets
              locale={locale}
              legend={(language) => t('pages.texts', { language })}
              fields={[
                { prefix: 'titles', label: (language) => t('pages.pageTitle', { language }) },
                { prefix: 'descriptions', label: (language) => t('pages.description', { language }), kind: 'long' },
                { prefix: 'ogTitles', label: (language) => t('pages.ogTitle', { language }) },
                { prefix: 'ogDescriptions', label: (language) => t('pages.ogDescription', { language }), kind: 'long' },
              ]}
            />
          </SiteForm>
        </>
      ) : null}
    </ConsoleFrame>
  );
}
