// What every form submission carries besides its own fields, and what the BFF
// answers. The web (react-hook-form through the /api relay, or its no-JS
// server action) and the BFF both speak this.
import { z } from 'zod';
import { locales } from '../locale';
import { UTM_KEYS, UTM_VALUE_MAX_LENGTH } from './utm';

/** The honeypot: a field people never see or fill, named so bots do. */
export const HONEYPOT_FIELD = 'website';

export const ZFormEnvelopeSchema = z.object({
  /** The visitor's language: the confirmation mail and the thank-you page use it. */
  locale: z.enum(locales),
  /** The captcha's answer (captcha.ts): a solved proof of work, or the typed characters with their challenge. */
  captcha: z.string().max(4000).default(''),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
  /** The UTM parameters the visitor arrived with (kept in session storage). */
  utm: z.partialRecord(z.enum(UTM_KEYS), z.string().max(UTM_VALUE_MAX_LENGTH)).default({}),
  /** The page the form was sent from, a site path. */
  page: z.string().max(2000).optional(),
});
export type TFormEnvelope = z.output<typeof ZFormEnvelopeSchema>;

/** 201: the lead is stored; its mails leave from the outbox whatever happens next. */
export const ZFormAcceptedDtoSchema = z.object({
  leadId: z.string().meta({ format: 'uuid', description: 'The stored lead' }),
  thankYouSlug: z.string().nullable().meta({
    description: 'The thank-you page slug (/feedback/{slug}/); null for forms that answer in place (see outcome)',
  }),
  outcome: z
    .enum(['sent', 'already-requested', 'received'])
    .optional()
    .meta({ description: 'For the forms that answer in place' }),
});
export type FormAcceptedDto = z.infer<typeof ZFormAcceptedDtoSchema>;

/**
 * Error codes of `POST /api/forms/{kind}`, beside the `INVALID_REQUEST` 400
 * whose `issues` carry validation keys per field path (`personA.zip`):
 * - `CAPTCHA_INVALID` 400: 'The entered characters are not valid';
 * - `RATE_LIMITED` 429 with Retry-After (per client and per e-mail address);
 * - `LEAD_NOT_STORED` 503: the one case of the spec's 'Votre e-mail n'a pas
 *   été envoyé. Veuillez réessayer.';
 * - `FORM_NOT_AVAILABLE` 409: the form does not fit the property (an offer on a rental);
 * - `FORM_NOT_FOUND` 404: no form of that kind.
 */
export type FormErrorCode =
  'CAPTCHA_INVALID' | 'RATE_LIMITED' | 'LEAD_NOT_STORED' | 'FORM_NOT_AVAILABLE' | 'FORM_NOT_FOUND';
