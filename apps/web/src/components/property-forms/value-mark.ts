/** Where a value goes in a sentence the browser completes (the advance's amount, the CV's name, the address). */
export const VALUE_MARK = '\u0000';

export function fillValue(template: string, value: string): string {
  return template.replace(VALUE_MARK, value);
}
