import {
  cityRegions,
  DEMAND_FREQUENCIES,
  ENERGY_FILTER_LABELS,
  energyLabelText,
  GOALS,
  PROPERTY_FEATURES,
  type CityRegion,
} from '@immo/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ZonePicker, type ZonePickerTexts } from '@/components/demand-register/ZonePicker';
import { CaptchaField } from '@/components/forms/captcha/CaptchaField';
import { ChoiceGroupField } from '@/components/forms/ChoiceGroupField';
import { ContactPersonFields } from '@/components/forms/ContactFields';
import { FieldRow } from '@/components/forms/FieldRow';
import { FormPage } from '@/components/forms/FormPage';
import { FormShell } from '@/components/forms/FormShell';
import { SelectField } from '@/components/forms/SelectField';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { TextField } from '@/components/forms/TextField';
import { listCities, listTypes } from '@/lib/bff';
import { captchaTexts } from '@/lib/forms/captcha-texts';
import { loadCaptchaChallenge } from '@/lib/forms/captcha-challenge';
import { formShellProps } from '@/lib/forms/form-shell-props';
import { localeParams } from '@/lib/locale-params';
import { staticPageMetadata } from '@/lib/page-metadata';
import { featureMessageKey } from '@/lib/subscriptions/alert-criteria';
import { zoneGroups } from '@/lib/subscriptions/zone-groups';
import styles from '@/components/forms/FormPage.module.css';

interface DemandRegisterRouteProps {
  params: Promise<{ locale: string }>;
}

const ORIGINAL_PATH = '/demand-register/';

export async function generateMetadata({ params }: DemandRegisterRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'DemandRegisterForm' });
  return staticPageMetadata(locale, ORIGINAL_PATH, t('title'), t('intro'));
}

const perRegion = (text: (region: CityRegion) => string) =>
  Object.fromEntries(cityRegions.map((region) => [region, text(region)])) as Record<CityRegion, string>;

/**
 * "Keep me informed" (spec §2 '/demand-register/', the menu's 'Tenez-moi
 * informé'): what the visitor looks for, where (region map and list), their
 * budget, living area, energy label and features, and how often to hear; stored unconfirmed until they confirm by
 * e-mail, then alerts after each import (apps/sync-worker/src/demands/).
 */
export default async function DemandRegisterPage({ params }: DemandRegisterRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const [t, tForm, tRegions, shell, challenge, captcha, types, cities] = await Promise.all([
    getTranslations({ locale, namespace: 'DemandRegisterForm' }),
    getTranslations({ locale, namespace: 'Form' }),
    getTranslations({ locale, namespace: 'Regions' }),
    formShellProps('demand-register', locale, ORIGINAL_PATH),
    loadCaptchaChallenge(),
    captchaTexts(locale),
    listTypes(locale),
    listCities(locale),
  ]);
  const groups = zoneGroups(cities.all);
  const regionNames = perRegion((region) => tRegions(region));
  const zoneTexts: ZonePickerTexts = {
    legend: t('zones'),
    hint: t('zonesHint'),
    mapLabel: t('mapLabel'),
    mapKeys: t('mapKeys'),
    regionNames,
    regionAll: perRegion((region) => t('regionAll', { region: regionNames[region] })),
    postcodesIn: perRegion((region) =>
      t('postcodesIn', {
        count: groups.find((group) => group.region === region)?.places.length ?? 0,
        region: regionNames[region],
      }),
    ),
  };
  return (
    <FormPage originalPath={ORIGINAL_PATH} title={t('title')} intro={t('intro')}>
      <FormShell {...shell} submitLabel={t('submit')} defaultValues={{ frequency: 'daily' }}>
        <fieldset className={styles.section}>
          <legend>{t('searchCriteria')}</legend>
          <ChoiceGroupField
            type="radio"
            name="goal"
            legend={tForm('goal')}
            options={GOALS.map((goal) => ({ value: goal, label: tForm('goalOption', { goal }) }))}
            required
            inline
          />
          <ChoiceGroupField
            type="checkbox"
            name="propertyTypes"
            legend={tForm('propertyTypes')}
            options={types
              .filter((type) => type.Sale || type.Rent)
              .map((type) => ({ value: String(type.WebID), label: type.Name }))}
            required
          />
          <ZonePicker groups={groups} texts={zoneTexts} />
          <fieldset className={styles.section}>
            <legend className={styles.sectionTitle}>{t('budget')}</legend>
            <FieldRow>
              <TextField
                name="budgetMin"
                label={tForm('budgetMin')}
                inputMode="numeric"
                autoComplete="off"
                hint={t('budgetHint')}
              />
              <TextField name="budgetMax" label={tForm('budgetMax')} inputMode="numeric" autoComplete="off" />
            </FieldRow>
            <TextField name="bedroomsMin" label={tForm('bedroomsMin')} inputMode="numeric" autoComplete="off" short />
          </fieldset>
          <fieldset className={styles.section}>
            <legend className={styles.sectionTitle}>{t('livingArea')}</legend>
            <FieldRow>
              <TextField
                name="livingAreaMin"
                label={t('livingAreaMin')}
                inputMode="numeric"
                autoComplete="off"
                hint={t('livingAreaHint')}
              />
              <TextField name="livingAreaMax" label={t('livingAreaMax')} inputMode="numeric" autoComplete="off" />
            </FieldRow>
          </fieldset>
          <SelectField
            name="maxEnergy"
            label={t('maxEnergy')}
            placeholder={t('energyAny')}
            options={ENERGY_FILTER_LABELS.map((label) => ({ value: label, label: energyLabelText(label) }))}
          />
          <ChoiceGroupField
            type="checkbox"
            name="features"
            legend={t('features')}
            options={PROPERTY_FEATURES.map((feature) => ({
              value: feature,
              label: t('featureOption', { feature: featureMessageKey(feature) }),
            }))}
          />
          <ChoiceGroupField
            type="radio"
            name="frequency"
            legend={t('frequency')}
            options={DEMAND_FREQUENCIES.map((frequency) => ({
              value: frequency,
              label: t('frequencyOption', { frequency }),
            }))}
            required
          />
        </fieldset>
        <fieldset className={styles.section}>
          <legend>{t('yourDetails')}</legend>
          <ContactPersonFields locale={locale} />
          <TextAreaField name="remark" label={tForm('remark')} maxLength={5000} />
        </fieldset>
        <CaptchaField challenge={challenge} texts={captcha} />
        <p>{t('confirmNotice')}</p>
      </FormShell>
    </FormPage>
  );
}
