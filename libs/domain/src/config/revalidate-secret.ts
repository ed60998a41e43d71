/**
 * After an import that changed the catalogue, the sync worker POSTs to the
 * web's /internal/revalidate with this header carrying the shared
 * REVALIDATE_SECRET.
 */
export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret';

/** Outside production only, the worker's and the web's shared default (README), so `npm start` revalidates out of the box. */
export const LOCAL_REVALIDATE_SECRET = 'local-development-revalidate-secret';
