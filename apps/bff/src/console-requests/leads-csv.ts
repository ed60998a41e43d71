import {
  type FormKind,
  formKinds,
  leadReference,
  type Locale,
  pickLocalized,
  presentationColumns,
  presentForm,
} from '@immo/domain';
import { CSV_BOM, csvRow } from '@immo/platform';
import { getMessages } from '@immo/i18n';
import type { PresentationNames } from '../leads/presentation-names';
import type { LeadRow } from './lead-search';

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

export type LeadCsvRow = LeadRow & { page: string | null; utm: Record<string, string>; cv_name: string | null };

/** A batch of rows with the catalogue's names for their codes (types, communes). */
export interface LeadCsvBatch {
  rows: LeadCsvRow[];
  names: PresentationNames;
}

type LeadCsvState = 'normal' | 'quarantine' | 'duplicate';

function stateOf(row: LeadRow): LeadCsvState {
  if (row.state === 'quarantined') return 'quarantine';
  return row.duplicate_of === null ? 'normal' : 'duplicate';
}

/**
 * The export in the operator's language: the request's facts, then one
 * column per field of the forms it holds (the forms' one presentation, so
 * a value reads as the console and the mail read it), then where it came
 * from. Another request is named by its reference, never its id.
 */
export function leadCsvWriter(locale: Locale, kinds: readonly FormKind[] = formKinds) {
  const messages = getMessages(locale);
  const t = messages.ConsoleRequests;
  const languages = new Intl.DisplayNames([locale], { type: 'language' });
  const columns = presentationColumns(kinds, locale);
  const header = [
    t.facts.reference,
    t.facts.received,
    t.columns.kind,
    t.facts.state,
    t.facts.duplicateOf,
    t.facts.agent,
    t.facts.language,
    t.facts.property,
    t.facts.project,
    ...columns.map((column) => column.label),
    t.facts.page,
    t.facts.utm,
  ];
  const line = (row: LeadCsvRow, names: PresentationNames): string => {
    const cvId = row.fields['cvUploadId'];
    const lookup = { ...names, files: typeof cvId === 'string' && row.cv_name ? { [cvId]: row.cv_name } : {} };
    const groups = presentForm(row.kind as FormKind, row.fields, locale, lookup, { page: row.page, utm: row.utm });
    const values = new Map(groups.flatMap((group) => group.fields).map((field) => [field.id, field.value]));
    return csvRow([
      leadReference(row.id),
      brusselsDateTime(row.created_at),
      messages.Mail.forms[row.kind as FormKind] ?? row.kind,
      t.states[stateOf(row)],
      row.duplicate_of === null ? null : leadReference(row.duplicate_of),
      row.assigned_agent_name === null ? null : `${row.assigned_agent_name} <${row.assigned_agent_email}>`,
      languages.of(row.locale) ?? row.locale,
      row.property_id === null ? null : (row.reference ?? `#${row.property_id}`),
      row.project_id === null ? null : pickLocalized(row.project_names ?? {}, locale) || `#${row.project_id}`,
      ...columns.map((column) => values.get(column.id) ?? null),
      values.get('page') ?? null,
      values.get('campaign') ?? null,
    ]);
  };
  return { header: csvRow(header), line };
}

/** The whole file, a batch of lines at a time: the byte-order mark and the header first. */
export async function* leadCsv(
  batches: AsyncIterable<LeadCsvBatch>,
  locale: Locale,
  kinds?: readonly FormKind[],
): AsyncGenerator<string> {
  const writer = leadCsvWriter(locale, kinds);
  yield CSV_BOM + writer.header;
  for await (const batch of batches) yield batch.rows.map((row) => writer.line(row, batch.names)).join('');
}
