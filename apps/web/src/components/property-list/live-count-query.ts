// The query the filter form's live count asks the BFF (through the web's /api
// relay): the form's fields as the GET form would send them, for the list's
// goal, one card only (the answer's total is the count).
import type { PropertyGoal } from '@immo/domain';

/** Fields the count does not depend on: which view, which order. */
const IGNORED = new Set(['view', 'sort']);

export function liveCountQuery(fields: Iterable<[string, FormDataEntryValue]>, goal: PropertyGoal): string {
  const query = new URLSearchParams({ goal, limit: '1' });
  for (const [name, value] of fields) {
    // An empty field ('All types', a blank price) sets no filter, as on the server.
    if (typeof value === 'string' && value.trim() && !IGNORED.has(name) && name !== 'goal' && name !== 'limit') {
      query.append(name, value.trim());
    }
  }
  return query.toString();
}
