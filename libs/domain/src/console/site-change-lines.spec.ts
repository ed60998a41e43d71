import { siteChangeLines } from './site-change-lines';

describe(siteChangeLines.name, () => {
  it('reads a setting under its label, before and after as the values themselves', () => {
    expect(siteChangeLines('settings', { phone: '+32 9 000 00 00' }, { phone: '+32 9 111 11 11' })).toEqual([
      {
        label: 'settings.phone',
        before: { kind: 'text', text: '+32 9 000 00 00' },
        after: { kind: 'text', text: '+32 9 111 11 11' },
      },
    ]);
  });

  it('reads a switch as yes or no, a list as its items, an emptied field as empty', () => {
    expect(
      siteChangeLines(
        'settings',
        { showSearchCount: true, marqueeIgnoreList: [5, 7], gtmId: 'GTM-AB12' },
        { showSearchCount: false, marqueeIgnoreList: [5], gtmId: null },
      ),
    ).toEqual([
      { label: 'settings.showSearchCount', before: { kind: 'yes' }, after: { kind: 'no' } },
      {
        label: 'settings.marqueeIgnoreList',
        before: { kind: 'text', text: '5, 7' },
        after: { kind: 'text', text: '5' },
      },
      { label: 'settings.gtmId', before: { kind: 'text', text: 'GTM-AB12' }, after: { kind: 'empty' } },
    ]);
  });

  it("reads the agency's mail language by the language's name", () => {
    expect(siteChangeLines('settings', { agencyLocale: 'fr' }, { agencyLocale: 'nl' })).toEqual([
      {
        label: 'settings.agencyLocale',
        before: { kind: 'choice', key: 'languages.fr' },
        after: { kind: 'choice', key: 'languages.nl' },
      },
    ]);
  });

  it('reads a text per language as one line for each language that changed', () => {
    expect(
      siteChangeLines(
        'settings',
        { searchTitles: { fr: 'Bienvenue', nl: 'Welkom' } },
        { searchTitles: { fr: 'Bonjour', nl: 'Welkom', en: 'Hello' } },
      ),
    ).toEqual([
      {
        label: 'settings.bannerTitle',
        language: 'fr',
        before: { kind: 'text', text: 'Bienvenue' },
        after: { kind: 'text', text: 'Bonjour' },
      },
      {
        label: 'settings.bannerTitle',
        language: 'en',
        before: { kind: 'empty' },
        after: { kind: 'text', text: 'Hello' },
      },
    ]);
  });

  it('reads a choice by the name of what was chosen', () => {
    expect(siteChangeLines('settings', { bannerKind: 'image' }, { bannerKind: 'color' })).toEqual([
      {
        label: 'settings.bannerKind',
        before: { kind: 'choice', key: 'settings.bannerKinds.image' },
        after: { kind: 'choice', key: 'settings.bannerKinds.color' },
      },
    ]);
    expect(siteChangeLines('top-bar-item', { icon: null }, { icon: 'phone' })).toEqual([
      {
        label: 'frame.icon',
        before: { kind: 'choice', key: 'frame.iconNone' },
        after: { kind: 'choice', key: 'frame.icons.phone' },
      },
    ]);
  });

  it("reads the banner's photo and the visit hours part by part, as their forms show them", () => {
    const hours = {
      weekly: { mon: [{ from: '10:00', to: '12:00' }] },
      slotMinutes: 30,
      visitorsPerSlot: 1,
      closedDates: [],
      changeCutoffHours: 24,
      daysAhead: 21,
      noticeHours: 2,
    };
    expect(
      siteChangeLines(
        'settings',
        { bannerItems: [{ url: '/banner/a.jpg', alt: { fr: 'Une maison' } }], visitHours: hours },
        {
          bannerItems: [{ url: '/banner/b.jpg', alt: { fr: 'Une maison' } }],
          visitHours: {
            ...hours,
            weekly: { mon: [{ from: '10:00', to: '12:00' }], sat: [{ from: '09:00', to: '11:00' }] },
            slotMinutes: 45,
          },
        },
      ),
    ).toEqual([
      {
        label: 'settings.bannerUrl',
        before: { kind: 'text', text: '/banner/a.jpg' },
        after: { kind: 'text', text: '/banner/b.jpg' },
      },
      { label: 'visitHours.days.sat', before: { kind: 'empty' }, after: { kind: 'text', text: '09:00-11:00' } },
      { label: 'visitHours.slotMinutes', before: { kind: 'text', text: '30' }, after: { kind: 'text', text: '45' } },
    ]);
    expect(siteChangeLines('settings', { visitHours: hours }, { visitHours: null })).toEqual([
      { label: 'visitHours.enabled', before: { kind: 'yes' }, after: { kind: 'no' } },
    ]);
  });

  it("reads a footer column's text without its HTML, and a menu page's parent as that page", () => {
    expect(
      siteChangeLines(
        'footer-block',
        { introTexts: { fr: { text: '<p>Ouvert <strong>du lundi</strong></p>', public: true } } },
        { introTexts: { fr: { text: '<p>Fermé</p>', public: false } } },
      ),
    ).toEqual([
      {
        label: 'frame.introText',
        language: 'fr',
        before: { kind: 'text', text: 'Ouvert du lundi' },
        after: { kind: 'text', text: 'Fermé' },
      },
      { label: 'frame.introPublic', language: 'fr', before: { kind: 'yes' }, after: { kind: 'no' } },
    ]);
    expect(siteChangeLines('menu-page', { parentId: null }, { parentId: 4 })).toEqual([
      { label: 'pages.parent', before: { kind: 'choice', key: 'pages.parentNone' }, after: { kind: 'page', id: 4 } },
    ]);
  });

  it('never shows JSON, even for a field it does not know', () => {
    const lines = siteChangeLines('settings', { newThing: { a: 'un', b: ['deux', 3] } }, { newThing: { a: 'one' } });
    expect(lines).toEqual([
      {
        label: 'changes.otherField',
        before: { kind: 'text', text: 'un, deux, 3' },
        after: { kind: 'text', text: 'one' },
      },
    ]);
    expect(JSON.stringify(lines.map((entry) => [entry.before, entry.after]))).not.toMatch(/\\"|\{\\?"a/);
  });
});
