/**
 * After an import that changed the catalogue, the sync worker POSTs to the
 * web's /internal/revalidate with this header carrying the shared
 * REVALIDATE_SECRET.
 */
export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret';
