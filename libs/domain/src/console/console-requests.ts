// What the console's requests section reads and does (issue 15): the leads
// filtered and paged, their CSV export, an operator's actions on one lead,
// demands, newsletter subscribers and testimonials.
import { z } from 'zod';
import { formKinds } from '../leads/form-kinds';
import { locales } from '../locale';
import { isIsoDay } from '../statistics/visit-days';

/** Leads per page of the list. */
export const LEADS_PAGE_SIZE = 25;
/** Demands, subscribers and testimonials per page. */
export const SUBSCRIBERS_PAGE_SIZE = 50;

/**
 * normal: received and not a duplicate; quarantine: held as spam (no mail
 * sent); duplicate: marked by an operator as another lead's duplicate.
 */
export const leadFilterStates = ['normal', 'quarantine', 'duplicate'] as const;
export type LeadFilterState = (typeof leadFilterStates)[number];

/** An empty form field (a GET form sends every field) means "no filter". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const ZDaySchema = z.string().refine(isIsoDay, 'day');

/**
 * The list's and the export's filter, from the query string. Days are
 * Brussels days, both included; `property` is a property's id or (part of)
 * its reference; `agent` an agent's e-mail, or `none` for unassigned leads;
 * `q` part of the visitor's name or e-mail.
 */
export const ZLeadFilterSchema = z
  .object({
    kind: optional(z.enum(formKinds)),
    from: optional(ZDaySchema),
    to: optional(ZDaySchema),
    property: optional(z.string().trim().max(40)),
    state: optional(z.enum(leadFilterStates)),
    agent: optional(z.string().trim().toLowerCase().max(320)),
    q: optional(z.string().trim().max(200)),
  })
  .refine((filter) => filter.from === undefined || filter.to === undefined || filter.from <= filter.to, {
    path: ['to'],
    message: 'beforeFrom',
  });
export type LeadFilter = z.infer<typeof ZLeadFilterSchema>;

export const ZLeadListQuerySchema = z.intersection(
  ZLeadFilterSchema,
  z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
);
export type LeadListQuery = z.infer<typeof ZLeadListQuerySchema>;

/** The filter as query-string pairs (the export link, the pages' links), empty ones left out. */
export function leadFilterParams(filter: LeadFilter & { page?: number }): [string, string][] {
  return Object.entries(filter).flatMap(([name, value]) =>
    value === undefined || value === '' ? [] : [[name, String(value)] as [string, string]],
  );
}

/** A LIKE pattern that matches `text` anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const ZAgentSchema = z.object({ email: z.string(), name: z.string() });
export type ConsoleAgent = z.infer<typeof ZAgentSchema>;
export const ZConsoleAgentsSchema = z.array(ZAgentSchema);

export const ZLeadSummarySchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(formKinds),
  createdAt: z.string(),
  locale: z.string(),
  email: z.string().nullable(),
  name: z.string(),
  phone: z.string().nullable(),
  /** `titles`: the property's title per language, to name it in words. */
  property: z
    .object({
      id: z.number().int(),
      reference: z.string().nullable(),
      titles: z.partialRecord(z.enum(locales), z.string()).default({}),
    })
    .nullable(),
  projectId: z.number().int().nullable(),
  /** The project's name per language; null without a project. */
  projectNames: z.partialRecord(z.enum(locales), z.string()).nullable().default(null),
  quarantined: z.boolean(),
  spamReason: z.string().nullable(),
  duplicateOf: z.string().uuid().nullable(),
  agent: ZAgentSchema.nullable(),
  hasCv: z.boolean(),
});
export type LeadSummary = z.infer<typeof ZLeadSummarySchema>;

export const ZLeadPageSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  items: z.array(ZLeadSummarySchema),
});
export type LeadPage = z.infer<typeof ZLeadPageSchema>;

export const ZLeadMailSchema = z.object({
  id: z.string().uuid(),
  template: z.string(),
  to: z.string(),
  state: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

const ZCatalogueNamesSchema = z.record(z.string(), z.union([z.string(), z.partialRecord(z.enum(locales), z.string())]));

/** What the form's presentation needs from the catalogue for one lead's codes (PresentationLookup). */
export const ZLeadNamesSchema = z.object({
  propertyTypes: ZCatalogueNamesSchema.default({}),
  places: ZCatalogueNamesSchema.default({}),
  files: z.record(z.string(), z.string()).default({}),
});
export type LeadNames = z.infer<typeof ZLeadNamesSchema>;

/** One lead with what it was sent with (its fields, never a CV's content), its mails and the other leads of its address. */
export const ZLeadDetailSchema = ZLeadSummarySchema.extend({
  fields: z.record(z.string(), z.unknown()),
  /** The names its codes read as (the form's presentation renders the fields with them). */
  names: ZLeadNamesSchema.default({ propertyTypes: {}, places: {}, files: {} }),
  utm: z.record(z.string(), z.string()),
  page: z.string().nullable(),
  clientNetwork: z.string(),
  cv: z.object({ fileName: z.string(), size: z.number().int() }).nullable(),
  mails: z.array(ZLeadMailSchema),
  sameEmail: z.array(
    z.object({
      id: z.string().uuid(),
      kind: z.enum(formKinds),
      createdAt: z.string(),
      duplicateOf: z.string().uuid().nullable(),
    }),
  ),
});
export type LeadDetail = z.infer<typeof ZLeadDetailSchema>;

/** `agent` null: no one. */
export const ZAssignLeadBodySchema = z.object({
  agent: z.preprocess(blankToUndefined, z.string().trim().toLowerCase().email().max(320).nullable().default(null)),
});
/** `of` null: not a duplicate any more. */
export const ZDuplicateLeadBodySchema = z.object({
  of: z.preprocess(blankToUndefined, z.string().uuid().nullable().default(null)),
});

export const leadActions = ['assign', 'duplicate', 'release', 'quarantine'] as const;
export type LeadAction = (typeof leadActions)[number];
export const ZLeadActionResultSchema = z.object({
  id: z.string().uuid(),
  changed: z.boolean(),
  queuedMails: z.number().int(),
});
export type LeadActionResult = z.infer<typeof ZLeadActionResultSchema>;

export const subscriberStates = ['confirmed', 'unconfirmed'] as const;
export const ZSubscriberQuerySchema = z.object({
  state: optional(z.enum(subscriberStates)),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type SubscriberQuery = z.infer<typeof ZSubscriberQuerySchema>;

export const ZDemandItemSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  locale: z.string(),
  state: z.enum(subscriberStates),
  goal: z.string(),
  propertyTypes: z.array(z.number().int()),
  zones: z.array(z.string()),
  budgetMin: z.number().nullable(),
  budgetMax: z.number().nullable(),
  bedroomsMin: z.number().int().nullable(),
  livingAreaMin: z.number().int().nullable(),
  livingAreaMax: z.number().int().nullable(),
  maxEnergy: z.string().nullable(),
  features: z.array(z.string()),
  frequency: z.string(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type DemandItem = z.infer<typeof ZDemandItemSchema>;

export const ZNewsletterItemSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  name: z.string(),
  locale: z.string(),
  state: z.enum(subscriberStates),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type NewsletterItem = z.infer<typeof ZNewsletterItemSchema>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int(), items: z.array(item) });
/** `names`: what the page's demands' type ids and communes read as (the demand register's presentation). */
export const ZDemandPageSchema = pageOf(ZDemandItemSchema).extend({
  names: ZLeadNamesSchema.default({ propertyTypes: {}, places: {}, files: {} }),
});
export type DemandPage = z.infer<typeof ZDemandPageSchema>;
export const ZNewsletterPageSchema = pageOf(ZNewsletterItemSchema);
export type NewsletterPage = z.infer<typeof ZNewsletterPageSchema>;

export const testimonialStates = ['pending', 'published', 'rejected'] as const;
export const ZTestimonialQuerySchema = z.object({
  state: z.preprocess(blankToUndefined, z.enum(testimonialStates).default('pending')),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type TestimonialQuery = z.infer<typeof ZTestimonialQuerySchema>;
export const ZConsoleTestimonialSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  city: z.string().nullable(),
  rating: z.number().int().nullable(),
  text: z.string(),
  locale: z.string(),
  state: z.enum(testimonialStates),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type ConsoleTestimonial = z.infer<typeof ZConsoleTestimonialSchema>;
export const ZConsoleTestimonialPageSchema = pageOf(ZConsoleTestimonialSchema);
export type ConsoleTestimonialPage = z.infer<typeof ZConsoleTestimonialPageSchema>;

const personOf = (fields: object): Record<string, unknown> => {
  const record = fields as Record<string, unknown>;
  // An offer's visitor is its first buyer.
  const buyer = record['personA'];
  return typeof buyer === 'object' && buyer !== null && !Array.isArray(buyer)
    ? (buyer as Record<string, unknown>)
    : record;
};

/** The visitor's name as the forms give it: first and last name (an offer's first buyer's), or the one name field. */
export function leadNameOf(fields: object): string {
  const record = personOf(fields);
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string).trim() : '');
  return [text('firstName'), text('lastName')].filter(Boolean).join(' ') || text('name');
}

/** The visitor's phone when the form asked for one (an offer's first buyer's). */
export function leadPhoneOf(fields: object): string | null {
  const phone = personOf(fields)['phone'];
  return typeof phone === 'string' && phone.trim() !== '' ? phone.trim() : null;
}

/**
 * A request's reference as a person reads and says it: the first eight
 * characters of its id, upper case ('6F1C7A52'). Unique enough among an
 * agency's requests to find one in the console's search; the id stays the
 * key everywhere else.
 */
export function leadReference(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase();
}
