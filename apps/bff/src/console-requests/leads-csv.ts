import { CSV_BOM, csvRow, leadNameOf, leadPhoneOf } from '@immo/domain';
import type { LeadRow } from './lead-search';

/** The export's columns, in English: the file goes to spreadsheets and other tools, not to a reader of one language. */
export const LEAD_CSV_HEADER = [
  'received (Brussels)',
  'kind',
  'state',
  'name',
  'email',
  'phone',
  'property id',
  'property reference',
  'project id',
  'agent',
  'duplicate of',
  'language',
  'page',
  'utm',
  'fields',
  'id',
] as const;

const brusselsTime = new Intl.DateTimeFormat('fr-BE', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Day and time as Belgian Excel reads a date: dd/mm/yyyy hh:mm. */
export function brusselsDateTime(instant: Date): string {
  return brusselsTime.format(instant).replace(',', '');
}

function stateOf(row: LeadRow): string {
  if (row.state === 'quarantined') return 'quarantine';
  return row.duplicate_of === null ? 'normal' : 'duplicate';
}

/** Every field the visitor sent, "name: value" one after the other (a CV's upload id, never its content). */
function fieldsText(fields: Record<string, unknown>): string {
  return Object.entries(fields)
    .filter(([, value]) => value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0))
    .map(([name, value]) => `${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' | ');
}

export type LeadCsvRow = LeadRow & { page: string | null; utm: Record<string, string> };

export function leadCsvLine(row: LeadCsvRow): string {
  return csvRow([
    brusselsDateTime(row.created_at),
    row.kind,
    stateOf(row),
    leadNameOf(row.fields),
    row.email,
    leadPhoneOf(row.fields),
    row.property_id,
    row.reference,
    row.project_id,
    row.assigned_agent_name === null ? null : `${row.assigned_agent_name} <${row.assigned_agent_email}>`,
    row.duplicate_of,
    row.locale,
    row.page,
    Object.entries(row.utm).map(([name, value]) => `${name}=${value}`).join(' '),
    fieldsText(row.fields),
    row.id,
  ]);
}

/** The whole file, a batch of lines at a time: the byte-order mark and the header first. */
export async function* leadCsv(batches: AsyncIterable<LeadCsvRow[]>): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(LEAD_CSV_HEADER);
  for await (const rows of batches) yield rows.map(leadCsvLine).join('');
}
