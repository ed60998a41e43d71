'use client';
import { CaptchaField } from '@/components/forms/captcha/CaptchaField';
import { FormShell } from '@/components/forms/FormShell';
import type { PropertyFormProps } from './form-props';
import { PersonFields } from './PersonFields';

/** The property's documents by e-mail (`document-request`): answered in place, 'sent' or 'already requested'. */
export default function DocumentRequestForm({
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
      defaultValues={{ propertyId: subjectId }}
      labelledBy={headingId}
      outcomeText={{ 'already-requested': texts.alreadyRequested }}
    >
      <PersonFields texts={texts.person} />
      <CaptchaField challenge={challenge} texts={captchaTexts} />
    </FormShell>
  );
}
