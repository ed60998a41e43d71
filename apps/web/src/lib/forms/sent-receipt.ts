// What a visitor sent, shown back on the thank-you page ("What you sent
// us", libs/domain formSummary). It travels in a short-lived cookie set when
// the form is accepted (by FormShell in the browser, by the server action
// without JavaScript) and read by the thank-you page on the server, so the
// page renders it at once, the same with and without JavaScript. Only the
// fields the summary reads ride along (what the request is about: a visit's
// time, an offer's amount and dates, the valuation's address), never the
// visitor's name, phone, e-mail or message; ten minutes, this site only.
// No imports: the browser sets it too.

export const RECEIPT_COOKIE = 'immo_sent';
export const RECEIPT_MAX_AGE_SECONDS = 600;
/** Well under a browser's 4 KB for one cookie. */
const MAX_LENGTH = 2000;

/** Per form, the fields its summary reads; a form not listed shows no summary (its page says it all). */
const RECEIPT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'contact-me': ['request'],
  'contact-appointment': ['slotStart'],
  'contact-construction': ['unit'],
  'send-to-friend': ['friendName', 'friendEmail'],
  offer: ['amount', 'amountInWords', 'startDate', 'endDate', 'validityDate', 'place', 'signDate'],
  'rent-application': ['persons', 'monthlyIncome', 'desiredStartDate'],
  'contact-demand': ['street', 'houseNumber', 'boxNr', 'zip', 'city', 'propertyType', 'goal'],
};

export interface SentReceipt {
  kind: string;
  values: Record<string, string | number | boolean>;
}

/** The cookie's value for a form accepted with `values` (the schema's output), or null when it has nothing to show. */
export function receiptCookieValue(kind: string, values: Readonly<Record<string, unknown>>): string | null {
  const keys = RECEIPT_FIELDS[kind] ?? [];
  const picked: SentReceipt['values'] = {};
  for (const key of keys) {
    const value = values[key];
    if (typeof value === 'string' ? value !== '' : typeof value === 'number' || typeof value === 'boolean')
      picked[key] = value as string | number | boolean;
  }
  if (Object.keys(picked).length === 0) return null;
  const encoded = encodeURIComponent(JSON.stringify({ kind, values: picked }));
  return encoded.length <= MAX_LENGTH ? encoded : null;
}

/** The receipt in a cookie's value; null when missing or not ours. */
export function readReceipt(raw: string | undefined): SentReceipt | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(raw)) as Partial<SentReceipt>;
    if (
      typeof parsed.kind !== 'string' ||
      !(parsed.kind in RECEIPT_FIELDS) ||
      typeof parsed.values !== 'object' ||
      parsed.values === null
    )
      return null;
    const allowed = RECEIPT_FIELDS[parsed.kind] ?? [];
    const values = Object.fromEntries(
      Object.entries(parsed.values).filter(
        ([key, value]) => allowed.includes(key) && ['string', 'number', 'boolean'].includes(typeof value),
      ),
    );
    return { kind: parsed.kind, values };
  } catch {
    return null;
  }
}

/** `document.cookie`'s assignment for the browser's copy (FormShell). */
export function receiptCookieAssignment(value: string, secure: boolean): string {
  return `${RECEIPT_COOKIE}=${value}; Max-Age=${RECEIPT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
