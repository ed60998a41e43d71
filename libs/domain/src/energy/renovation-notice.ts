// Homes bought from 2023 with an E or F label must be renovated within this
// many years. The German text says 6; decisions.md keeps the Flemish 5 everywhere.
export const RENOVATION_DEADLINE_YEARS = 5;

const RENOVATION_LABELS: ReadonlySet<string> = new Set(['e', 'e_plus', 'e_sub', 'f', 'f_plus', 'f_sub']);

/** Whether the renovation-obligation notice belongs under this energy label. */
export function renovationNoticeApplies(label: string): boolean {
  return RENOVATION_LABELS.has(label.trim().toLowerCase());
}
