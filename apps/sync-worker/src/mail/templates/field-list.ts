// A form's fields as the agency reads them: a label in the mail's language
// and a value worded the way the site words it (titles, goals, types,
// amounts, dates). A field the dictionary does not know yet still shows,
// under its own name, so a form that grows a field loses nothing.
import { type MailData, formatNumber } from '@immo/domain';
import { type MailText } from './mail-text';

type Fields = MailData<'lead-to-agency'>['fields'];
type FieldValue = Exclude<Fields[string], undefined>;
type Scalar = string | number | boolean | null;

export interface FieldGroup {
  /** Null for the form's own top-level fields. */
  heading: string | null;
  rows: [label: string, value: string][];
}

// The envelope's and the page's own keys: never form content.
const HIDDEN = new Set(['captcha', 'website', 'locale', 'utm', 'page', 'propertyId']);
const AMOUNTS = new Set(['amount', 'monthlyIncome', 'budgetMin', 'budgetMax']);
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
// A visit slot's start (`2026-12-01T09:00:00Z`): read in Brussels time.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** `monthlyIncome` → `Monthly income`, for a field without a label. */
function humanize(key: string): string {
  const words = key.replace(/([a-z\d])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function scalarText(key: string, value: Scalar, text: MailText): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return text.yesNo(value);
  if (typeof value === 'number') return AMOUNTS.has(key) ? text.price(value) : formatNumber(value);
  switch (key) {
    case 'title':
      return text.t('titleOption', { title: value });
    case 'contactPreference':
      return text.t('contactBy', { channel: value });
    case 'goal':
      return text.t('goalOption', { goal: value });
    case 'propertyType':
      return text.t('propertyTypeOption', { type: value });
    case 'frequency':
      return text.t('frequencyOption', { frequency: value });
    case 'zones':
      // Picked zones travel as `ID-Name` (toTreeOption): the name is what a person reads.
      return value.replace(/^\d+-/, '');
  }
  if (INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return `${text.date(value)} ${text.time(value)}`;
  return CALENDAR_DATE.test(value) ? text.calendarDate(value) : value;
}

function valueText(key: string, value: Exclude<FieldValue, Record<string, unknown>>, text: MailText): string {
  if (Array.isArray(value)) return value.map((item) => scalarText(key, item, text)).filter((item) => item !== '').join(', ');
  return scalarText(key, value, text);
}

const isGroup = (value: FieldValue): value is Record<string, Scalar | undefined> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function label(key: string, text: MailText): string {
  return text.fieldLabel(key) ?? humanize(key);
}

/** The filled fields, top-level ones first, then one group per nested part (buyer 1, buyer 2, financing). */
export function fieldGroups(fields: Fields, text: MailText): FieldGroup[] {
  const top: FieldGroup = { heading: null, rows: [] };
  const nested: FieldGroup[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || HIDDEN.has(key)) continue;
    if (isGroup(value)) {
      const rows = Object.entries(value).flatMap(([innerKey, inner]): [string, string][] => {
        const shown = inner === undefined ? '' : scalarText(innerKey, inner, text);
        return shown.trim() === '' ? [] : [[label(innerKey, text), shown]];
      });
      if (rows.length > 0) nested.push({ heading: label(key, text), rows });
      continue;
    }
    const shown = valueText(key, value, text);
    if (shown.trim() !== '') top.rows.push([label(key, text), shown]);
  }
  return [...(top.rows.length > 0 ? [top] : []), ...nested];
}
