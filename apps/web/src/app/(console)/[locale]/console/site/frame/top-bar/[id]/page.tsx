import { TOP_BAR_ICONS } from '@immo/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ConsoleFrame } from '@/components/console/ConsoleFrame';
import { LanguageFieldsets } from '@/components/console/site/LanguageFieldsets';
import { SiteEditorNav } from '@/components/console/site/SiteEditorNav';
import { SiteForm } from '@/components/console/site/SiteForm';
import styles from '@/components/console/site/SiteEditor.module.css';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import { consolePageMetadata } from '@/lib/console/console-metadata';
import { saveSiteForm } from '@/lib/console/site/site-config-actions';
import { siteConfigEditor } from '@/lib/console/site/site-config-bff';
import { siteEditorPaths } from '@/lib/console/site/site-editor-paths';
import { siteFormTexts } from '@/lib/console/site/site-form-texts';
import { localeParams } from '@/lib/locale-params';

interface TopBarItemRouteProps {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<{ done?: string | string[] }>;
}

export async function generateMetadata({ params }: TopBarItemRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'ConsoleSite' });
  return consolePageMetadata(t('frame.title'));
}

/** One link of the top bar: its labels per language, where it leads, its icon, colour, order and status. */
export default async function ConsoleTopBarItemPage({ params, searchParams }: TopBarItemRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const { id: rawId } = await params;
  const { done } = await searchParams;
  const t = await getTranslations({ locale, namespace: 'ConsoleSite' });
  const [editor, texts] = await Promise.all([siteConfigEditor(), siteFormTexts(locale)]);
  const item = editor?.topBarItems.find((candidate) => candidate.id === Number(rawId));
  if (editor && !item) notFound();
  return (
    <ConsoleFrame
      locale={locale}
      section="site"
      title={item ? t('frame.editTopBar', { name: item.name }) : t('frame.title')}
    >
      {editor && item ? (
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
          {item.hasDraft ? <p>{t('hasDraft')}</p> : null}
          <SiteForm
            kind="top-bar-item"
            action={saveSiteForm.bind(null, 'top-bar-item', locale, item.id)}
            stored={item.values}
            texts={texts}
          >
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{t('frame.link')}</legend>
              <TextField name="link" label={t('frame.link')} hint={t('frame.linkHint')} required maxLength={500} />
              <SelectField
                name="icon"
                label={t('frame.icon')}
                placeholder={t('frame.iconNone')}
                options={TOP_BAR_ICONS.map((icon) => ({ value: icon, label: t(`frame.icons.${icon}`) }))}
              />
              <TextField name="colour" label={t('frame.colour')} hint={t('settings.bannerColourHint')} short />
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
            </fieldset>
            <LanguageFieldsets
              locale={locale}
              legend={(language) => t('settings.texts', { language })}
              fields={[{ prefix: 'labels', label: (language) => t('frame.label', { language }) }]}
            />
          </SiteForm>
        </>
      ) : null}
    </ConsoleFrame>
  );
}
