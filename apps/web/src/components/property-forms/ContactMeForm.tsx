'use client';
import { CaptchaField } from '@/components/forms/captcha/CaptchaField';
import { ChoiceGroupField } from '@/components/forms/ChoiceGroupField';
import { FormShell } from '@/components/forms/FormShell';
import { TextAreaField } from '@/components/forms/TextAreaField';
import type { PropertyFormProps } from './form-props';
import { PersonFields } from './PersonFields';

/** An information or visit request about a property (`contact-me`), with how and when to call back. */
export default function ContactMeForm({
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
      hidden={{ propertyId: subjectId }}
      defaultValues={{ propertyId: subjectId, request: 'info' }}
      labelledBy={headingId}
    >
      <ChoiceGroupField type="radio" name="request" legend={texts.request} options={texts.requests} />
      <PersonFields texts={texts.person} />
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
