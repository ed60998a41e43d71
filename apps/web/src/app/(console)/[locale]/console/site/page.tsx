import { locales } from '@immo/domain';
import { marqueeWord } from '@immo/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsoleFrame } from '@/components/console/ConsoleFrame';
import { LanguageFieldsets } from '@/components/console/site/LanguageFieldsets';
import { SiteEditorNav } from '@/components/console/site/SiteEditorNav';
import { SiteForm } from '@/components/console/site/SiteForm';
import styles from '@/components/console/site/SiteEditor.module.css';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import { consolePageMetadata } from '@/lib/console/console-metadata';
import { saveSiteForm } from '@/lib/console/site/site-config-actions';
import { siteConfigEditor } from '@/lib/console/site/site-config-bff';
import { siteFormTexts } from '@/lib/console/site/site-form-texts';
import { localeParams } from '@/lib/locale-params';

interface SiteRouteProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ done?: string | string[] }>;
}

export async function generateMetadata({ params }: SiteRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'ConsoleSite' });
  return consolePageMetadata(t('title'));
}

const BANNER_KINDS = ['image', 'gallery', 'video', 'color'] as const;
const SWITCHES = ['topBarShow', 'showSearchInput', 'showSearchButton', 'showCountProperty', 'showSearchCount'] as const;

/** The agency's facts, the home banner, the search block's switches and the tracking ids: one form, saved as a draft or published. */
export default async function ConsoleSitePage({ params, searchParams }: SiteRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const { done } = await searchParams;
  const [t, tCrm] = await Promise.all([
    getTranslations({ locale, namespace: 'ConsoleSite' }),
    getTranslations({ locale, namespace: 'CrmValues' }),
  ]);
  // The CRM's status numbers with their names, so nobody needs the CRM's manual to fill the list.
  const marqueeCodes = [1, 2, 3, 4, 5]
    .flatMap((code) => {
      const word = marqueeWord(code);
      return word ? [`${code} ${tCrm('marquee', { value: word })}`] : [];
    })
    .join(', ');
  // Null without a session: ConsoleFrame then sends the browser to the login.
  const [editor, texts] = await Promise.all([siteConfigEditor(), siteFormTexts(locale)]);
  return (
    <ConsoleFrame locale={locale} section="site" title={t('title')} intro={t('intro')}>
      {editor ? (
        <>
          <SiteEditorNav
            locale={locale}
            current="settings"
            drafts={editor.drafts}
            done={typeof done === 'string' ? done : undefined}
          />
          <h2 id="settings-form">{t('nav.settings')}</h2>
          {editor.settings.hasDraft ? <p>{t('hasDraft')}</p> : null}
          <SiteForm
            kind="settings"
            action={saveSiteForm.bind(null, 'settings', locale, null)}
            stored={editor.settings.values}
            texts={texts}
            labelledBy="settings-form"
          >
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{t('settings.agency')}</legend>
              <TextField
                name="phone"
                label={t('settings.phone')}
                hint={t('settings.phoneHint')}
                type="tel"
                required
                autoComplete="off"
              />
              <TextField
                name="whatsapp"
                label={t('settings.whatsapp')}
                hint={t('settings.whatsappHint')}
                type="tel"
                autoComplete="off"
              />
              <TextField
                name="email"
                label={t('settings.email')}
                hint={t('settings.emailHint')}
                type="email"
                autoComplete="off"
              />
              <SelectField
                name="agencyLocale"
                label={t('settings.agencyLocale')}
                hint={t('settings.agencyLocaleHint')}
                placeholder={t('settings.agencyLocalePlaceholder')}
                options={locales.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
              />
            </fieldset>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{t('settings.banner')}</legend>
              <SelectField
                name="bannerKind"
                label={t('settings.bannerKind')}
                hint={t('settings.bannerKindHint')}
                placeholder={t('settings.bannerKindPlaceholder')}
                options={BANNER_KINDS.map((kind) => ({ value: kind, label: t(`settings.bannerKinds.${kind}`) }))}
              />
              <TextField
                name="bannerUrl"
                label={t('settings.bannerUrl')}
                hint={t('settings.bannerUrlHint')}
                maxLength={500}
              />
              <TextField
                name="bannerColour"
                label={t('settings.bannerColour')}
                hint={t('settings.bannerColourHint')}
                short
              />
            </fieldset>
            <LanguageFieldsets
              locale={locale}
              legend={(language) => t('settings.texts', { language })}
              fields={[
                {
                  prefix: 'searchTitles',
                  label: (language) => t('settings.bannerTitle', { language }),
                  hint: t('settings.bannerTitleHint'),
                },
                {
                  prefix: 'bannerAlt',
                  label: (language) => t('settings.bannerAlt', { language }),
                  hint: t('settings.bannerAltHint'),
                },
                {
                  prefix: 'copyright',
                  label: (language) => t('settings.copyright', { language }),
                  hint: t('settings.copyrightHint'),
                },
              ]}
            />
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{t('settings.search')}</legend>
              {SWITCHES.map((name) => (
                <CheckboxField
                  key={name}
                  name={name}
                  label={t(`settings.${name}`)}
                  summaryLabel={t(`settings.${name}`)}
                  hint={t(`settings.${name}Hint`)}
                />
              ))}
              <TextField
                name="marqueeIgnoreList"
                label={t('settings.marqueeIgnoreList')}
                hint={t('settings.marqueeIgnoreListHint', { codes: marqueeCodes })}
              />
            </fieldset>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{t('settings.tracking')}</legend>
              <TextField name="gtmId" label={t('settings.gtmId')} hint={t('settings.gtmIdHint')} maxLength={40} />
              <TextField
                name="metaPixelId"
                label={t('settings.metaPixelId')}
                hint={t('settings.metaPixelIdHint')}
                inputMode="numeric"
                maxLength={40}
              />
            </fieldset>
          </SiteForm>
        </>
      ) : null}
    </ConsoleFrame>
  );
}
