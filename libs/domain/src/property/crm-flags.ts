import { stripAccents } from '../text/strip-accents';

// The CRM's users type yes/no answers as text in their own language, and the
// export passes them on as text ('true', 'Oui', 'ja', '1').
const YES: ReadonlySet<string> = new Set(['true', '1', 'yes', 'y', 'oui', 'o', 'ja', 'j', 'vrai', 'waar']);
const NO: ReadonlySet<string> = new Set(['false', '0', 'no', 'n', 'non', 'nee', 'nein', 'faux', 'onwaar']);

function normalise(value: string): string {
  return stripAccents(value)
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
}

/** A yes/no answer, or null when the value says neither (missing, blank, free text). */
export function parseCrmFlag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : null;
  if (typeof value !== 'string') return null;
  return flagOf(normalise(value));
}

/** The yes/no of an already normalised answer. */
function flagOf(text: string): boolean | null {
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  return null;
}

const COMPLIANT: ReadonlySet<string> = new Set(['conforme', 'conform', 'compliant', 'in orde', 'ok', 'konform']);
const NOT_COMPLIANT: ReadonlySet<string> = new Set([
  'non conforme',
  'pas conforme',
  'niet conform',
  'non conform',
  'non compliant',
  'not compliant',
  'nicht konform',
  'niet in orde',
]);

/**
 * Whether an inspection certificate (electricity, gas) found the installation
 * compliant: the CRM writes 'Conforme' / 'Non conforme' (or a yes/no flag).
 * Null when it says neither, so the page shows nothing rather than a guess.
 */
export function parseCompliance(value: unknown): boolean | null {
  if (typeof value !== 'string') return parseCrmFlag(value);
  const text = normalise(value);
  if (COMPLIANT.has(text)) return true;
  if (NOT_COMPLIANT.has(text)) return false;
  return flagOf(text);
}
