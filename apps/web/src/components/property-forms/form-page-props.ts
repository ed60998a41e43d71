// The props of one property form, built on the server for its own page or
// for the property page that opens it in place.
import type { Locale, RentTerms } from '@immo/domain';
import { captchaTexts } from '@/lib/forms/captcha-texts';
import type { PageCaptcha } from '@/lib/forms/page-captcha';
import { formShellProps } from '@/lib/forms/form-shell-props';
import { submitRentApplication } from '@/lib/property-forms/submit-rent-application';
import type { PropertyFormProps } from './form-props';
import type { OpenableFormKind } from './form-kinds';
import { propertyFormTexts } from './property-form-texts';

export interface FormSubject {
  id: number;
  title: string;
  city: string;
  reference: string;
  rentTerms?: RentTerms | null;
}

/** `formPath` is the form's own page: the no-JS form posts there and is answered there. */
export async function formPageProps(
  kind: OpenableFormKind | 'contact-appointment',
  locale: Locale,
  subject: FormSubject,
  formPath: string,
  challenge: PageCaptcha,
): Promise<PropertyFormProps> {
  const [shell, texts, captcha] = await Promise.all([
    formShellProps(kind, locale, '/'),
    propertyFormTexts(locale, subject, kind),
    captchaTexts(locale),
  ]);
  return {
    shell: {
      ...shell,
      permalink: formPath,
      // The CV travels with the no-JS rent application: its action uploads it first.
      ...(kind === 'rent-application' ? { action: submitRentApplication.bind(null, locale) } : {}),
    },
    texts,
    subjectId: subject.id,
    challenge,
    captchaTexts: captcha,
    headingId: `form-${kind}`,
  };
}
