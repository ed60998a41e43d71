// Field schemas every form shares. Messages are validation keys (see
// validation-keys.ts).
import { z } from 'zod';
import { parseCalendarDate } from '../format/calendar-date';
import { type ValidationKey } from './validation-keys';
import { parseAmount } from './parse-amount';

export const TEXT_MAX = 200;
export const REMARK_MAX = 5000;
export const EMAIL_MAX = 254;

export const CONTACT_TITLES = ['mr', 'ms', 'miss'] as const;
export type ContactTitle = (typeof CONTACT_TITLES)[number];

// The same hours in every language (decisions.md), stored as written.
export const CONTACT_TIME_SLOTS = ['10:00-13:00', '13:00-16:00', '16:00-19:00'] as const;
export type ContactTimeSlot = (typeof CONTACT_TIME_SLOTS)[number];

export const CONTACT_PREFERENCES = ['email', 'phone'] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];

export const GOALS = ['sale', 'rent'] as const;
export type GoalChoice = (typeof GOALS)[number];

type StringRule = readonly [test: (value: string) => boolean, message: ValidationKey];

/**
 * Reports only the first broken rule, so an empty field says just 'required'
 * and not also 'email'. Zod's own `abort` would do that too, but it also
 * stops the form's cross-field rules, hiding their messages until the rest
 * is fixed.
 */
export function stringRules<T extends z.ZodString>(base: T, rules: readonly StringRule[]): T {
  return base.check((payload) => {
    const failed = rules.find(([test]) => !test(payload.value));
    if (failed) {
      payload.issues.push({ code: 'custom', message: failed[1], input: payload.value });
    }
  });
}

const filled = (value: string): boolean => value.length > 0;
const atMost =
  (max: number) =>
  (value: string): boolean =>
    value.length <= max;

export function requiredText(message: ValidationKey = 'required', max = TEXT_MAX) {
  return stringRules(z.string({ error: message }).trim(), [
    [filled, message],
    [atMost(max), 'tooLong'],
  ]);
}

export function optionalText(max = REMARK_MAX) {
  return z.string().trim().max(max, 'tooLong').optional();
}

export function emailField(message: ValidationKey = 'email', requiredMessage: ValidationKey = 'required') {
  return stringRules(z.string({ error: requiredMessage }).trim().toLowerCase(), [
    [filled, requiredMessage],
    [atMost(EMAIL_MAX), 'tooLong'],
    [(value) => z.regexes.email.test(value), message],
  ]);
}

// Brackets are allowed too: '+32 (0)475 …' is how many Belgians write it.
const PHONE_CHARACTERS = /^\+?[\d\s./()-]+$/;

/** Belgian or international phone number: 9 to 15 digits with the usual separators. */
export function isPhoneNumber(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(text) && digits >= 9 && digits <= 15;
}

export function phoneField() {
  return stringRules(z.string({ error: 'required' }).trim(), [
    [filled, 'required'],
    [isPhoneNumber, 'phone'],
  ]);
}

// Belgium: 1000-9999. Luxembourg: `L-1234`, or the bare four digits.
const ZIP = /^(?:L[-\s]?)?[1-9]\d{3}$/i;

/** Belgian or Luxembourg postal code; Luxembourg's is stored as `L-1234`. */
export function zipField(requiredMessage: ValidationKey = 'required') {
  return stringRules(z.string({ error: requiredMessage }).trim(), [
    [filled, requiredMessage],
    [(value) => ZIP.test(value), 'zip'],
  ]).overwrite((zip) => (/^l/i.test(zip) ? `L-${zip.slice(-4)}` : zip));
}

export function titleField() {
  return z.enum(CONTACT_TITLES, { error: 'titleRequired' });
}

/** An HTML date input's `YYYY-MM-DD`. */
export function dateField(requiredMessage: ValidationKey = 'required', invalidMessage: ValidationKey = 'dateInvalid') {
  return stringRules(z.string({ error: requiredMessage }).trim(), [
    [filled, requiredMessage],
    [(text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && parseCalendarDate(text) !== null, invalidMessage],
  ]);
}

// Inputs hand over strings ('' when empty) or, with valueAsNumber, NaN when
// empty; both mean "not filled in".
function toNumberInput(value: unknown): unknown {
  if (value === null || value === '' || (typeof value === 'number' && Number.isNaN(value))) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : parseAmount(value);
  return value;
}

const numberType = z.number({ error: (issue) => (issue.input === undefined ? 'required' : 'number') });

/** A required amount in euros, above zero. */
export function amountField() {
  return z.preprocess(toNumberInput, numberType.positive('amountPositive'));
}

/** An optional amount in euros, zero or more. */
export function optionalAmountField() {
  return z.preprocess(toNumberInput, numberType.nonnegative('amountPositive').optional());
}

/** A whole count (persons, bedrooms) within bounds. */
export function countField(min: number, max: number) {
  return z.preprocess(toNumberInput, numberType.int('number').min(min, 'number').max(max, 'number'));
}

/** Record id from a hidden input or the page. */
export function idField() {
  return z.preprocess(toNumberInput, numberType.int('number').positive('number'));
}

/**
 * `when` for a cross-field rule: run it even when other fields failed (so the
 * visitor sees every red field at once), but only once the fields it reads
 * are present and valid.
 */
export function whenValid(...fields: string[]) {
  return (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] | undefined }[] }): boolean => {
    const value = payload.value;
    if (typeof value !== 'object' || value === null) return false;
    const record = value as Record<string, unknown>;
    const failed = new Set(payload.issues.map((issue) => issue.path?.[0]));
    return fields.every((field) => record[field] !== undefined && !failed.has(field));
  };
}

/** Title, names, e-mail and phone: who asks, on every visitor form. */
export const contactPersonShape = {
  title: titleField(),
  firstName: requiredText(),
  lastName: requiredText(),
  email: emailField(),
  phone: phoneField(),
};
