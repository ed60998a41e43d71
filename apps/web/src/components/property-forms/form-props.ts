import type { CaptchaTexts } from '@/lib/forms/captcha-texts';
import type { FormShellBaseProps } from '@/lib/forms/form-shell-props';
import type { PageCaptcha } from '@/lib/forms/page-captcha';
import type { PropertyFormTexts } from './property-form-texts';

/** What every property form's client component receives from the server. */
export interface PropertyFormProps {
  shell: FormShellBaseProps;
  texts: PropertyFormTexts;
  /** The property's id (the project's for a project request). */
  subjectId: number;
  /** Loaded with the page for the no-JS form (or the visitor's budget spent); null in place, where the browser fetches one. */
  challenge: PageCaptcha;
  captchaTexts: CaptchaTexts;
  /** The heading's id, the form's accessible name. */
  headingId: string;
}
