import { type CrmCall, CrmCall as Calls } from './export-source';

/**
 * A saved export holds every record; an incremental run keeps those changed
 * after the watermark, as the CRM API does server-side with `changedSince`.
 * CRM timestamps (`YYYY-MM-DD HH:mm:ss`) order correctly as text. A record
 * without a readable timestamp is kept: the mapper will judge it.
 */
export function changedAfter(call: CrmCall, items: unknown[], changedSince: string | null | undefined): unknown[] {
  if (!changedSince) return items;
  const field = call === Calls.deletedProperties || call === Calls.deletedProjects ? 'DeletedDate' : 'LastChangedDate';
  return items.filter((item) => {
    const value = typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[field] : undefined;
    return typeof value !== 'string' || value > changedSince;
  });
}
