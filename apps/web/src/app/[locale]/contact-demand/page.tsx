import { PROPERTY_TYPE_KEYS, GOALS } from '@immo/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CaptchaField } from '@/components/forms/captcha/CaptchaField';
import { ChoiceGroupField } from '@/components/forms/ChoiceGroupField';
import { ContactPersonFields, ContactPreferenceField, TimeSlotsField } from '@/components/forms/ContactFields';
import { FieldRow } from '@/components/forms/FieldRow';
import { FormPage } from '@/components/forms/FormPage';
import { FormShell } from '@/components/forms/FormShell';
import { SelectField } from '@/components/forms/SelectField';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { TextField } from '@/components/forms/TextField';
import { captchaTexts } from '@/lib/forms/captcha-texts';
import { loadCaptchaChallenge } from '@/lib/forms/captcha-challenge';
import { formShellProps } from '@/lib/forms/form-shell-props';
import { localeParams } from '@/lib/locale-params';
import { staticPageMetadata } from '@/lib/page-metadata';
import styles from '@/components/forms/FormPage.module.css';

interface ValuationRouteProps {
  params: Promise<{ locale: string }>;
}

const ORIGINAL_PATH = '/contact-demand/';

export async function generateMetadata({ params }: ValuationRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'FreeValuationForm' });
  return staticPageMetadata(locale, ORIGINAL_PATH, t('title'), t('intro'));
}

/** The free valuation (spec §2 '/contact-demand/', the header's button): the property's address, its type, and who to call back. */
export default async function FreeValuationPage({ params }: ValuationRouteProps) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const [t, tForm, shell, challenge, captcha] = await Promise.all([
    getTranslations({ locale, namespace: 'FreeValuationForm' }),
    getTranslations({ locale, namespace: 'Form' }),
    formShellProps('contact-demand', locale, ORIGINAL_PATH),
    loadCaptchaChallenge(),
    captchaTexts(locale),
  ]);
  return (
    <FormPage originalPath={ORIGINAL_PATH} title={t('title')} intro={t('intro')}>
      <FormShell {...shell} submitLabel={t('submit')}>
        <fieldset className={styles.section}>
          <legend>{t('propertyAddress')}</legend>
          <FieldRow>
            <TextField name="street" label={tForm('street')} autoComplete="off" required />
            <TextField name="houseNumber" label={tForm('houseNumber')} autoComplete="off" required short />
            <TextField name="boxNr" label={tForm('box')} autoComplete="off" short />
          </FieldRow>
          <FieldRow>
            <TextField name="zip" label={tForm('zip')} autoComplete="off" inputMode="numeric" required short />
            <TextField name="city" label={tForm('city')} autoComplete="off" required />
          </FieldRow>
          <SelectField
            name="propertyType"
            label={tForm('propertyType')}
            placeholder={tForm('selectPlaceholder')}
            options={PROPERTY_TYPE_KEYS.map((type) => ({ value: type, label: t('propertyTypeOption', { type }) }))}
            required
          />
          <ChoiceGroupField
            type="radio"
            name="goal"
            legend={t('goal')}
            options={GOALS.map((goal) => ({ value: goal, label: t('goalOption', { goal }) }))}
            inline
          />
        </fieldset>
        <fieldset className={styles.section}>
          <legend>{t('yourDetails')}</legend>
          <ContactPersonFields locale={locale} />
          <TextAreaField name="remark" label={tForm('remark')} maxLength={5000} />
          <ContactPreferenceField locale={locale} />
          <TimeSlotsField locale={locale} />
        </fieldset>
        <CaptchaField challenge={challenge} texts={captcha} />
      </FormShell>
    </FormPage>
  );
}
