// One presentation of each form (issue 24): its groups in the order a person
// reads them (who, what about, the message, how to reach them, where it came
// from), each field's label and how its value reads. The agency's mail, the
// console's lead page, its CSV and the thank-you page all render from it, so
// a form reads the same everywhere and never as codes.
import { type LocalizedText, pickLocalized } from '../../entities/localized';
import { formatDate } from '../../format/format-date';
import { formatNumber } from '../../format/format-number';
import { formatPhone } from '../../format/format-phone';
import { parseZone } from '../../demands/demand-zones';
import { ENERGY_FILTER_LABELS, type EnergyFilterLabel } from '../../energy/energy-filter';
import { energyLabelText } from '../../energy/energy-label-text';
import { isPropertyFeature } from '../../property/property-features';
import { type FormKind } from '../../leads/form-kinds';
import { type Locale } from '../../locale';
import { formatPrice } from '../../price/format-price';
import {
  type PresentationGroup,
  type PresentationLabel,
  type PresentationWords,
  presentationGroups,
  presentationWords,
} from './presentation-words';

/** A name the catalogue gives, in one language or per language (the presentation picks the reader's). */
export type CatalogueName = string | LocalizedText;

/**
 * What only the catalogue knows, so the presentation stays pure: the caller
 * (BFF, worker) looks the names up and hands them in. A code without a name
 * here reads as a neutral word, never as the code.
 */
export interface PresentationLookup {
  /** The property the request is about ('V-42, Maison à Uccle'); left out, no property row (the mail shows it apart). */
  property?: CatalogueName;
  /** The construction project, likewise. */
  project?: CatalogueName;
  /** The demand register's type ids (WebID) → the type's name. */
  propertyTypes?: Readonly<Record<string, CatalogueName>>;
  /** A picked commune's zone (`city:10:9000`) → its name ('9000 Gent'). */
  places?: Readonly<Record<string, CatalogueName>>;
  /** An upload's id (a rent application's CV) → the file's name. */
  files?: Readonly<Record<string, string>>;
}

/** Where the request came from: the envelope, not the form. */
export interface PresentationOrigin {
  page?: string | null;
  utm?: Readonly<Record<string, string | undefined>>;
}

export interface PresentedField {
  /** Stable across forms and languages: one CSV column per id. */
  id: string;
  label: string;
  value: string;
}

export interface PresentedGroup {
  id: PresentationGroup;
  heading: string;
  fields: PresentedField[];
}

type Source = Readonly<Record<string, unknown>>;

interface Reading {
  words: PresentationWords;
  locale: Locale;
  lookup: PresentationLookup;
}

interface FieldSpec {
  label: PresentationLabel;
  read: (source: Source, reading: Reading) => string;
}

const isEnergyFilterLabel = (value: string): value is EnergyFilterLabel =>
  (ENERGY_FILTER_LABELS as readonly string[]).includes(value);
const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
const named = (name: CatalogueName | undefined, locale: Locale): string =>
  name === undefined ? '' : typeof name === 'string' ? name.trim() : pickLocalized(name, locale).trim();

function amount(value: unknown): string {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? formatPrice(number) : text(value);
}

function count(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatNumber(value) : text(value);
}

/** A living area: '120 m²'. */
function area(value: unknown): string {
  const shown = count(value);
  return shown === '' ? '' : `${shown} m²`;
}

function calendarDate(value: unknown): string {
  const date = text(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDate(date) : date;
}

const brusselsSlot = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A visit's start in Brussels time, the site's way: `1/12/2026 10:00`. */
export function brusselsDateTimeText(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    brusselsSlot.formatToParts(date).find((item) => item.type === type)?.value ?? '';
  return `${Number(part('day'))}/${Number(part('month'))}/${part('year')} ${part('hour')}:${part('minute')}`;
}

function choice<T extends string>(options: (words: PresentationWords) => Readonly<Record<T, string>>) {
  return (value: unknown, words: PresentationWords): string => {
    const key = text(value);
    return key === '' ? '' : ((options(words) as Readonly<Record<string, string>>)[key] ?? '');
  };
}

/** Title, first and last name as one line, the way a letter opens: 'Madame Hélène Dubois'. */
function personName(source: Source, { words }: Reading): string {
  const title = choice((w) => w.title)(source['title'], words);
  const name = [text(source['firstName']), text(source['lastName'])].filter(Boolean).join(' ') || text(source['name']);
  return name === '' ? '' : [title, name].filter(Boolean).join(' ');
}

/** One line: 'Kerkstraat 12 bus 3, 9000 Gent'. */
export function addressLine(source: Source, box: string): string {
  const number = [text(source['houseNumber']), text(source['boxNr']) && `${box} ${text(source['boxNr'])}`]
    .filter(Boolean)
    .join(' ');
  const street = [text(source['street']), number].filter(Boolean).join(' ');
  const place = [text(source['zip']), text(source['city'])].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}

const field = (label: PresentationLabel, read: FieldSpec['read']): FieldSpec => ({ label, read });
const plain = (label: PresentationLabel, key: string = label) => field(label, (source) => text(source[key]));
const dated = (label: PresentationLabel, key: string = label) => field(label, (source) => calendarDate(source[key]));
const money = (label: PresentationLabel, key: string = label) => field(label, (source) => amount(source[key]));

const name = field('name', personName);
const address = field('address', (source, { words }) => addressLine(source, words.box));
const email = plain('email');
const phone = field('phone', (source) => (text(source['phone']) === '' ? '' : formatPhone(text(source['phone']))));
const contactPreference = field('contactPreference', (source, { words }) =>
  choice((w) => w.contactPreference)(source['contactPreference'], words),
);
const timeSlots = field('timeSlots', (source) =>
  list(source['timeSlots'])
    .map(text)
    .filter(Boolean)
    .map((slot) => slot.replace('-', '–'))
    .join(', '),
);
const remark = plain('remark');
const property = field('property', (_source, { lookup, locale }) => named(lookup.property, locale));
const project = field('project', (_source, { lookup, locale }) => named(lookup.project, locale));

const propertyTypes = field('propertyTypes', (source, { lookup, locale, words }) =>
  list(source['propertyTypes'])
    .map((id) => named(lookup.propertyTypes?.[text(id)], locale) || words.unknownType)
    .join(', '),
);

const zones = field('zones', (source, { lookup, locale, words }) =>
  list(source['zones'])
    .map((value) => {
      const zone = parseZone(text(value));
      // An older lead's zone travelled as 'ID-Name': its name is what a person reads; anything else unknown is left out.
      if (zone === null) return /^\d+-[^:]+$/.test(text(value)) ? text(value).replace(/^\d+-/, '') : '';
      if (zone.kind === 'region') return words.wholeRegion(words.region[zone.region]);
      return named(lookup.places?.[text(value)], locale) || words.postcode(zone.zip);
    })
    .filter(Boolean)
    .join(', '),
);

const cv = field('cv', (source, { lookup, words }) => {
  const id = text(source['cvUploadId']);
  return id === '' ? '' : lookup.files?.[id]?.trim() || words.cvAttached;
});

type GroupSpecs = Partial<Record<PresentationGroup, readonly FieldSpec[]>>;

const reachAll = [email, phone, contactPreference, timeSlots] as const;
const reachDirect = [email, phone] as const;

/** Each form's groups; within a group, its fields in reading order. A buyer's group reads from its nested person. */
export const formPresentations: Readonly<Record<FormKind, GroupSpecs>> = {
  'site-contact': { who: [name], about: [property], message: [remark], reach: reachAll },
  'contact-construction': { who: [name], about: [project, plain('unit')], message: [remark], reach: reachAll },
  'contact-me': {
    who: [name],
    about: [property, field('request', (source, { words }) => choice((w) => w.request)(source['request'], words))],
    message: [remark],
    reach: reachAll,
  },
  'contact-appointment': {
    who: [name],
    about: [
      property,
      field('visit', (source) =>
        text(source['slotStart']) === '' ? '' : brusselsDateTimeText(text(source['slotStart'])),
      ),
    ],
    message: [remark],
    reach: reachDirect,
  },
  'document-request': { who: [name], about: [property], message: [remark], reach: reachDirect },
  'send-to-friend': {
    who: [name],
    about: [property, plain('friendName'), plain('friendEmail')],
    message: [plain('friendMessage', 'message')],
    reach: [email],
  },
  offer: {
    buyer1: [name, address, email, phone],
    buyer2: [name, address, email, phone],
    about: [
      property,
      money('amount'),
      plain('amountInWords'),
      dated('startDate'),
      dated('endDate'),
      dated('validityDate'),
      plain('place'),
      dated('signDate'),
      field('acceptTerms', (source, { words }) =>
        source['acceptTerms'] === true ? words.yes : source['acceptTerms'] === false ? words.no : '',
      ),
    ],
    financing: [money('financingAmount', 'amount'), dated('bankDeadline')],
    message: [plain('conditions')],
  },
  'rent-application': {
    who: [name, plain('profession')],
    about: [
      property,
      field('persons', (source) => count(source['persons'])),
      money('monthlyIncome'),
      dated('desiredStartDate'),
    ],
    message: [remark, cv],
    reach: reachDirect,
  },
  'contact-demand': {
    who: [name],
    about: [
      field('propertyAddress', (source, { words }) => addressLine(source, words.box)),
      field('propertyType', (source, { words }) => choice((w) => w.propertyType)(source['propertyType'], words)),
      field('ownerGoal', (source, { words }) => choice((w) => w.ownerGoal)(source['goal'], words)),
    ],
    message: [remark],
    reach: reachAll,
  },
  'demand-register': {
    who: [name],
    about: [
      field('seekerGoal', (source, { words }) => choice((w) => w.seekerGoal)(source['goal'], words)),
      propertyTypes,
      zones,
      money('budgetMin'),
      money('budgetMax'),
      field('bedroomsMin', (source) => count(source['bedroomsMin'])),
      field('livingAreaMin', (source) => area(source['livingAreaMin'])),
      field('livingAreaMax', (source) => area(source['livingAreaMax'])),
      field('maxEnergy', (source, { words }) =>
        isEnergyFilterLabel(text(source['maxEnergy']))
          ? words.energyAtMost(energyLabelText(text(source['maxEnergy'])))
          : '',
      ),
      field('features', (source, { words }) =>
        list(source['features'])
          .map(text)
          .filter(isPropertyFeature)
          .map((feature) => words.feature[feature])
          .join(', '),
      ),
      field('frequency', (source, { words }) => choice((w) => w.frequency)(source['frequency'], words)),
    ],
    message: [remark],
    reach: reachDirect,
  },
  'sign-newsletter': { who: [name], reach: [email] },
  testimonial: {
    who: [name, plain('residence', 'city')],
    about: [
      field('rating', (source, { words }) =>
        typeof source['rating'] === 'number' ? words.rating(source['rating']) : '',
      ),
    ],
    message: [plain('testimonial', 'text')],
    reach: [email],
  },
};

/** Where a group's fields are read: a buyer's from the offer's nested person, a financing condition's from its own. */
const SOURCE_KEY: Partial<Record<PresentationGroup, string>> = {
  buyer1: 'personA',
  buyer2: 'personB',
  financing: 'financing',
};
/** A nested group's columns are its own: 'Buyer 2 – Name' beside 'Name'. */
const COLUMN_PREFIX: Partial<Record<PresentationGroup, string>> = {
  buyer1: 'buyer1.',
  buyer2: 'buyer2.',
  financing: 'financing.',
};

const isRecord = (value: unknown): value is Source =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function originFields(origin: PresentationOrigin | undefined, words: PresentationWords): PresentedField[] {
  if (origin === undefined) return [];
  const page = origin.page?.trim() ?? '';
  const campaign = Object.entries(origin.utm ?? {})
    .filter(([, value]) => typeof value === 'string' && value.trim() !== '')
    .map(
      ([key, value]) =>
        `${(words.utm as Readonly<Record<string, string>>)[key] ?? key.replace(/^utm_/, '')}: ${value!.trim()}`,
    )
    .join(', ');
  return [
    ...(page ? [{ id: 'page', label: words.labels.page, value: page }] : []),
    ...(campaign ? [{ id: 'campaign', label: words.labels.campaign, value: campaign }] : []),
  ];
}

/**
 * A request as a person reads it, in `locale`: its groups in order, each
 * with its filled fields only (an empty group is left out). `fields` is the
 * lead's stored form (its parsed schema); codes that need the catalogue read
 * through `lookup`; `origin` adds where it came from.
 */
export function presentForm(
  kind: FormKind,
  fields: Source,
  locale: Locale,
  lookup: PresentationLookup = {},
  origin?: PresentationOrigin,
): PresentedGroup[] {
  const words = presentationWords[locale];
  const reading: Reading = { words, locale, lookup };
  const specs = formPresentations[kind];
  const groups: PresentedGroup[] = [];
  for (const id of presentationGroups) {
    const sourceKey = SOURCE_KEY[id];
    const nested = sourceKey === undefined ? fields : fields[sourceKey];
    const shown =
      id === 'origin'
        ? originFields(origin, words)
        : !isRecord(nested)
          ? []
          : (specs[id] ?? [])
              .map((spec) => ({
                id: `${COLUMN_PREFIX[id] ?? ''}${spec.label}`,
                label: words.labels[spec.label],
                value: spec.read(nested, reading).trim(),
              }))
              .filter((row) => row.value !== '');
    if (shown.length > 0) groups.push({ id, heading: words.groups[id], fields: shown });
  }
  return groups;
}

/** Every column the forms of `kinds` can fill, in reading order, labelled in `locale`: the CSV's field columns. */
export function presentationColumns(kinds: readonly FormKind[], locale: Locale): { id: string; label: string }[] {
  const words = presentationWords[locale];
  const columns = new Map<string, string>();
  for (const id of presentationGroups) {
    for (const kind of kinds) {
      if (id === 'origin') continue;
      for (const spec of formPresentations[kind][id] ?? []) {
        const column = `${COLUMN_PREFIX[id] ?? ''}${spec.label}`;
        const prefix = COLUMN_PREFIX[id] === undefined ? '' : `${words.groups[id]} – `;
        if (!columns.has(column)) columns.set(column, `${prefix}${words.labels[spec.label]}`);
      }
    }
  }
  return [...columns].map(([id, label]) => ({ id, label }));
}

/**
 * A few lines that say what was sent ('Visit: 1/12/2026 10:00'), for a
 * thank-you page or a list: the 'what about' group without the property
 * (the page shows it), or nothing. Never the visitor's own contact details.
 */
export function formSummary(
  kind: FormKind,
  fields: Source,
  locale: Locale,
  lookup: PresentationLookup = {},
): PresentedField[] {
  const about = presentForm(kind, fields, locale, { ...lookup, property: undefined, project: undefined }).find(
    (group) => group.id === 'about',
  );
  return about?.fields ?? [];
}
