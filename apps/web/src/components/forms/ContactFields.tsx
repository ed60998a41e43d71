// The field sets every visitor form shares, with their texts resolved on the
// server: the client components receive strings only.
import { CONTACT_PREFERENCES, CONTACT_TIME_SLOTS, CONTACT_TITLES, type Locale } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { ChoiceGroupField } from './ChoiceGroupField';
import { FieldRow } from './FieldRow';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

interface LocaleProps {
  locale: Locale;
  /** A prefix for nested names (`personA.`); empty for the visitor's own fields. */
  prefix?: string;
}

export async function TitleField({ locale, prefix = '' }: LocaleProps) {
  const t = await getTranslations({ locale, namespace: 'Form' });
  return (
    <SelectField
      name={`${prefix}title`}
      label={t('title')}
      placeholder={t('titlePlaceholder')}
      options={CONTACT_TITLES.map((title) => ({ value: title, label: t('titleOption', { title }) }))}
      autoComplete={prefix ? 'off' : 'honorific-prefix'}
      required
    />
  );
}

/** Title, first and last name, e-mail and phone, with their autocomplete tokens. */
export async function ContactPersonFields({ locale, prefix = '' }: LocaleProps) {
  const t = await getTranslations({ locale, namespace: 'Form' });
  // Another person's fields (an offer's person B) are not the visitor's own: no autofill.
  const token = <T extends string>(value: T) => (prefix ? 'off' : value);
  return (
    <>
      <TitleField locale={locale} prefix={prefix} />
      <FieldRow>
        <TextField name={`${prefix}firstName`} label={t('firstName')} autoComplete={token('given-name')} required />
        <TextField name={`${prefix}lastName`} label={t('lastName')} autoComplete={token('family-name')} required />
      </FieldRow>
      <FieldRow>
        <TextField name={`${prefix}email`} type="email" label={t('email')} autoComplete={token('email')} required />
        <TextField name={`${prefix}phone`} type="tel" label={t('phone')} autoComplete={token('tel')} required />
      </FieldRow>
    </>
  );
}

export async function ContactPreferenceField({ locale }: LocaleProps) {
  const t = await getTranslations({ locale, namespace: 'Form' });
  return (
    <ChoiceGroupField
      type="radio"
      name="contactPreference"
      legend={t('contactPreference')}
      options={CONTACT_PREFERENCES.map((channel) => ({ value: channel, label: t('contactBy', { channel }) }))}
      inline
    />
  );
}

/** The spec's three call-back slots, the same hours in every language (decisions.md). */
export async function TimeSlotsField({ locale }: LocaleProps) {
  const t = await getTranslations({ locale, namespace: 'Form' });
  return (
    <ChoiceGroupField
      type="checkbox"
      name="timeSlots"
      legend={t('timeSlots')}
      options={CONTACT_TIME_SLOTS.map((slot) => ({ value: slot, label: slot.replace('-', ' – ') }))}
      inline
    />
  );
}
