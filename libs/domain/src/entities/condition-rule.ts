/** A form-builder rule showing or hiding a field depending on another. */
export interface ConditionRule {
  field: string;
  /** Comparison operator as configured, e.g. 'equals'. */
  logic: string;
  compareWithField: string | null;
  compareWithValue: string | number | boolean | null;
  advancedCondition: string | null;
}
