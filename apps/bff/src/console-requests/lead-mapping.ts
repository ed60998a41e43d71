import { type FormKind, type LeadSummary, leadNameOf, leadPhoneOf } from '@immo/domain';
import type { LeadRow } from './lead-search';

/** A lead's row as the console's list shows it. */
export function leadSummaryOf(row: LeadRow): LeadSummary {
  return {
    id: row.id,
    kind: row.kind as FormKind,
    createdAt: row.created_at.toISOString(),
    locale: row.locale,
    email: row.email,
    name: leadNameOf(row.fields),
    phone: leadPhoneOf(row.fields),
    property:
      row.property_id === null
        ? null
        : { id: row.property_id, reference: row.reference, titles: row.property_titles ?? {} },
    projectId: row.project_id,
    projectNames: row.project_id === null ? null : (row.project_names ?? {}),
    quarantined: row.state === 'quarantined',
    spamReason: row.spam_reason,
    duplicateOf: row.duplicate_of,
    agent:
      row.assigned_agent_email === null
        ? null
        : { email: row.assigned_agent_email, name: row.assigned_agent_name ?? row.assigned_agent_email },
    hasCv: row.has_cv,
  };
}
