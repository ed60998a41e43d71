// An account form's sentences, resolved on the server and handed over as props (no dictionary reaches the browser).
import type { FormKitTexts } from '@/lib/forms/form-kit-texts';
import type { CommonAccountProblem } from './account-answer';

export interface AccountFormTexts<P extends string> {
  kit: FormKitTexts;
  problems: Record<P | Exclude<CommonAccountProblem, 'throttled'>, string>;
  /** The throttle message for one minute and for `{n}` minutes (the browser puts the number in). */
  throttled: { one: string; other: string };
}

/** A number no sentence contains otherwise, replaced by `{n}` in the plural form. */
const SAMPLE_MINUTES = 7;

/** The one-minute and `{n}`-minute forms of a throttle message with an ICU `minutes` plural. */
export function throttledForms(message: (values: { minutes: number }) => string): { one: string; other: string } {
  return {
    one: message({ minutes: 1 }),
    other: message({ minutes: SAMPLE_MINUTES }).replace(String(SAMPLE_MINUTES), '{n}'),
  };
}
