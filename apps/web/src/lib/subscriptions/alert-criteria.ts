// The criteria form of the visitor's alerts page, without JavaScript: what
// the form starts with (the alert as stored, or what the visitor typed when
// the schema refused it), carried back in the page's URL after a refusal so
// nothing typed is lost, and the refusal's words by field.
import {
  DEMAND_CRITERIA_FIELDS,
  type ManagedAlert,
  type PropertyFeature,
  type ValidationKey,
  ZAlertCriteriaBodySchema,
  type TDemandCriteria,
} from '@immo/domain';
import { formDataToJson, type FormJson } from '@/lib/forms/form-data';
import { errorsOfIssues } from '@/lib/forms/form-state';

/** The form's fields, in the order it shows them (and the error summary lists them). */
export const CRITERIA_FIELDS = DEMAND_CRITERIA_FIELDS;
export type CriteriaField = (typeof DEMAND_CRITERIA_FIELDS)[number];

const LIST_FIELDS: readonly CriteriaField[] = ['propertyTypes', 'zones', 'features'];
const isCriteriaField = (name: string): name is CriteriaField => (CRITERIA_FIELDS as readonly string[]).includes(name);

/** What each field holds as the form shows it: text, or the ticked values. */
export type CriteriaValues = Partial<Record<CriteriaField, string | string[]>>;

/** `new-build` is not a key an ICU select can name. */
export function featureMessageKey(feature: PropertyFeature): 'garden' | 'terrace' | 'parking' | 'newBuild' {
  return feature === 'new-build' ? 'newBuild' : feature;
}

/** The posted (or carried) fields of the criteria form only, as the schema reads them. */
export function criteriaJson(entries: Iterable<[string, FormDataEntryValue]>): FormJson {
  const kept = [...entries].filter(([name]) => isCriteriaField(name));
  return formDataToJson(kept, LIST_FIELDS);
}

export type CriteriaCheck = { ok: true; criteria: TDemandCriteria } | { ok: false; errors: CriteriaErrors };
export type CriteriaErrors = Partial<Record<CriteriaField, ValidationKey>>;

/** The demand register's rules on the form's fields; a refusal's first word per field (`zones.2` is the zones'). */
export function checkCriteria(json: FormJson): CriteriaCheck {
  const parsed = ZAlertCriteriaBodySchema.safeParse(json);
  if (parsed.success) return { ok: true, criteria: parsed.data };
  const errors: CriteriaErrors = {};
  for (const [path, key] of Object.entries(errorsOfIssues(parsed.error.issues))) {
    const field = path.split('.')[0] ?? '';
    if (isCriteriaField(field) && !(field in errors)) errors[field] = key;
  }
  return { ok: false, errors };
}

/** The typed fields as the page's query, to show the form again as it was sent. */
export function criteriaQuery(json: FormJson): URLSearchParams {
  const query = new URLSearchParams();
  for (const field of CRITERIA_FIELDS) {
    const value = json[field];
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      if (typeof item === 'string') query.append(field, item.slice(0, 200));
    }
  }
  return query;
}

/** The carried fields read back from the page's query. */
export function criteriaOfQuery(query: Record<string, string | string[] | undefined>): FormJson {
  const entries: [string, string][] = [];
  for (const field of CRITERIA_FIELDS) {
    const value = query[field];
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) entries.push([field, item]);
  }
  return criteriaJson(entries);
}

export function valuesOfJson(json: FormJson): CriteriaValues {
  const values: CriteriaValues = {};
  for (const field of CRITERIA_FIELDS) {
    const value = json[field];
    if (typeof value === 'string') values[field] = LIST_FIELDS.includes(field) ? [value] : value;
    else if (Array.isArray(value)) values[field] = value.filter((item): item is string => typeof item === 'string');
  }
  return values;
}

const numberText = (value: number | null): string | undefined => (value === null ? undefined : String(value));

/** The alert as stored, as the form starts. */
export function valuesOfAlert(alert: ManagedAlert): CriteriaValues {
  return {
    goal: alert.goal,
    propertyTypes: alert.propertyTypes.map(String),
    zones: [...alert.zones],
    budgetMin: numberText(alert.budgetMin),
    budgetMax: numberText(alert.budgetMax),
    bedroomsMin: numberText(alert.bedroomsMin),
    livingAreaMin: numberText(alert.livingAreaMin),
    livingAreaMax: numberText(alert.livingAreaMax),
    maxEnergy: alert.maxEnergy ?? undefined,
    features: [...alert.features],
  };
}
