// The kit's texts, resolved on the server and handed to FormShell as props:
// no dictionary reaches the browser, only the sentences a form can show.
import { validationKeys, type Locale, type ValidationKey } from '@immo/domain';
import { localizePath } from '@immo/i18n';
import { getTranslations } from 'next-intl/server';
import type { FormOutcome, FormProblem } from './form-answer';

export interface FormKitTexts {
  /** Validation.* by key: the fields' and the summary's messages. */
  validation: Record<ValidationKey, string>;
  /** The screen-reader word after a required field's label (the * is hidden from it). */
  required: string;
  /** 'Fields marked with * are required.' */
  requiredHint: string;
  sending: string;
  problems: Record<FormProblem, string>;
  outcomes: Record<FormOutcome, string>;
  /** The privacy sentence, split around its link text. */
  privacy: { before: string; link: string; after: string; href: string };
  /** The honeypot's label (people never see it). */
  honeypot: string;
}

const LINK_MARK = '\u0000';

export async function formKitTexts(locale: Locale): Promise<FormKitTexts> {
  const [tValidation, tKit, tErrors] = await Promise.all([
    getTranslations({ locale, namespace: 'Validation' }),
    getTranslations({ locale, namespace: 'FormKit' }),
    getTranslations({ locale, namespace: 'Errors' }),
  ]);
  // Every key has its sentence: libs/i18n's dictionary test fails otherwise, so a key added in the domain does not wait on this type.
  const translate = tValidation as unknown as (key: string) => string;
  const validation = Object.fromEntries(validationKeys.map((key) => [key, translate(key)])) as Record<
    ValidationKey,
    string
  >;
  // The link's text stays inside one translated sentence; only its place is marked.
  const marked = tKit.markup('privacy', { link: (chunks) => `${LINK_MARK}${chunks}${LINK_MARK}` });
  const [before = '', link = '', after = ''] = marked.split(LINK_MARK);
  return {
    validation,
    required: tKit('required'),
    requiredHint: tKit('requiredHint'),
    sending: tKit('sending'),
    problems: {
      sendFailed: tErrors('formSendFailed'),
      rateLimited: tErrors('tooManyRequests'),
      notAvailable: tKit('notAvailable'),
    },
    outcomes: {
      sent: tKit('outcomeSent'),
      'already-requested': tKit('outcomeAlreadyRequested'),
      received: tKit('outcomeReceived'),
    },
    privacy: { before, link, after, href: localizePath('/Privacy-statement/', locale) },
    honeypot: tKit('honeypot'),
  };
}
