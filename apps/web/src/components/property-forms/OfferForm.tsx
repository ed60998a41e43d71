'use client';
import { CaptchaField } from '@/components/forms/captcha/CaptchaField';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { FieldRow } from '@/components/forms/FieldRow';
import { FormShell } from '@/components/forms/FormShell';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { TextField } from '@/components/forms/TextField';
import type { PropertyFormProps } from './form-props';
import { OfferAmountFields } from './OfferAmountFields';
import { PersonFields } from './PersonFields';
import styles from './PropertyForms.module.css';

/**
 * An offer to buy (`offer`), as a signed paper offer has it: the price in
 * digits and words, the period, place and date, buyers A and B, the offer's
 * validity and an optional loan condition, and the 10 % advance terms to accept.
 */
export default function OfferForm({ shell, texts, subjectId, challenge, captchaTexts, headingId }: PropertyFormProps) {
  const t = texts.offer;
  return (
    <FormShell
      {...shell}
      submitLabel={texts.submit}
      hidden={{ propertyId: subjectId }}
      defaultValues={{ propertyId: subjectId }}
      labelledBy={headingId}
    >
      <fieldset className={styles.section}>
        <legend>{t.amount}</legend>
        <OfferAmountFields locale={shell.locale} texts={t} />
        <FieldRow>
          <TextField name="startDate" type="date" label={t.startDate} autoComplete="off" required />
          <TextField name="endDate" type="date" label={t.endDate} autoComplete="off" required />
        </FieldRow>
        <TextAreaField name="conditions" label={t.conditions} maxLength={5000} />
      </fieldset>
      <fieldset className={styles.section}>
        <legend>{t.personA}</legend>
        <PersonFields texts={texts.person} prefix="personA." address />
      </fieldset>
      <fieldset className={styles.section}>
        <legend>{t.personB}</legend>
        <PersonFields texts={texts.person} prefix="personB." address other optional />
      </fieldset>
      <fieldset className={styles.section}>
        <legend>{t.financingLegend}</legend>
        <p className={styles.note}>{t.financingHint}</p>
        <FieldRow>
          <TextField name="financing.amount" label={t.financingAmount} inputMode="decimal" autoComplete="off" />
          <TextField name="financing.bankDeadline" type="date" label={t.bankDeadline} autoComplete="off" />
        </FieldRow>
      </fieldset>
      <fieldset className={styles.section}>
        <legend>{t.signDate}</legend>
        <FieldRow>
          <TextField name="place" label={t.place} autoComplete="address-level2" required />
          <TextField name="signDate" type="date" label={t.signDate} autoComplete="off" required />
        </FieldRow>
        <TextField
          name="validityDate"
          type="date"
          label={t.validUntil}
          hint={t.validityHint}
          autoComplete="off"
          required
        />
        <div className={styles.terms}>
          <p>{t.advanceNotice}</p>
          <p>{t.binding}</p>
        </div>
        <CheckboxField name="acceptTerms" label={t.acceptTerms} summaryLabel={t.acceptTerms} required />
      </fieldset>
      <CaptchaField challenge={challenge} texts={captchaTexts} />
    </FormShell>
  );
}
