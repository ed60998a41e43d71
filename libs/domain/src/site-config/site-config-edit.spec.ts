import { isTopBarLink, ZFooterBlockFormSchema, ZTopBarItemFormSchema } from './frame-items-edit';
import { menuPageConflicts, ZMenuPageFormSchema } from './menu-page-edit';
import { ZSiteSettingsFormSchema } from './site-settings-edit';
import { parseClockRanges, rangesOverlap, visitHoursFormValues, ZVisitHoursFormSchema } from './visit-hours-edit';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('site settings form', () => {
  it('reads a posted form: boxes, unticked switches, code list and empty ids', () => {
    const parsed = ZSiteSettingsFormSchema.parse({
      phone: '0475 12 34 56',
      copyright: { fr: '© {YEAR} Agence' },
      showSearchInput: 'on',
      marqueeIgnoreList: '7, 5 5',
      bannerKind: 'image',
      bannerUrl: '/banner/home.jpg',
    });
    expect(parsed).toMatchObject({
      phone: '0475 12 34 56',
      email: null,
      showSearchInput: true,
      showSearchButton: false,
      marqueeIgnoreList: [5, 7],
      gtmId: null,
      metaPixelId: null,
    });
    expect(parsed.copyright).toEqual({ nl: '', fr: '© {YEAR} Agence', en: '', de: '' });
  });

  it('refuses a phone that is not one, tracking ids of the wrong shape and a banner address a browser must not open', () => {
    const result = ZSiteSettingsFormSchema.safeParse({
      phone: 'call us',
      gtmId: 'UA-1234',
      metaPixelId: '12ab',
      bannerUrl: 'javascript:alert(1)',
      bannerColour: 'red;}',
      marqueeIgnoreList: 'five',
    });
    expect(messagesOf(result)).toEqual({
      phone: 'phone',
      gtmId: 'gtmIdInvalid',
      metaPixelId: 'metaPixelIdInvalid',
      bannerUrl: 'urlInvalid',
      bannerColour: 'colourInvalid',
      marqueeIgnoreList: 'numberList',
    });
  });

  it('accepts well-formed tracking ids', () => {
    expect(
      ZSiteSettingsFormSchema.parse({
        phone: '+32 475 12 34 56',
        gtmId: 'GTM-ABC1234',
        metaPixelId: '123456789012345',
      }),
    ).toMatchObject({ gtmId: 'GTM-ABC1234', metaPixelId: '123456789012345' });
  });
});

describe('visit hours form', () => {
  const base = {
    enabled: 'on',
    slotMinutes: '30',
    visitorsPerSlot: '2',
    changeCutoffHours: '24',
    daysAhead: '21',
    noticeHours: '2',
  };

  it('reads ranges per weekday into the booking schema', () => {
    const parsed = ZVisitHoursFormSchema.parse({
      ...base,
      weekly: { mon: '14:00-17:00, 10:00-12:00' },
      closedDates: '2026-12-25 2026-12-26',
    });
    expect(parsed.visitHours).toEqual({
      weekly: {
        mon: [
          { from: '10:00', to: '12:00' },
          { from: '14:00', to: '17:00' },
        ],
      },
      slotMinutes: 30,
      visitorsPerSlot: 2,
      closedDates: ['2026-12-25', '2026-12-26'],
      changeCutoffHours: 24,
      daysAhead: 21,
      noticeHours: 2,
    });
  });

  it('refuses overlapping ranges and ranges that end before they start', () => {
    expect(rangesOverlap(parseClockRanges('10:00-12:00, 11:30-13:00') ?? [])).toBe(true);
    expect(rangesOverlap(parseClockRanges('10:00-12:00, 12:00-13:00') ?? [])).toBe(false);
    const result = ZVisitHoursFormSchema.safeParse({
      ...base,
      weekly: { mon: '10:00-12:00, 11:30-13:00', tue: '12:00-10:00' },
    });
    expect(messagesOf(result)).toEqual({ 'weekly.mon': 'visitHoursOverlap', 'weekly.tue': 'clockRanges' });
  });

  it('turns booking off when unticked, and shows stored hours as boxes', () => {
    expect(ZVisitHoursFormSchema.parse({ ...base, enabled: undefined }).visitHours).toBeNull();
    expect(
      visitHoursFormValues({
        weekly: { sat: [{ from: '10:00', to: '12:00' }] },
        slotMinutes: 30,
        visitorsPerSlot: 2,
        closedDates: [],
        changeCutoffHours: 24,
        daysAhead: 21,
        noticeHours: 2,
      }),
    ).toMatchObject({ enabled: true, 'weekly.sat': '10:00-12:00', 'weekly.mon': '' });
  });
});

describe('menu page form and rules', () => {
  const pages = [
    { id: 1, path: 'home', parentId: null },
    { id: 2, path: 'Notre-agence', parentId: null },
    { id: 3, path: 'team', parentId: 2 },
    { id: 4, path: 'history', parentId: 3 },
  ];

  it('refuses a path another page has (any case), a parent under the page itself and an unknown parent', () => {
    expect(menuPageConflicts(pages, 3, { path: 'notre-agence', parentId: 2 })).toEqual({ path: 'slugTaken' });
    expect(menuPageConflicts(pages, 2, { path: 'Notre-agence', parentId: 2 })).toEqual({ parentId: 'parentLoop' });
    expect(menuPageConflicts(pages, 2, { path: 'Notre-agence', parentId: 4 })).toEqual({ parentId: 'parentLoop' });
    expect(menuPageConflicts(pages, 2, { path: 'Notre-agence', parentId: 99 })).toEqual({ parentId: 'parentUnknown' });
    expect(menuPageConflicts(pages, 4, { path: 'history', parentId: 1 })).toEqual({});
  });

  it('refuses a redirect that is not a web address, and a path that is not one', () => {
    const result = ZMenuPageFormSchema.safeParse({
      path: 'a b',
      status: 'Published',
      sort: '10',
      redirect: 'on',
      redirectUrl: 'javascript:alert(1)',
    });
    expect(messagesOf(result)).toEqual({ path: 'slugInvalid', redirectUrl: 'urlInvalid' });
    expect(
      ZMenuPageFormSchema.parse({
        path: 'Promotion',
        status: 'Published',
        sort: '10',
        parentId: '',
        redirect: 'on',
        redirectUrl: 'https://www.example.be/promo',
      }),
    ).toMatchObject({ parentId: null, redirect: true, sort: 10 });
  });
});

describe('top bar and footer forms', () => {
  it('accepts the links a top bar may hold and refuses the rest', () => {
    for (const link of ['/login/', 'https://www.example.be/', 'mailto:info@example.be', 'tel:+32475123456'])
      expect(isTopBarLink(link)).toBe(true);
    for (const link of ['javascript:alert(1)', '//evil.example', 'mailto:nobody', 'ftp://x.example'])
      expect(isTopBarLink(link)).toBe(false);
    const result = ZTopBarItemFormSchema.safeParse({
      status: 'Published',
      sort: '10',
      link: 'javascript:alert(1)',
      icon: 'rocket',
      colour: 'red;',
    });
    expect(messagesOf(result)).toMatchObject({ link: 'urlInvalid', colour: 'colourInvalid' });
    expect(Object.keys(messagesOf(result))).toContain('icon');
  });

  it('reads a footer column with its public flags per language and its widths', () => {
    const parsed = ZFooterBlockFormSchema.parse({
      sort: '10',
      titles: { fr: 'Horaires' },
      fullTexts: { fr: '<p>Fermé</p>' },
      fullPublic: { fr: 'on' },
      colSm: '12',
      colMd: '6',
      colLg: '3',
    });
    expect(parsed.fullPublic).toEqual({ nl: false, fr: true, en: false, de: false });
    expect(messagesOf(ZFooterBlockFormSchema.safeParse({ sort: '1', colSm: '13', colMd: '6', colLg: '3' }))).toEqual({
      colSm: 'integerRange',
    });
  });
});
