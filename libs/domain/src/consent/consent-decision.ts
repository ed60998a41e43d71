// The cookie banner's decisions (spec §4 "Cookie consent", §7): what a
// visitor's choice grants, what Google Consent Mode is told, which tags may
// load and when the banner opens. Pure, so the browser code only wires it up.
import { type ConsentFlags } from '../entities/consent';
import { CONSENT_CATEGORIES, CONSENT_FLAG_NAMES, type ConsentCategory, type ConsentFlagName } from './consent-flags';

/** The banner's switches: strictly necessary is always on. */
export type ConsentSelection = Record<ConsentCategory, boolean>;

/** 'Agree', 'Decline', or 'agree partly' with the switches the visitor set. */
export type ConsentChoice = 'agree' | 'decline' | Partial<ConsentSelection>;

/** Google Consent Mode v2 signals. */
export type ConsentModeSignal = 'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage';
export type ConsentModeState = Record<ConsentModeSignal, 'granted' | 'denied'>;

/** Sent before any tag: everything denied until the visitor chooses. */
export const CONSENT_MODE_DEFAULTS: Readonly<ConsentModeState & { wait_for_update: number }> = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  wait_for_update: 500,
};

/** The switches a choice stands for; necessary is on whatever was passed. */
export function selectionFromChoice(choice: ConsentChoice): ConsentSelection {
  const all = choice === 'agree';
  const selection = Object.fromEntries(
    CONSENT_CATEGORIES.map((category) => [category, typeof choice === 'object' ? choice[category] === true : all]),
  ) as ConsentSelection;
  return { ...selection, necessary: true };
}

/**
 * The flags stored for a choice. Analytical grants analytics storage;
 * marketing grants ad storage, ad user data and ad personalization; social
 * media grants ad personalization (the social pixel). No tag is unclassified,
 * so that switch grants nothing.
 */
export function consentFromChoice(choice: ConsentChoice): ConsentFlags {
  const s = selectionFromChoice(choice);
  return {
    consent: true,
    consentAnalyticsStorage: s.analytics,
    consentAdStorage: s.marketing,
    consentAdUserData: s.marketing,
    consentAdPersonalization: s.marketing || s.socialMedia,
  };
}

/** The switches to show for stored flags (settings reopened). */
export function selectionFromFlags(flags: ConsentFlags | null): ConsentSelection {
  return {
    necessary: true,
    analytics: flags?.consentAnalyticsStorage === true,
    marketing: flags?.consentAdStorage === true,
    socialMedia: flags?.consentAdPersonalization === true && flags.consentAdStorage !== true,
    unclassified: false,
  };
}

/** The `gtag('consent', 'update', …)` payload for stored flags. */
export function consentModeUpdate(flags: ConsentFlags): ConsentModeState {
  const state = (granted: boolean) => (flags.consent && granted ? 'granted' : 'denied');
  return {
    ad_storage: state(flags.consentAdStorage),
    ad_user_data: state(flags.consentAdUserData),
    ad_personalization: state(flags.consentAdPersonalization),
    analytics_storage: state(flags.consentAnalyticsStorage),
  };
}

/** Tracking ids; an empty or missing id means the tag is not configured. */
export interface TagConfig {
  gtmId?: string;
  metaPixelId?: string;
}

export interface AllowedTags {
  /** Tag manager: configured and analytics consented. */
  gtm: boolean;
  /** Social pixel: configured and marketing or social media consented. */
  metaPixel: boolean;
}

export function tagsAllowed(flags: ConsentFlags | null, config: TagConfig): AllowedTags {
  if (flags?.consent !== true) return { gtm: false, metaPixel: false };
  return {
    gtm: !!config.gtmId && flags.consentAnalyticsStorage,
    metaPixel: !!config.metaPixelId && (flags.consentAdStorage || flags.consentAdPersonalization),
  };
}

/** The banner opens without stored consent, never on a preview path. */
export function shouldShowBanner(pathname: string, stored: ConsentFlags | null): boolean {
  if (pathname.toLowerCase().includes('preview')) return false;
  return stored?.consent !== true;
}

/**
 * Reads the flags back from storage ('true'/'false' strings); null when
 * consent was never given or a flag is missing or unreadable.
 */
export function readConsentFlags(get: (name: ConsentFlagName) => string | null): ConsentFlags | null {
  const entries = CONSENT_FLAG_NAMES.map((name) => [name, get(name)] as const);
  if (entries.some(([, value]) => value !== 'true' && value !== 'false')) return null;
  const flags = Object.fromEntries(entries.map(([name, value]) => [name, value === 'true'])) as ConsentFlags;
  return flags.consent ? flags : null;
}
