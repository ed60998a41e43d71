import { WEEKDAYS } from '@immo/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsoleFrame } from '@/components/console/ConsoleFrame';
import { SiteEditorNav } from '@/components/console/site/SiteEditorNav';
import { SiteForm } from '@/components/console/site/SiteForm';
import styles from '@/components/console/site/SiteEditor.module.css';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { TextField } from '@/components/forms/TextField';
import { consolePageMetadata } from '@/lib/console/console-metadata';
import { saveSiteForm } from '@/lib/console/site/site-config-actions';
import { siteConfigEditor } from '@/lib/console/site/site-config-bff';
import { siteFormTexts } from '@/lib/console/site/site-form-texts';
import { localeParams } from '@/lib/locale-params';

interface VisitHoursRouteProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ done?: string | string[] }>;
}

export async function generateMetadata({ params }: VisitHoursRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'ConsoleSite' });
  return consolePageMetadata(t('visitHours.title'));
}

const NUMBERS = ['slotMinutes', 'visitorsPerSlot', 'changeCutoffHours', 'daysAhead', 'noticeHours'] as const;

/** Online visit booking's hours (used by the visit booking form): ranges per weekday, refused when they overlap. */
export default async function ConsoleVisitHoursPage({ params, searchParams }: VisitHoursRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const { done } = await searchParams;
  const t = await getTranslations({ locale, namespace: 'ConsoleSite' });
  const [editor, texts] = await Promise.all([siteConfigEditor(), siteFormTexts(locale)]);
  return (
    <ConsoleFrame locale={locale} section="site" title={t('visitHours.title')} intro={t('visitHours.intro')}>
      {editor ? (
        <>
          <SiteEditorNav
            locale={locale}
            current="visitHours"
            drafts={editor.drafts}
            done={typeof done === 'string' ? done : undefined}
          />
          {editor.visitHours.hasDraft ? <p>{t('hasDraft')}</p> : null}
          <SiteForm
            kind="visit-hours"
            action={saveSiteForm.bind(null, 'visit-hours', locale, null)}
            stored={editor.visitHours.values}
            texts={texts}
          >
            <CheckboxField name="enabled" label={t('visitHours.enabled')} summaryLabel={t('visitHours.enabled')} />
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{t('visitHours.weekly')}</legend>
              <p>{t('visitHours.weekdayHint')}</p>
              {WEEKDAYS.map((day) => (
                <TextField key={day} name={`weekly.${day}`} label={t(`visitHours.days.${day}`)} maxLength={200} />
              ))}
            </fieldset>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{t('visitHours.booking')}</legend>
              {NUMBERS.map((name) => (
                <TextField
                  key={name}
                  name={name}
                  label={t(`visitHours.${name}`)}
                  inputMode="numeric"
                  required
                  short
                  maxLength={4}
                />
              ))}
              <TextField
                name="closedDates"
                label={t('visitHours.closedDates')}
                hint={t('visitHours.closedDatesHint')}
              />
            </fieldset>
          </SiteForm>
        </>
      ) : null}
    </ConsoleFrame>
  );
}
