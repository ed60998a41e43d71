// The UTM parameters a visitor arrived with (spec §3: kept in session
// storage), so a form sent pages later still says which campaign brought them.
// Written on every page (components/forms/UtmMemory), read by FormShell.
import { pickUtmParams, type TUtm, UTM_KEYS, UTM_VALUE_MAX_LENGTH } from '@immo/domain';

export const UTM_STORAGE_KEY = 'immo.utm';

/** Keeps the landing page's parameters; a later page without any keeps the first ones. */
export function rememberUtm(search: string, storage: Pick<Storage, 'setItem'>): void {
  const utm = pickUtmParams(search);
  if (Object.keys(utm).length > 0) storage.setItem(UTM_STORAGE_KEY, JSON.stringify(utm));
}

/** What was kept, or nothing when storage is unreadable or holds something else. */
export function storedUtm(storage: Pick<Storage, 'getItem'>): TUtm {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(UTM_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const utm: TUtm = {};
    for (const key of UTM_KEYS) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string') utm[key] = value.slice(0, UTM_VALUE_MAX_LENGTH);
    }
    return utm;
  } catch {
    return {};
  }
}
