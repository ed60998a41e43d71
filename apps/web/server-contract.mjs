// @ts-check
// What server.mjs and the Next app (src/) tell each other across the process:
// header and environment names, the placeholder of a shared page's policy and
// the bridge's symbol. Declared once, here, and imported by both sides
// (server.mjs runs as plain Node, so this stays JavaScript that Node loads as
// it is), so the two can never name different things.

/**
 * Set by server.mjs on every request from the TCP peer's address, replacing
 * any value a visitor sent under that name (src/lib/client-address.ts reads it).
 */
export const PEER_ADDRESS_HEADER = 'x-immo-peer-address';

/**
 * Set by server.mjs in its own process before Next.js loads: without it,
 * under `next dev` or a bare `next start`, PEER_ADDRESS_HEADER is the
 * visitor's claim and is ignored.
 */
export const PEER_ADDRESS_STAMPED_ENV = 'IMMO_PEER_ADDRESS_STAMPED';

/** Carries server.mjs's key when it asks the proxy for the API-failure page (server-failure-page.mjs). */
export const FAILURE_PAGE_HEADER = 'x-immo-failure-page';
/** Holds that key, drawn by server.mjs at start, for the proxy in the same process. */
export const FAILURE_PAGE_KEY_ENV = 'IMMO_FAILURE_PAGE_KEY';

/** Set by server.mjs: it finishes the pages a shared cache may keep (src/security/shared-page.ts). */
export const SHARED_PAGES_ENV = 'IMMO_SHARED_PAGES';
/** Carries a shared page's policy from the proxy to server.mjs, which removes it. */
export const POLICY_TEMPLATE_HEADER = 'x-immo-policy-template';
/** Where server.mjs puts a shared page's script hashes in that policy. */
export const SCRIPT_HASHES_PLACEHOLDER = "'immo-script-hashes'";

/**
 * The process-wide object where the server's start-up (src/instrumentation.ts)
 * leaves the page rules and settings the page cache and render budget need,
 * and where server.mjs leaves the way to empty its cache.
 * @type {unique symbol}
 */
export const SERVER_BRIDGE = Symbol.for('immo.web.page-server-bridge');
