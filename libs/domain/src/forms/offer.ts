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
  })
  .refine(
    (offer) => {
      const start = parseCalendarDate(offer.startDate);
      const end = parseCalendarDate(offer.endDate);
      return !start || !end || compareCalendarDates(end, start) > 0;
    },
    { message: 'endDateInvalid', path: ['endDate'], when: whenValid('startDate', 'endDate') },
  );
export type TOffer = z.infer<typeof ZOfferSchema>;
