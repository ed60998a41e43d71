// Links from the CRM end up in hrefs, srcs and og:image: only what the
// domain's safeHttpUrl accepts is kept; anything else is dropped with a note
// naming the field, so the operator sees it on the run.
import { safeHttpUrl, type SafeHttpUrlOptions } from '@immo/platform';

/** The value as an operator recognises it in a note, cut short (a data: URL can be megabytes). */
export function quoted(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/** The web address in `value`, or null: absent stays silent, anything unsafe is noted as dropped. */
export function webAddress(
  value: unknown,
  field: string,
  notes: string[],
  options?: SafeHttpUrlOptions,
): string | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const url = safeHttpUrl(value, options);
  if (url === null) notes.push(`${field} ${quoted(value)} is not a web address: dropped`);
  return url;
}
