// The UTM parameters a visitor arrived with (spec §3: kept in session
// storage), so a form sent pages later still says which campaign brought them.
// Types only from the domain: this runs on every page (components/forms/UtmMemory),
// and the domain's envelope module would bring zod into every page's JavaScript.
import type { TFormEnvelope, UTM_KEYS as DOMAIN_UTM_KEYS } from '@immo/domain';

export const UTM_STORAGE_KEY = 'immo.utm';

type Utm = TFormEnvelope['utm'];
type UtmKey = (typeof DOMAIN_UTM_KEYS)[number];

// Keyed by the domain's list, so a key added there fails the type check here.
const UTM_KEYS = Object.keys({ utm_source: true, utm_medium: true, utm_campaign: true, utm_term: true, utm_content: true } satisfies Record<UtmKey, true>) as UtmKey[];

/** The utm_* parameters of a query string; empty when it has none. */
export function utmOfSearch(search: string): Utm {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key);
    if (value) utm[key] = value.slice(0, 200);
  }
  return utm;
}

/** Keeps the landing page's parameters; a later page without any keeps the first ones. */
export function rememberUtm(search: string, storage: Pick<Storage, 'setItem'>): void {
  const utm = utmOfSearch(search);
  if (Object.keys(utm).length > 0) storage.setItem(UTM_STORAGE_KEY, JSON.stringify(utm));
}

/** What was kept, or nothing when storage is unreadable or holds something else. */
export function storedUtm(storage: Pick<Storage, 'getItem'>): Utm {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(UTM_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const utm: Utm = {};
    for (const key of UTM_KEYS) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string') utm[key] = value.slice(0, 200);
    }
    return utm;
  } catch {
    return {};
  }
}
