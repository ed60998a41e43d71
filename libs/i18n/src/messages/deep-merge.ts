/** A dictionary: strings, nested by component group. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/**
 * `override` laid over `base`, key by key at every depth, so an override file
 * holds only the few strings it changes.
 */
export function deepMerge<T extends MessageTree>(base: T, override: MessageTree): T {
  const merged: Record<string, string | MessageTree> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] = typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
  }
  return merged as T;
}
