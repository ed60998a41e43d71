// The way to empty server.mjs's page cache from Next's side (after an import,
// after a publish): server.mjs leaves it on the process's bridge object
// (server-bridge.ts). Its own module, so a route that only empties the cache
// does not pull in the page rules.

import { SERVER_BRIDGE } from '../../../server-contract.mjs';

export { SERVER_BRIDGE };

/** What server.mjs puts on the bridge itself: the way to empty its cache, and what it waits for at start-up. */
interface ServerSide {
  dropPages?: () => void;
  registered?: () => void;
}

export type BridgeHolder<T> = { [SERVER_BRIDGE]?: Partial<T> & ServerSide };

/** Empties server.mjs's page cache, when this process runs under it (not under `next dev`). */
export function dropCachedPages(): void {
  (globalThis as BridgeHolder<object>)[SERVER_BRIDGE]?.dropPages?.();
}
