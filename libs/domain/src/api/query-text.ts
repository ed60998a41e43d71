// Free text a visitor types into a query (the search box, a city filter).
// PostgreSQL cannot hold a NUL character in text, and a lone half of a
// surrogate pair is not text at all: such a value is a bad request (400),
// never something to send to the database. Other control characters cannot
// come from a form field either, so they are refused with it.
import { z } from 'zod';

/** Control characters (C0, DEL, C1) but tab and line breaks, which trimming and forms handle. */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;
/** With the `u` flag a pair is one code point, so this matches only an unpaired half. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Whether `value` is text a query may carry (length aside). */
export function isQueryText(value: string): boolean {
  return !CONTROL_CHARACTER.test(value) && !LONE_SURROGATE.test(value);
}

/** A query's text of at most `maxLength` characters, without control characters or lone surrogates. */
export function queryTextSchema(maxLength: number) {
  return z.string().max(maxLength).refine(isQueryText, 'Expected text without control characters or broken characters');
}
