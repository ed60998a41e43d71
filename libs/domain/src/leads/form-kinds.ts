// The forms a visitor can send, each with its shared schema and the thank-you
// page it ends on. The BFF validates `POST /api/forms/{kind}` with the same
// schema the browser's react-hook-form uses, so a rule lives here once.
import type { z } from 'zod';
import { ZContactRequestSchema } from '../forms/contact-request';
import { ZDemandRegisterSchema } from '../forms/demand-register';
import { ZNewsletterSchema } from '../forms/newsletter';
import { ZOfferSchema } from '../forms/offer';
import { ZProjectContactSchema } from '../forms/project-contact';
import { ZDocumentRequestSchema, ZVisitRequestSchema } from '../forms/property-requests';
import { ZRentApplicationSchema } from '../forms/rent-application';
import { ZSendToFriendSchema } from '../forms/send-to-friend';
import { ZTestimonialSchema } from '../forms/testimonial';
import { ZValuationRequestSchema } from '../forms/valuation-request';
import { ZVisitBookingSchema } from '../visits/visit-booking';

export const formKinds = [
  'site-contact',
  'contact-construction',
  'contact-me',
  'contact-appointment',
  'document-request',
  'send-to-friend',
  'offer',
  'rent-application',
  'contact-demand',
  'demand-register',
  'sign-newsletter',
  'testimonial',
] as const;
export type FormKind = (typeof formKinds)[number];

export function isFormKind(value: string): value is FormKind {
  return (formKinds as readonly string[]).includes(value);
}

/** The schema of each form's own fields (the envelope of form-envelope.ts comes on top). */
export const formSchemas = {
  'site-contact': ZContactRequestSchema,
  'contact-construction': ZProjectContactSchema,
  'contact-me': ZVisitRequestSchema,
  'contact-appointment': ZVisitBookingSchema,
  'document-request': ZDocumentRequestSchema,
  'send-to-friend': ZSendToFriendSchema,
  offer: ZOfferSchema,
  'rent-application': ZRentApplicationSchema,
  'contact-demand': ZValuationRequestSchema,
  'demand-register': ZDemandRegisterSchema,
  'sign-newsletter': ZNewsletterSchema,
  testimonial: ZTestimonialSchema,
} as const satisfies Record<FormKind, z.ZodType>;

export type FormFields<K extends FormKind> = z.output<(typeof formSchemas)[K]>;

/**
 * The thank-you slug (spec §2, `/feedback/{slug}/`) a form ends on; null for
 * the forms that answer in place (a document request says 'sent' or 'already
 * requested', a testimonial shows the spec's success message).
 */
export const thankYouSlugOf = {
  'site-contact': 'site-contact',
  'contact-construction': 'contact-construction',
  'contact-me': 'contact-me',
  'contact-appointment': 'contact-appointment',
  'document-request': null,
  'send-to-friend': 'send-to-friend',
  offer: 'offer',
  'rent-application': 'rent-application',
  'contact-demand': 'contact-demand',
  'demand-register': 'demand-register',
  'sign-newsletter': 'sign-newsletter',
  testimonial: null,
} as const satisfies Record<FormKind, string | null>;
