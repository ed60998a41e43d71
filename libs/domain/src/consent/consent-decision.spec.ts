import {
  CONSENT_MODE_DEFAULTS,
  consentFromChoice,
  consentModeUpdate,
  readConsentFlags,
  selectionFromChoice,
  selectionFromFlags,
  shouldShowBanner,
  tagsAllowed,
} from './consent-decision';

const NONE = {
  consent: true,
  consentAnalyticsStorage: false,
  consentAdStorage: false,
  consentAdUserData: false,
  consentAdPersonalization: false,
};
const ALL = {
  consent: true,
  consentAnalyticsStorage: true,
  consentAdStorage: true,
  consentAdUserData: true,
  consentAdPersonalization: true,
};
const CONFIG = { gtmId: 'GTM-TEST123', metaPixelId: '1234567890' };

describe(consentFromChoice.name, () => {
  it('grants everything on Agree and only the necessary on Decline', () => {
    expect(consentFromChoice('agree')).toEqual(ALL);
    expect(consentFromChoice('decline')).toEqual(NONE);
  });

  it('maps the chosen switches to their flags', () => {
    expect(consentFromChoice({ analytics: true })).toEqual({ ...NONE, consentAnalyticsStorage: true });
    expect(consentFromChoice({ marketing: true })).toEqual({
      ...NONE,
      consentAdStorage: true,
      consentAdUserData: true,
      consentAdPersonalization: true,
    });
    expect(consentFromChoice({ socialMedia: true })).toEqual({ ...NONE, consentAdPersonalization: true });
    expect(consentFromChoice({ unclassified: true })).toEqual(NONE);
  });

  it('keeps strictly necessary on even when switched off', () => {
    expect(selectionFromChoice({ necessary: false }).necessary).toBe(true);
    expect(selectionFromChoice('decline')).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      socialMedia: false,
      unclassified: false,
    });
  });
});

describe(selectionFromFlags.name, () => {
  it('shows the switches a stored choice stands for', () => {
    expect(selectionFromFlags(null)).toMatchObject({ necessary: true, analytics: false, marketing: false });
    expect(selectionFromFlags(consentFromChoice({ analytics: true, socialMedia: true }))).toMatchObject({
      analytics: true,
      marketing: false,
      socialMedia: true,
    });
  });
});

describe(consentModeUpdate.name, () => {
  it('starts denied and grants what the flags allow', () => {
    expect(CONSENT_MODE_DEFAULTS).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      wait_for_update: 500,
    });
    expect(consentModeUpdate(consentFromChoice({ analytics: true }))).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
    expect(Object.values(consentModeUpdate(ALL))).toEqual(['granted', 'granted', 'granted', 'granted']);
  });
});

describe(tagsAllowed.name, () => {
  it('loads a tag only when configured and consented', () => {
    expect(tagsAllowed(null, CONFIG)).toEqual({ gtm: false, metaPixel: false });
    expect(tagsAllowed(NONE, CONFIG)).toEqual({ gtm: false, metaPixel: false });
    expect(tagsAllowed(ALL, CONFIG)).toEqual({ gtm: true, metaPixel: true });
    expect(tagsAllowed(ALL, {})).toEqual({ gtm: false, metaPixel: false });
    expect(tagsAllowed(ALL, { gtmId: '' })).toEqual({ gtm: false, metaPixel: false });
    expect(tagsAllowed(consentFromChoice({ analytics: true }), CONFIG)).toEqual({ gtm: true, metaPixel: false });
    expect(tagsAllowed(consentFromChoice({ socialMedia: true }), CONFIG)).toEqual({ gtm: false, metaPixel: true });
    expect(tagsAllowed({ ...ALL, consent: false }, CONFIG)).toEqual({ gtm: false, metaPixel: false });
  });
});

describe(shouldShowBanner.name, () => {
  it('opens without stored consent, never on preview paths', () => {
    expect(shouldShowBanner('/fr/', null)).toBe(true);
    expect(shouldShowBanner('/fr/', NONE)).toBe(false);
    expect(shouldShowBanner('/fr/preview-test/', null)).toBe(false);
    expect(shouldShowBanner('/nl/Preview/', null)).toBe(false);
  });
});

describe(readConsentFlags.name, () => {
  it('reads stored flags back and ignores a partial or absent set', () => {
    const store: Record<string, string> = Object.fromEntries(Object.entries(ALL).map(([k, v]) => [k, String(v)]));
    expect(readConsentFlags((name) => store[name] ?? null)).toEqual(ALL);
    expect(readConsentFlags(() => null)).toBeNull();
    expect(readConsentFlags((name) => (name === 'consent' ? 'true' : null))).toBeNull();
    expect(readConsentFlags((name) => (name === 'consent' ? 'false' : 'true'))).toBeNull();
  });
});
