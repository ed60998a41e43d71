import { Header } from '@nestjs/common';

/**
 * Catalogue responses change at most once per import, so shared caches (the
 * web app's fetch cache, a CDN) may keep them a minute and serve a stale copy
 * for five more while revalidating.
 */
export const PublicCache = () => Header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300');

/** Operator data must never be cached by a shared cache. */
export const NoStore = () => Header('Cache-Control', 'no-store');
