'use client';
import { CaptchaField } from '@/components/forms/captcha/CaptchaField';
import { FieldRow } from '@/components/forms/FieldRow';
import { FormShell } from '@/components/forms/FormShell';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { TextField } from '@/components/forms/TextField';
import type { PropertyFormProps } from './form-props';

/** The property's link to a friend (`send-to-friend`): the friend sees the sender's name, never their address. */
export default function SendToFriendForm({
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
    >
      <FieldRow>
        <TextField name="name" label={texts.yourName} autoComplete="name" required />
        <TextField name="email" type="email" label={texts.person.email} autoComplete="email" required />
      </FieldRow>
      <FieldRow>
        <TextField name="friendName" label={texts.friendName} autoComplete="off" />
        <TextField name="friendEmail" type="email" label={texts.friendEmail} autoComplete="off" required />
      </FieldRow>
      <TextAreaField name="message" label={texts.message} maxLength={2000} />
      <CaptchaField challenge={challenge} texts={captchaTexts} />
    </FormShell>
  );
}
