// Names of the flags the cookie banner stores locally (spec §3); they follow
// Google Consent Mode's ad_user_data, ad_storage, analytics_storage and
// ad_personalization signals, plus the overall 'consent given' marker.
export const CONSENT_FLAG_NAMES = [
  'consent',
  'consentAdUserData',
  'consentAdStorage',
  'consentAnalyticsStorage',
  'consentAdPersonalization',
] as const;
export type ConsentFlagName = (typeof CONSENT_FLAG_NAMES)[number];

/** The banner's switches, in order; the first is always on. */
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing', 'socialMedia', 'unclassified'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** Query parameter that clears stored consent so the banner reappears. */
export const CONSENT_RESET_PARAM = 'setcookies';
