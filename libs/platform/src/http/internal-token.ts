/**
 * The web server's own calls to the BFF carry this header with the shared
 * INTERNAL_API_TOKEN, so the per-IP rate limit counts visitors, not the
 * server that renders pages for all of them. Browser requests relayed through
 * the web's /api route never carry it (the relay forwards an allow-list).
 */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';
