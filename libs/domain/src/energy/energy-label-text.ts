// Display only: the label itself is decided by @immo/domain
// (propertyEnergyLabel); this turns its codes back into what is printed on
// an EPC certificate.

const SUFFIXES: ReadonlyArray<readonly [string, string]> = [
  ['_plusplus', '++'],
  ['_plus', '+'],
  ['_sub', '-'],
];

/** 'a_plus' → 'A+', 'a_plusplus' → 'A++', 'c_sub' → 'C-', 'b' → 'B'. */
export function energyLabelText(code: string): string {
  const lower = code.trim().toLowerCase();
  for (const [suffix, sign] of SUFFIXES) {
    if (lower.endsWith(suffix)) {
      return lower.slice(0, -suffix.length).toUpperCase() + sign;
    }
  }
  return lower.toUpperCase();
}

/** The letter that picks the badge colour: 'a'…'g', or null for anything else. */
export function energyLabelLetter(code: string): string | null {
  const letter = code.trim().toLowerCase().charAt(0);
  return /^[a-g]$/.test(letter) ? letter : null;
}
