// What a page hands FormShell for one form: its server action bound to the
// kind and language, the kit's texts, where each thank-you page is, and the
// page's own address (the no-JS form posts there).
import { type FormKind, type Locale } from '@immo/domain';
import { localizePath, thankYouSlugs } from '@immo/i18n';
import { formKitTexts, type FormKitTexts } from './form-kit-texts';
import type { FormActionState } from './form-state';
import { submitForm } from './submit-form';

export interface FormShellBaseProps {
  kind: FormKind;
  locale: Locale;
  action: (state: FormActionState, formData: FormData) => Promise<FormActionState>;
  /** The page the form is on, localized: useActionState's permalink and the envelope's `page`. */
  permalink: string;
  texts: FormKitTexts;
  /** Every thank-you page in this language, by its original slug. */
  thankYouPaths: Record<string, string>;
}

/** `<FormShell {...await formShellProps('contact-demand', locale, '/contact-demand/')} …>`. */
export async function formShellProps(kind: FormKind, locale: Locale, pagePath: string): Promise<FormShellBaseProps> {
  return {
    kind,
    locale,
    action: submitForm.bind(null, kind, locale),
    permalink: localizePath(pagePath, locale),
    texts: await formKitTexts(locale),
    thankYouPaths: Object.fromEntries(thankYouSlugs.map((slug) => [slug, localizePath(`/feedback/${slug}/`, locale)])),
  };
}
