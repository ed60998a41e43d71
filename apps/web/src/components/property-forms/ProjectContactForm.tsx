'use client';
import { CaptchaField } from '@/components/forms/captcha/CaptchaField';
import { ChoiceGroupField } from '@/components/forms/ChoiceGroupField';
import { FormShell } from '@/components/forms/FormShell';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { TextField } from '@/components/forms/TextField';
import type { PropertyFormProps } from './form-props';
import { PersonFields } from './PersonFields';

/** A request about a construction project (`contact-construction`), and the unit the visitor looks at. */
export default function ProjectContactForm({
  shell,
  texts,
  subjectId,
  challenge,
  captchaTexts,
  headingId,
}: PropertyFormProps) {
  return (
    <FormShell
      {...shell}
      submitLabel={texts.submit}
      hidden={{ projectId: subjectId }}
      defaultValues={{ projectId: subjectId }}
      labelledBy={headingId}
    >
      <PersonFields texts={texts.person} />
      <TextField name="unit" label={texts.unit} autoComplete="off" maxLength={200} />
      <TextAreaField name="remark" label={texts.remark} maxLength={5000} />
      <ChoiceGroupField
        type="radio"
        name="contactPreference"
        legend={texts.contactPreference}
        options={texts.contactBy}
        inline
      />
      <ChoiceGroupField type="checkbox" name="timeSlots" legend={texts.timeSlots} options={texts.slots} inline />
      <CaptchaField challenge={challenge} texts={captchaTexts} />
    </FormShell>
  );
}
