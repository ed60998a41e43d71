// What a generated export looks like, resolved once: every record builder
// reads the same numbers, so any page can be built on its own.

export interface ExportOptions {
  /** Same seed, same export, byte for byte. Default 42. */
  seed?: number;
  properties: number;
  /** Projects (new developments); their units are GetPropertyList records with a ProjectID. Default one per 50 properties. */
  projects?: number;
  /** Records per page file. Default 50. */
  pageSize?: number;
  /** Share (0–1) of properties given a realistic defect (string prices, missing fields, unknown types, duplicate ids, coordinates in the sea). Default 0. */
  messy?: number;
  /** The export's "now" (`YYYY-MM-DD HH:mm:ss`, agency time): every date lies before it. */
  now?: string;
}

export interface ResolvedOptions {
  seed: number;
  properties: number;
  projects: number;
  pageSize: number;
  messy: number;
  /** `now` as milliseconds, read as if it were UTC: CRM times carry no zone. */
  nowMs: number;
}

export const DEFAULT_NOW = '2026-03-31 18:00:00';
/** First property ID; the next ones follow in order. */
export const PROPERTY_ID_BASE = 4101;
export const PROJECT_ID_BASE = 9001;
export const OWNER_ID_BASE = 20001;

export function resolveOptions(options: ExportOptions): ResolvedOptions {
  const properties = wholeNumber('properties', options.properties, 0);
  const projects = wholeNumber(
    'projects',
    options.projects ?? Math.max(properties > 0 ? 1 : 0, Math.floor(properties / 50)),
    0,
  );
  const messy = options.messy ?? 0;
  if (!(messy >= 0 && messy <= 1)) throw new RangeError('messy must be a share between 0 and 1');
  if (projects > properties) throw new RangeError('there cannot be more projects than properties');
  return {
    seed: wholeNumber('seed', options.seed ?? 42, 0),
    properties,
    projects,
    pageSize: wholeNumber('pageSize', options.pageSize ?? 50, 1),
    messy,
    nowMs: parseCrmDate(options.now ?? DEFAULT_NOW),
  };
}

function wholeNumber(name: string, value: number, min: number): number {
  if (!Number.isSafeInteger(value) || value < min)
    throw new RangeError(`${name} must be a whole number ≥ ${min}, got ${value}`);
  return value;
}

export function parseCrmDate(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) throw new RangeError(`not a CRM date YYYY-MM-DD HH:mm:ss: ${text}`);
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

const pad = (value: number) => String(value).padStart(2, '0');

export function formatCrmDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
