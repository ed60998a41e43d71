// What each mail template needs, as the outbox row's `data`. The BFF types
// what it stores with `MailDataInput<'…'>`; the worker parses it again with
// the same schema before rendering (a row written by an older release, or by
// hand, fails loudly instead of sending a half-empty mail). Texts the
// recipient reads are not here: the worker words them in the row's locale.
// Everything is JSON: instants as ISO strings, calendar dates as YYYY-MM-DD.
// The row's locale is the recipient's language: the visitor's for their
// mails, the site's DEFAULT_LOCALE for the agency's.
import { z } from 'zod';
import { parseCalendarDate } from '../format/calendar-date';
import { CONTACT_TITLES, GOALS } from '../forms/fields';
import { DEMAND_FREQUENCIES } from '../forms/demand-register';
import { formKinds } from '../leads/form-kinds';
import { UTM_KEYS } from '../leads/utm';
import { listingEventKinds } from '../demands/listing-events';
import { locales } from '../locale';
import { marqueeWords, type MarqueeWord } from '../property/marquee-word';
import { type MailTemplate } from './mail-templates';

const text = (max: number) => z.string().max(max);
const filledText = (max: number) => z.string().trim().min(1).max(max);
/**
 * A link the recipient follows: absolute http(s) only, in the URL parser's
 * own spelling (spaces, quotes and angle brackets percent-encoded), so it
 * is safe inside an href and a List-Unsubscribe header alike.
 */
const ZMailUrlSchema = z
  .url({ protocol: /^https?$/ })
  .max(2000)
  .transform((url) => new URL(url).href);
const ZInstantSchema = z.iso.datetime({ offset: true });
const ZCalendarDateSchema = z
  .string()
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && parseCalendarDate(value) !== null, 'a YYYY-MM-DD date');
const ZAmountSchema = z.number().finite().nonnegative();

/** The sender: its name heads every mail, its site and phone close it. */
export const ZMailAgencySchema = z.object({
  name: filledText(200),
  siteUrl: ZMailUrlSchema,
  /** The agency's public address: the organizer of visit invitations. */
  email: z.email().max(254).optional(),
  phone: text(50).optional(),
});
export type TMailAgency = z.output<typeof ZMailAgencySchema>;

/**
 * A property as the recipient reads it. `title` is already in the mail's
 * language; or `titles` carries every language and the mail picks its own.
 */
export const ZMailPropertySchema = z.object({
  id: z.number().int().positive().optional(),
  reference: text(100).nullish(),
  title: text(300).optional(),
  titles: z.partialRecord(z.enum(locales), text(300)).optional(),
  city: text(200).nullish(),
  zip: text(20).nullish(),
  /** The property's page in the mail's language. */
  url: ZMailUrlSchema.optional(),
  /**
   * The address on one line (addressLine), the city in the mail's
   * language: whole in the agency's mails and a booked visit's (the place
   * to go), whether or not the site publishes it.
   */
  address: text(300).optional(),
  /** Where to go, for a visit's calendar (GEO). */
  geo: z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }).optional(),
  /** The price visitors may see (isPricePublished); null when it is on request. Absent: the mail does not speak of price. */
  price: ZAmountSchema.nullable().optional(),
  /** The property's first photo, shown in the agency's mail. */
  photoUrl: ZMailUrlSchema.optional(),
  /** 'sale' or 'rent' (or the CRM's number: 0 sale, anything else rent); not shown, kept for the producers' convenience. */
  goal: z.union([z.enum(GOALS), z.number().int()]).optional(),
});
/** A property whose link the mail must carry (a friend's, a visit's). */
const ZLinkedPropertySchema = ZMailPropertySchema.extend({ url: ZMailUrlSchema });
export type TMailProperty = z.output<typeof ZMailPropertySchema>;

/** Who the mail greets ('Dear Mr Dupont'); all optional, a mail without a name greets plainly. */
export const ZMailRecipientSchema = z.object({
  title: z.enum(CONTACT_TITLES).optional(),
  firstName: text(200).optional(),
  lastName: text(200).optional(),
});
export type TMailRecipient = z.output<typeof ZMailRecipientSchema>;

/** A file attached from the worker's disk (the CV, stored outside anything served). */
export const ZMailFileSchema = z.object({
  filename: filledText(200),
  path: z.string().min(1).max(1000).regex(/^\//, 'an absolute path'),
  contentType: text(100).optional(),
});

const ZScalarSchema = z.union([z.string().max(5000), z.number(), z.boolean(), z.null()]);
const ZFieldValueSchema = z.union([
  ZScalarSchema,
  z.array(z.union([z.string().max(500), z.number()])).max(200),
  z.record(z.string().max(100), ZScalarSchema.optional()),
]);
/** A form's fields as stored on the lead (its parsed `formSchemas[kind]`), nested one level at most. */
export const ZMailFieldsSchema = z.record(z.string().max(100), ZFieldValueSchema.optional());

export const ZLeadToAgencyMailDataSchema = z.object({
  agency: ZMailAgencySchema.optional(),
  leadId: filledText(100),
  kind: z.enum(formKinds),
  /** The language the visitor wrote in (the agent answers in it); the row's locale is the agency's. */
  visitorLocale: z.enum(locales),
  receivedAt: ZInstantSchema,
  fields: ZMailFieldsSchema,
  property: ZMailPropertySchema.nullish(),
  utm: z.partialRecord(z.enum(UTM_KEYS), text(200)).default({}),
  /** The site path the form was sent from. */
  page: text(2000).nullish(),
  attachments: z.array(ZMailFileSchema).max(5).default([]),
  /** Names only the catalogue knows, per language, for the form's presentation (PresentationLookup): type ids, picked communes. */
  names: z
    .object({
      propertyTypes: z.record(z.string().max(20), z.partialRecord(z.enum(locales), text(300))),
      places: z.record(z.string().max(40), z.partialRecord(z.enum(locales), text(300))),
    })
    .partial()
    .optional(),
  /** The request's page in the console, where the agent marks it handled. */
  consoleUrl: ZMailUrlSchema.optional(),
});

/**
 * The mails to an address a visitor typed (confirmations: isVisitorConfirmation)
 * carry nothing the visitor chose, not even their name: the address is not
 * verified, and "Dear Mr Buy cheap pills at pills-shop.example" would be our
 * mail carrying a stranger's words. They greet plainly and state facts the
 * agency holds (the property, the time); an older row's names are dropped
 * when it is parsed.
 */
export const ZLeadConfirmationMailDataSchema = z.object({
  agency: ZMailAgencySchema.optional(),
  kind: z.enum(formKinds),
  property: ZMailPropertySchema.nullish(),
});

/** A confirmation (isVisitorConfirmation): no name, see ZLeadConfirmationMailDataSchema. */
export const ZPropertyDocumentsMailDataSchema = z.object({
  agency: ZMailAgencySchema.optional(),
  property: ZMailPropertySchema,
  /** Attached (fetched by the mailer from `url`) and linked. */
  documents: z
    .array(z.object({ name: filledText(300), url: ZMailUrlSchema, contentType: text(100).optional() }))
    .min(1)
    .max(20),
});

export const ZSendToFriendMailDataSchema = z.object({
  agency: ZMailAgencySchema.optional(),
  /** The sender's name only: their address never reaches the friend. */
  senderName: filledText(200),
  friendName: text(200).optional(),
  message: text(2000).optional(),
  /** Its link in the sender's language (the row's locale). */
  property: ZLinkedPropertySchema,
});

/**
 * The bidder's copy of an offer goes to the address typed as buyer 1's, so
 * it holds only what is not free text (isVisitorConfirmation): the amount
 * (in words as the site writes it, not as typed), the dates and the
 * financing condition. The names, addresses, place and conditions stay in
 * the agency's copy.
 */
export const ZOfferCopyMailDataSchema = z.object({
  agency: ZMailAgencySchema.optional(),
  /** The moment the BFF stored the offer: the copy's timestamp. */
  receivedAt: ZInstantSchema,
  leadId: filledText(100),
  property: ZMailPropertySchema,
  /** The parsed offer form (forms/offer.ts); its other keys are dropped. */
  offer: z.object({
    amount: ZAmountSchema.positive(),
    startDate: ZCalendarDateSchema,
    endDate: ZCalendarDateSchema,
    validityDate: ZCalendarDateSchema,
    signDate: ZCalendarDateSchema,
    financing: z.object({ amount: ZAmountSchema.positive(), bankDeadline: ZCalendarDateSchema }).optional(),
  }),
});

export const subscriptionSubjects = ['demand', 'newsletter'] as const;

/** A confirmation (isVisitorConfirmation): no name, see ZLeadConfirmationMailDataSchema. */
export const ZConfirmSubscriptionMailDataSchema = z.object({
  agency: ZMailAgencySchema.optional(),
  subject: z.enum(subscriptionSubjects),
  /** The page whose button POSTs the confirmation (mail scanners open links, they do not press buttons). */
  confirmUrl: ZMailUrlSchema,
  /** Sets List-Unsubscribe: whoever did not ask for this can say so at once. */
  unsubscribeUrl: ZMailUrlSchema.optional(),
  validDays: z.number().int().min(1).max(365).default(14),
});

/**
 * A newsletter subscriber's link to leave, mailed when someone types the
 * address on the unsubscribe page: typing an address alone ends nothing.
 */
export const ZUnsubscribeLinkMailDataSchema = z.object({
  agency: ZMailAgencySchema.optional(),
  /** The one-click URL (RFC 8058): a person's GET leads to the page whose button unsubscribes. */
  unsubscribeUrl: ZMailUrlSchema,
});

export const ZMailListingSchema = z.object({
  reference: text(100),
  title: text(300),
  city: text(200),
  url: ZMailUrlSchema,
  goal: z.enum(GOALS),
  /** The price visitors may see; null when on request. */
  price: ZAmountSchema.nullable(),
  /** The price before a drop. */
  previousPrice: ZAmountSchema.optional(),
  change: z.enum(listingEventKinds),
  marquee: z.enum(marqueeWords as [MarqueeWord, ...MarqueeWord[]]).optional(),
});

export const ZDemandAlertMailDataSchema = z.object({
  agency: ZMailAgencySchema.optional(),
  recipient: ZMailRecipientSchema.default({}),
  frequency: z.enum(DEMAND_FREQUENCIES),
  /** Every match; the mail shows the first DEMAND_ALERT_MAX_ITEMS and links to the rest. */
  listings: z.array(ZMailListingSchema).min(1).max(500),
  /** The list of every matching listing on the site. */
  allUrl: ZMailUrlSchema,
  /** The RFC 8058 one-click endpoint (POST) and the page behind the link. */
  unsubscribeUrl: ZMailUrlSchema,
  /** The visitor's page of all their alerts (signed link, no account); absent in alerts stored before it existed. */
  manageUrl: ZMailUrlSchema.optional(),
});

const ZVisitMailDataSchema = z.object({
  agency: ZMailAgencySchema.optional(),
  /** The visitor gets PUBLISH (no agent address in it), the agent REQUEST. */
  recipient: z.enum(['visitor', 'agent']),
  bookingId: filledText(100).regex(/^[\w.-]+$/, 'letters, digits, dot, dash or underscore'),
  /** Raised each time the booking changes, so calendars replace the older version. */
  sequence: z.number().int().min(0).max(10_000).default(0),
  start: ZInstantSchema,
  end: ZInstantSchema,
  property: ZLinkedPropertySchema,
  /** Who comes, as they typed it: for the agent's mail only (the visitor's greets plainly, see ZLeadConfirmationMailDataSchema). */
  visitor: z
    .object({
      title: z.enum(CONTACT_TITLES).optional(),
      firstName: text(200),
      lastName: text(200),
      email: z.email().max(254),
      phone: text(50).optional(),
    })
    .optional(),
  /** The agent the REQUEST invites; used only in the agent's mail. */
  agent: z.object({ name: text(200).optional(), email: z.email().max(254) }).optional(),
  /** The agent's mail only: the language the visitor booked in (the agent calls back in it) and the request in the console. */
  visitorLocale: z.enum(locales).optional(),
  consoleUrl: ZMailUrlSchema.optional(),
});

export const ZVisitBookedMailDataSchema = ZVisitMailDataSchema.extend({
  /** The visitor's page to cancel or move the visit. */
  manageUrl: ZMailUrlSchema.optional(),
  /** Until when the visitor may still cancel or move it. */
  manageUntil: ZInstantSchema.optional(),
});

export const ZVisitCancelledMailDataSchema = ZVisitMailDataSchema.extend({
  cancelledBy: z.enum(['visitor', 'agency']),
});

export const ZOwnerPasswordResetMailDataSchema = z.object({
  agency: ZMailAgencySchema.optional(),
  recipient: ZMailRecipientSchema.default({}),
  /** The set-password page with the token: the only copy of the token there is. */
  link: ZMailUrlSchema,
  expiresInMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
});

export const ZOwnerLoginLockedMailDataSchema = z.object({
  agency: ZMailAgencySchema.optional(),
  recipient: ZMailRecipientSchema.default({}),
  /** When logins are accepted again. */
  until: ZInstantSchema,
  /** A fresh set-password link, for the owner who forgot their password. */
  resetLink: ZMailUrlSchema,
});

const ZWeekCountSchema = z.number().int().nonnegative();

export const ZOwnerWeeklyReportMailDataSchema = z.object({
  agency: ZMailAgencySchema.optional(),
  recipient: ZMailRecipientSchema.default({}),
  portalUrl: ZMailUrlSchema,
  /** The portal page where the owner switches this mail off. */
  preferencesUrl: ZMailUrlSchema,
  /** Monday of the week reported (Europe/Brussels). */
  weekStart: ZCalendarDateSchema,
  properties: z
    .array(
      z.object({
        title: text(300),
        reference: text(100),
        /** The public page, when the property is on the site. */
        url: ZMailUrlSchema.optional(),
        views: z.object({ week: ZWeekCountSchema, previousWeek: ZWeekCountSchema, total: ZWeekCountSchema }),
        alertMails: ZWeekCountSchema,
        matchingDemands: ZWeekCountSchema,
      }),
    )
    .min(1)
    .max(200),
});

/** The data schema of each template. */
export const mailDataSchemas = {
  'lead-to-agency': ZLeadToAgencyMailDataSchema,
  'lead-confirmation': ZLeadConfirmationMailDataSchema,
  'property-documents': ZPropertyDocumentsMailDataSchema,
  'send-to-friend': ZSendToFriendMailDataSchema,
  'offer-copy': ZOfferCopyMailDataSchema,
  'confirm-subscription': ZConfirmSubscriptionMailDataSchema,
  'unsubscribe-link': ZUnsubscribeLinkMailDataSchema,
  'demand-alert': ZDemandAlertMailDataSchema,
  'visit-booked': ZVisitBookedMailDataSchema,
  'visit-cancelled': ZVisitCancelledMailDataSchema,
  'owner-password-reset': ZOwnerPasswordResetMailDataSchema,
  'owner-login-locked': ZOwnerLoginLockedMailDataSchema,
  'owner-weekly-report': ZOwnerWeeklyReportMailDataSchema,
} as const satisfies Record<MailTemplate, z.ZodType>;

/** What a producer stores in an outbox row's `data` for a template. */
export type MailDataInput<T extends MailTemplate> = z.input<(typeof mailDataSchemas)[T]>;
/** The same after parsing (defaults filled in): what a template renders. */
export type MailData<T extends MailTemplate> = z.output<(typeof mailDataSchemas)[T]>;
