import { containsPattern, type LeadFilter, type LocalizedText } from '@immo/domain';

/** A WHERE clause and its parameters, numbered from $1, over `leads l LEFT JOIN properties p`. */
export interface LeadWhere {
  sql: string;
  params: unknown[];
}

/** Brussels days, both included, whatever the season: the bounds are the days' Brussels midnights. */
const BRUSSELS = `'Europe/Brussels'`;

/**
 * The console's filter as SQL. `property`: digits are an id or (part of) a
 * reference (the CRM's references are often digits too), anything else part
 * of a reference. `q`: part of the e-mail or of the name fields, accents and
 * case ignored.
 */
export function leadWhere(filter: LeadFilter): LeadWhere {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions: string[] = [];
  if (filter.kind) conditions.push(`l.kind = ${param(filter.kind)}`);
  if (filter.from) conditions.push(`l.created_at >= (${param(filter.from)}::date::timestamp AT TIME ZONE ${BRUSSELS})`);
  if (filter.to)
    conditions.push(`l.created_at < ((${param(filter.to)}::date + 1)::timestamp AT TIME ZONE ${BRUSSELS})`);
  if (filter.property) {
    const reference = `p.reference ILIKE ${param(containsPattern(filter.property))}`;
    conditions.push(
      /^\d{1,9}$/.test(filter.property)
        ? `(l.property_id = ${param(Number(filter.property))} OR ${reference})`
        : reference,
    );
  }
  if (filter.state === 'normal') conditions.push(`l.state = 'received' AND l.duplicate_of IS NULL`);
  if (filter.state === 'quarantine') conditions.push(`l.state = 'quarantined'`);
  if (filter.state === 'duplicate') conditions.push(`l.duplicate_of IS NOT NULL`);
  if (filter.agent === 'none') conditions.push(`(${AGENT_EMAIL}) IS NULL`);
  else if (filter.agent) conditions.push(`(${AGENT_EMAIL}) = ${param(filter.agent)}`);
  if (filter.q) {
    const pattern = param(containsPattern(filter.q));
    conditions.push(
      `(l.email ILIKE ${pattern} OR unaccent(concat_ws(' ', l.fields->>'firstName', l.fields->>'lastName', l.fields->>'name', l.fields->'personA'->>'firstName', l.fields->'personA'->>'lastName')) ILIKE unaccent(${pattern}))`,
    );
  }
  return { sql: conditions.length === 0 ? 'TRUE' : conditions.join(' AND '), params };
}

/** The property's manager as the CRM names them, when with an address: whom the lead's mail went to (agencyRecipientOf). */
const MANAGER = `p.details->'fields'->'manager'`;
const MANAGER_EMAIL = `CASE WHEN trim(${MANAGER}->>'email') LIKE '%_@_%' THEN lower(trim(${MANAGER}->>'email')) END`;

/** The lead's agent: the one its mail went to until an operator gave it to someone else or to no one (agent_reassigned_at). */
export const AGENT_EMAIL = `CASE WHEN l.agent_reassigned_at IS NULL THEN ${MANAGER_EMAIL} ELSE l.assigned_agent_email END`;
const AGENT_NAME = `CASE WHEN l.agent_reassigned_at IS NULL THEN coalesce(nullif(trim(${MANAGER}->>'name'), ''), ${MANAGER_EMAIL}) ELSE l.assigned_agent_name END`;

/** The columns of a lead's summary (LeadRow), CV included as a yes or no, never its content. */
export const LEAD_SUMMARY_COLUMNS = `l.id, l.kind, l.created_at, l.locale, l.email, l.fields, l.property_id, p.reference, l.project_id, l.state,
  l.spam_reason, l.duplicate_of, ${AGENT_EMAIL} AS assigned_agent_email, ${AGENT_NAME} AS assigned_agent_name,
  p.titles AS property_titles, pr.names AS project_names,
  EXISTS (SELECT 1 FROM lead_uploads u WHERE u.lead_id = l.id) AS has_cv`;

export const LEADS_FROM = `leads l LEFT JOIN properties p ON p.id = l.property_id LEFT JOIN projects pr ON pr.id = l.project_id`;

export interface LeadRow {
  id: string;
  kind: string;
  created_at: Date;
  locale: string;
  email: string | null;
  fields: Record<string, unknown>;
  property_id: number | null;
  reference: string | null;
  project_id: number | null;
  state: string;
  spam_reason: string | null;
  duplicate_of: string | null;
  assigned_agent_email: string | null;
  assigned_agent_name: string | null;
  has_cv: boolean;
  /** The property's title and the project's name per language, to name them in words. */
  property_titles: LocalizedText | null;
  project_names: LocalizedText | null;
}
