import { z } from 'zod';
import { compareCalendarDates, parseCalendarDate } from '../format/calendar-date';
import {
  amountField,
  dateField,
  emailField,
  idField,
  optionalText,
  phoneField,
  requiredText,
  titleField,
  whenValid,
  zipField,
} from './fields';

export const ZOfferPersonSchema = z.object(
  {
    title: titleField(),
    firstName: requiredText(),
    lastName: requiredText(),
    street: requiredText(),
    houseNumber: requiredText('required', 20),
    boxNr: optionalText(20),
    zip: zipField(),
    city: requiredText(),
    email: emailField(),
    phone: phoneField(),
  },
  { error: 'required' },
);
export type TOfferPerson = z.infer<typeof ZOfferPersonSchema>;

// The form always shows person B's fields; left blank, there is no person B.
function blankToUndefined(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const blank = Object.values(value).every(
    (field) => field === undefined || field === null || String(field).trim() === '',
  );
  return blank ? undefined : value;
}

// A checkbox arrives as `true` from the browser's form state and as 'on'
// from a form posted without JavaScript; unticked, it is absent.
function checked(value: unknown): unknown {
  return value === true || value === 'on' || value === 'true';
}

/**
 * The suspensive condition of obtaining a loan: the offer (and so the sale,
 * since in Belgium an accepted offer is a sale) falls if the bank refuses
 * this amount by this date.
 */
export const ZFinancingConditionSchema = z.object(
  {
    amount: amountField(),
    bankDeadline: dateField(),
  },
  { error: 'required' },
);
export type TFinancingCondition = z.infer<typeof ZFinancingConditionSchema>;

function onOrAfter(later: string | undefined, earlier: string | undefined): boolean {
  const a = later === undefined ? null : parseCalendarDate(later);
  const b = earlier === undefined ? null : parseCalendarDate(earlier);
  return !a || !b || compareCalendarDates(a, b) >= 0;
}

/** A purchase offer signed by person A and, optionally, a co-buyer B. */
export const ZOfferSchema = z
  .object({
    propertyId: idField(),
    amount: amountField(),
    /** Written out, as on a signed offer, so a typo in the digits is caught. */
    amountInWords: requiredText('amountInWordsRequired', 500),
    /** The period the offer stands. */
    startDate: dateField('startDateIncomplete', 'startDateIncomplete'),
    endDate: dateField('endDateInvalid', 'endDateInvalid'),
    place: requiredText(),
    signDate: dateField(),
    personA: ZOfferPersonSchema,
    personB: z.preprocess(blankToUndefined, ZOfferPersonSchema.optional()),
    conditions: optionalText(),
    /** The day the bidder stops being bound when the seller has not accepted. */
    validityDate: dateField(),
    /** Left blank (both fields), the offer has no financing condition. */
    financing: z.preprocess(blankToUndefined, ZFinancingConditionSchema.optional()),
    /** The 10 % advance terms, shown above the checkbox, accepted. */
    acceptTerms: z.preprocess(checked, z.literal(true, { error: 'termsRequired' })),
  })
  .refine(
    (offer) => {
      const start = parseCalendarDate(offer.startDate);
      const end = parseCalendarDate(offer.endDate);
      return !start || !end || compareCalendarDates(end, start) > 0;
    },
    { message: 'endDateInvalid', path: ['endDate'], when: whenValid('startDate', 'endDate') },
  )
  .refine((offer) => onOrAfter(offer.validityDate, offer.signDate), {
    message: 'validityDateInvalid',
    path: ['validityDate'],
    when: whenValid('signDate', 'validityDate'),
  })
  // The bank answers while the offer still stands, and not before it is signed.
  .refine(
    (offer) =>
      offer.financing === undefined ||
      (onOrAfter(offer.financing.bankDeadline, offer.signDate) &&
        onOrAfter(offer.validityDate, offer.financing.bankDeadline)),
    {
      message: 'bankDeadlineInvalid',
      path: ['financing', 'bankDeadline'],
      when: whenValid('signDate', 'validityDate', 'financing'),
    },
  );

export type TOffer = z.infer<typeof ZOfferSchema>;
