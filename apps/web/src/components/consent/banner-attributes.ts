/** Marks the banner's element, so the <head> styles can hide it before hydration. */
export const CONSENT_BANNER_ATTRIBUTE = 'data-consent-banner';

/** Set on <html> by the <head> script when a choice is stored or the path is a preview. */
export const CONSENT_HIDDEN_ATTRIBUTE = 'data-consent-hidden';
