// Text PostgreSQL cannot store: a NUL character (refused in text and jsonb)
// and half of a UTF-16 surrogate pair (`"Villa \ud83c"`: JSON allows it,
// jsonb does not). Both are cleaned from a whole CRM record before it is
// mapped, with a note per field, so the record still imports: a NUL carries
// nothing, and U+FFFD is what any reader shows for a broken character.

const NUL = '\0';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** A NUL or any surrogate (paired ones are then kept): one scan of each of a record's ~180 strings and keys. */
const NUL_OR_SURROGATE = /[\0\uD800-\uDFFF]/;

function needsCleaning(text: string): boolean {
  return NUL_OR_SURROGATE.test(text);
}

/** The text as PostgreSQL can store it (also for rejection reasons and failure messages). */
export function storableText(text: string): string {
  return needsCleaning(text) ? text.split(NUL).join('').replace(LONE_SURROGATE, '\uFFFD') : text;
}

/**
 * The record with every string (keys included) storable; the same object
 * when nothing needed cleaning, which is nearly always (no copy of 100 000 records).
 */
export function cleanCrmRecord(record: unknown, notes: string[]): unknown {
  return clean(record, [], notes);
}

type Path = (string | number)[];

function pathText(path: Path): string {
  return path.map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`)).join('');
}

function cleanString(text: string, path: Path, notes: string[]): string {
  if (!needsCleaning(text)) return text;
  const withoutNul = text.split(NUL).join('');
  if (withoutNul !== text) notes.push(`${pathText(path)}: NUL characters removed`);
  const wellFormed = withoutNul.replace(LONE_SURROGATE, '\uFFFD');
  if (wellFormed !== withoutNul)
    notes.push(`${pathText(path)}: a broken character (unpaired UTF-16 surrogate) replaced by \uFFFD`);
  return wellFormed;
}

function clean(value: unknown, path: Path, notes: string[]): unknown {
  if (typeof value === 'string') return cleanString(value, path, notes);
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let index = 0; index < value.length; index += 1) {
      const item: unknown = value[index];
      path.push(index);
      const cleaned = clean(item, path, notes);
      path.pop();
      if (cleaned !== item && copy === null) copy = value.slice(0, index);
      copy?.push(cleaned);
    }
    return copy ?? value;
  }
  let copy: Record<string, unknown> | null = null;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const item = record[key];
    path.push(key);
    const cleanKey = cleanString(key, path, notes);
    const cleaned = clean(item, path, notes);
    path.pop();
    if ((cleaned !== item || cleanKey !== key) && copy === null) {
      copy = {};
      // The entries before this one, unchanged.
      for (const earlier in record) {
        if (earlier === key) break;
        copy[earlier] = record[earlier];
      }
    }
    if (copy !== null) copy[cleanKey] = cleaned;
  }
  return copy ?? value;
}
