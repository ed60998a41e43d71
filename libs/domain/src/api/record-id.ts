// The id of a CRM record (property, project) as it appears in a URL. The
// database column is a PostgreSQL `integer`, so a larger number cannot name a
// record, and each id has one spelling: the web's links and the BFF's routes
// parse it with this one schema.
import { z } from 'zod';

/** PostgreSQL's largest `integer`. */
export const MAX_RECORD_ID = 2_147_483_647;

const RECORD_ID_PATTERN = /^[1-9][0-9]{0,9}$/;
const RECORD_ID_MESSAGE = `Expected an id: a whole number from 1 to ${MAX_RECORD_ID} in digits`;

/** `'123'` → 123; no sign, exponent, spaces, leading zeros or decimals, and at most MAX_RECORD_ID. */
export const ZRecordIdSchema = z
  .string()
  .regex(RECORD_ID_PATTERN, RECORD_ID_MESSAGE)
  .transform(Number)
  .refine((id) => id <= MAX_RECORD_ID, RECORD_ID_MESSAGE);

/** The id in a URL segment, or null when it cannot name a record. */
export function parseRecordId(raw: string): number | null {
  const parsed = ZRecordIdSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
