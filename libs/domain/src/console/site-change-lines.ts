// The site configuration's change log as an office reads it: each field
// changed under the label its form gives it, before and after in words. A
// field that holds texts per language, the banner's photo, the visit hours or
// a footer column's widths becomes one line per part that changed, never a
// piece of JSON. The words themselves are the console's (ConsoleSite
// messages): this says which message and what to put in it.
import { type Locale, locales } from '../locale';
import type { SiteConfigEntity } from '../site-config/site-config-editor';
import { visitHoursFormValues } from '../site-config/visit-hours-edit';
import { type TVisitHours, WEEKDAYS } from '../visits/visit-hours';

/** A value in words: nothing, a text to show as it is, yes or no, a choice named by its message key, or a menu page by its id. */
export type ChangeReading =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'yes' }
  | { kind: 'no' }
  | { kind: 'choice'; key: string }
  | { kind: 'page'; id: number };

export interface ChangeLine {
  /** The field's label: a ConsoleSite message key (`settings.phone`). */
  label: string;
  /** Fills the label's {language}, for a text kept per language. */
  language?: Locale;
  before: ChangeReading;
  after: ChangeReading;
}

type Fields = Record<string, unknown>;
/** One field's lines, from its value before and after. */
type Reader = (before: unknown, after: unknown) => ChangeLine[];

const EMPTY: ChangeReading = { kind: 'empty' };

function text(value: unknown): ChangeReading {
  if (value === null || value === undefined) return EMPTY;
  if (typeof value === 'boolean') return { kind: value ? 'yes' : 'no' };
  if (Array.isArray(value))
    return value.length === 0 ? EMPTY : { kind: 'text', text: value.map((item) => plainText(item)).join(', ') };
  const shown = plainText(value).trim();
  return shown === '' ? EMPTY : { kind: 'text', text: shown };
}

/** Any stored value as words: a text as it is, an object as its parts' words (a field this file does not know yet). */
function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(plainText).join(', ');
  if (typeof value === 'object')
    return Object.values(value as Fields)
      .map(plainText)
      .filter((part) => part !== '')
      .join(', ');
  return '';
}

/** HTML a footer column shows, read as its text. */
function htmlText(value: unknown): ChangeReading {
  return text(
    typeof value === 'string'
      ? value
          .replace(/<[^>]*>/g, ' ')
          .replace(/&nbsp;/g, ' ')
          .replace(/\s+/g, ' ')
      : value,
  );
}

const same = (a: ChangeReading, b: ChangeReading) => JSON.stringify(a) === JSON.stringify(b);

function line(label: string, before: ChangeReading, after: ChangeReading, language?: Locale): ChangeLine[] {
  if (same(before, after)) return [];
  return [{ label, ...(language ? { language } : {}), before, after }];
}

const record = (value: unknown): Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};

const plain =
  (label: string, read: (value: unknown) => ChangeReading = text): Reader =>
  (before, after) =>
    line(label, read(before), read(after));

/** A text per language: one line per language that changed. */
const perLanguage =
  (label: string, read: (value: unknown) => ChangeReading = text): Reader =>
  (before, after) =>
    locales.flatMap((locale) => line(label, read(record(before)[locale]), read(record(after)[locale]), locale));

const choice =
  (label: string, keyOf: (value: string) => string, none: string): Reader =>
  (before, after) => {
    const read = (value: unknown): ChangeReading =>
      typeof value === 'string' && value !== '' ? { kind: 'choice', key: keyOf(value) } : { kind: 'choice', key: none };
    return line(label, read(before), read(after));
  };

/** The banner's photos: the form edits the first one, its address and its description per language. */
const bannerItems: Reader = (before, after) => {
  const first = (value: unknown) => record(Array.isArray(value) ? value[0] : undefined);
  return [
    ...plain('settings.bannerUrl')(first(before).url, first(after).url),
    ...perLanguage('settings.bannerAlt')(first(before).alt, first(after).alt),
  ];
};

/** The visit hours, as their form shows them: booking on or off, each day's hours, the rules. */
const visitHours: Reader = (before, after) => {
  const form = (value: unknown) => visitHoursFormValues((value ?? null) as TVisitHours | null);
  const was = form(before);
  const becomes = form(after);
  const labelOf = (name: string) =>
    name.startsWith('weekly.') ? `visitHours.days.${name.slice('weekly.'.length)}` : `visitHours.${name}`;
  const names = [
    'enabled',
    ...WEEKDAYS.map((day) => `weekly.${day}`),
    'slotMinutes',
    'visitorsPerSlot',
    'closedDates',
    'changeCutoffHours',
    'daysAhead',
    'noticeHours',
  ];
  // Switched off, the rest of the form shows defaults nobody chose: only the switch changed.
  const shown = before === null || after === null || before === undefined || after === undefined ? ['enabled'] : names;
  return shown.flatMap((name) => line(labelOf(name), text(was[name]), text(becomes[name])));
};

/** A footer column's short or full text per language, and whether it is shown. */
const publicTexts =
  (textLabel: string, publicLabel: string): Reader =>
  (before, after) =>
    locales.flatMap((locale) => {
      const was = record(record(before)[locale]);
      const becomes = record(record(after)[locale]);
      return [
        ...line(textLabel, htmlText(was.text), htmlText(becomes.text), locale),
        ...line(publicLabel, text(was.public === true), text(becomes.public === true), locale),
      ];
    });

const columns: Reader = (before, after) =>
  (['sm', 'md', 'lg'] as const).flatMap((size) =>
    line(`frame.col${size[0]?.toUpperCase()}${size.slice(1)}`, text(record(before)[size]), text(record(after)[size])),
  );

/** Open Graph texts per language (the rest of a page's metadata is not edited in the console). */
const pageMetadata: Reader = (before, after) =>
  locales.flatMap((locale) => {
    const was = record(record(before)[locale]);
    const becomes = record(record(after)[locale]);
    return [
      ...line('pages.ogTitle', text(was['og:title']), text(becomes['og:title']), locale),
      ...line('pages.ogDescription', text(was['og:description']), text(becomes['og:description']), locale),
    ];
  });

const parentPage: Reader = (before, after) => {
  const read = (value: unknown): ChangeReading =>
    typeof value === 'number' ? { kind: 'page', id: value } : { kind: 'choice', key: 'pages.parentNone' };
  return line('pages.parent', read(before), read(after));
};

const status = choice('pages.status', (value) => `pages.statuses.${value}`, 'pages.statuses.Draft');

const READERS: Record<SiteConfigEntity, Record<string, Reader>> = {
  settings: {
    phone: plain('settings.phone'),
    whatsapp: plain('settings.whatsapp'),
    email: plain('settings.email'),
    agencyLocale: choice('settings.agencyLocale', (value) => `languages.${value}`, 'settings.agencyLocalePlaceholder'),
    copyright: perLanguage('settings.copyright'),
    searchTitles: perLanguage('settings.bannerTitle'),
    bannerKind: choice(
      'settings.bannerKind',
      (value) => `settings.bannerKinds.${value}`,
      'settings.bannerKindPlaceholder',
    ),
    bannerItems,
    bannerColour: plain('settings.bannerColour'),
    topBarShow: plain('settings.topBarShow'),
    showSearchInput: plain('settings.showSearchInput'),
    showSearchButton: plain('settings.showSearchButton'),
    showCountProperty: plain('settings.showCountProperty'),
    showSearchCount: plain('settings.showSearchCount'),
    marqueeIgnoreList: plain('settings.marqueeIgnoreList'),
    gtmId: plain('settings.gtmId'),
    metaPixelId: plain('settings.metaPixelId'),
    visitHours,
  },
  'menu-page': {
    path: plain('pages.path'),
    parentId: parentPage,
    status,
    sort: plain('pages.sort'),
    hiddenInMenu: plain('pages.hiddenInMenu'),
    isActiveSeo: plain('pages.isActiveSeo'),
    titles: perLanguage('pages.pageTitle'),
    descriptions: perLanguage('pages.description'),
    metadata: pageMetadata,
    redirect: plain('pages.redirect'),
    redirectUrl: plain('pages.redirectUrl'),
  },
  'top-bar-item': {
    status,
    sort: plain('pages.sort'),
    labels: perLanguage('frame.label'),
    link: plain('frame.link'),
    icon: choice('frame.icon', (value) => `frame.icons.${value}`, 'frame.iconNone'),
    colour: plain('frame.colour'),
  },
  'footer-block': {
    sort: plain('pages.sort'),
    titles: perLanguage('frame.footerTitle'),
    introTexts: publicTexts('frame.introText', 'frame.introPublic'),
    fullTexts: publicTexts('frame.fullText', 'frame.fullPublic'),
    col: columns,
  },
};

/**
 * The lines of one change, in its form's order. A field this list does not
 * know (added later) still reads as words, under `changes.otherField`.
 */
export function siteChangeLines(entity: SiteConfigEntity, before: Fields, after: Fields): ChangeLine[] {
  const readers = READERS[entity];
  const known = Object.keys(readers).filter((field) => field in after);
  const unknown = Object.keys(after).filter((field) => !(field in readers));
  return [
    ...known.flatMap((field) => readers[field]?.(before[field], after[field]) ?? []),
    ...unknown.flatMap((field) => line('changes.otherField', text(before[field]), text(after[field]))),
  ];
}
