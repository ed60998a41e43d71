'use client';
import { FieldRow } from '@/components/forms/FieldRow';
import { FormShell } from '@/components/forms/FormShell';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { TextField } from '@/components/forms/TextField';
import { CvField } from './CvField';
import { FormChallenge, FormChallengeCaptcha } from './FormChallenge';
import type { PropertyFormProps } from './form-props';
import { PersonFields } from './PersonFields';
import styles from './PropertyForms.module.css';

/**
 * Applying to rent (`rent-application`): who, how many, what income, a CV,
 * and the rent appointment terms from the site configuration. No field asks
 * for the national register number or a criminal record extract. The CV and
 * the captcha share one challenge (FormChallenge): the BFF gives the
 * application only a CV sent under the challenge its answer is to.
 */
export default function RentApplicationForm({
  shell,
  texts,
  subjectId,
  challenge,
  captchaTexts,
  headingId,
}: PropertyFormProps) {
  const t = texts.rent;
  return (
    <FormShell
      {...shell}
      submitLabel={texts.submit}
      hidden={{ propertyId: subjectId }}
      defaultValues={{ propertyId: subjectId }}
      labelledBy={headingId}
    >
      <FormChallenge initial={challenge}>
        {t.terms.length > 0 && (
          <section className={styles.terms} aria-label={t.termsTitle}>
            <p>
              <strong>{t.termsTitle}</strong>
            </p>
            {t.terms.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </section>
        )}
        <PersonFields texts={texts.person} />
        <FieldRow>
          <TextField name="persons" label={t.occupants} inputMode="numeric" autoComplete="off" required short />
          <TextField name="monthlyIncome" label={t.income} inputMode="decimal" autoComplete="off" required />
        </FieldRow>
        <FieldRow>
          <TextField name="profession" label={t.profession} autoComplete="organization-title" />
          <TextField name="desiredStartDate" type="date" label={t.startDate} autoComplete="off" />
        </FieldRow>
        <CvField texts={t} locale={shell.locale} />
        <TextAreaField name="remark" label={texts.remark} maxLength={5000} />
        <FormChallengeCaptcha texts={captchaTexts} />
      </FormChallenge>
    </FormShell>
  );
}
