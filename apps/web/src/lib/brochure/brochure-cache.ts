// Finished brochures, kept in this web server's memory by a key that changes
// whenever anything printed could (brochure-key.ts): so a brochure is made once
// per property, language and version of its data, and a request for one that
// is being made waits for it instead of making it again.
import { LRUCache } from 'lru-cache';

export interface BrochureCache {
  /** The PDF for `key`, made by `make` unless kept or being made; `kept` says which. */
  get(key: string, make: () => Promise<Buffer>): Promise<{ pdf: Buffer; kept: boolean }>;
}

export function createBrochureCache(maxBytes: number): BrochureCache {
  const kept =
    maxBytes > 0
      ? new LRUCache<string, Buffer>({
          maxSize: maxBytes,
          sizeCalculation: (pdf, key) => pdf.length + key.length,
          // One brochure never pushes out more than a quarter of the others.
          maxEntrySize: Math.max(1, Math.floor(maxBytes / 4)),
        })
      : null;
  const making = new Map<string, Promise<Buffer>>();
  return {
    async get(key, make) {
      const found = kept?.get(key);
      if (found) return { pdf: found, kept: true };
      const pending = making.get(key);
      if (pending) return { pdf: await pending, kept: true };
      const made = make().finally(() => making.delete(key));
      making.set(key, made);
      const pdf = await made;
      kept?.set(key, pdf);
      return { pdf, kept: false };
    },
  };
}
