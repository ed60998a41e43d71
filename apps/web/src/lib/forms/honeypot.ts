import type { HONEYPOT_FIELD as DOMAIN_HONEYPOT_FIELD } from '@immo/domain';

/**
 * The domain's honeypot name (typed against it), for the browser's code:
 * importing the domain's value would load the envelope's module, and zod
 * with it, into every form page before anyone types.
 */
export const HONEYPOT_FIELD: typeof DOMAIN_HONEYPOT_FIELD = 'website';
