// How the proxy tells app/not-found.tsx what to show (see proxy.ts showNotFound).
// Request headers only: a visitor's own are removed first.

/** Which not-found state: see MissingKind in missing-record.ts. */
export const NOT_FOUND_KIND_HEADER = 'x-immo-not-found';
/** The language of the address that was not found. */
export const NOT_FOUND_LOCALE_HEADER = 'x-immo-not-found-locale';
