import { z } from 'zod';
import { formKinds, formSchemas, type FormKind } from '../../leads/form-kinds';
import { locales, type Locale } from '../../locale';
import { energyLabelText } from '../../energy/energy-label-text';
import {
  addressLine,
  formSummary,
  presentationColumns,
  presentForm,
  type PresentationLookup,
  type PresentedGroup,
} from './form-presentation';
import { presentationWords } from './presentation-words';

const person = {
  title: 'ms',
  firstName: 'Hélène',
  lastName: 'Dubois',
  email: 'helene@example.be',
  phone: '0475123456',
};
const contact = { ...person, remark: 'Appelez-moi le matin', contactPreference: 'phone', timeSlots: ['10:00-13:00'] };
const buyer = { ...person, street: 'Kerkstraat', houseNumber: '12', boxNr: '3', zip: '9000', city: 'Gent' };
const CV_ID = 'b2791a80-5f0e-4c1e-9a57-0d1f0f3f8e11';

/** A filled form of each kind, as the visitor sends it (parsed by its schema below). */
const samples: Record<FormKind, Record<string, unknown>> = {
  'site-contact': { ...contact, propertyId: 4101 },
  'contact-construction': { ...contact, projectId: 77, unit: 'A.2.1' },
  'contact-me': { ...contact, propertyId: 4101, request: 'info' },
  'contact-appointment': { ...person, propertyId: 4101, slotStart: '2026-12-01T09:00:00Z', remark: 'Avec mon fils' },
  'document-request': { ...person, propertyId: 4101, remark: 'Le PEB' },
  'send-to-friend': {
    name: 'Hélène Dubois',
    email: 'helene@example.be',
    friendName: 'Paul',
    friendEmail: 'paul@example.be',
    message: 'Regarde',
    propertyId: 4101,
  },
  offer: {
    propertyId: 4101,
    amount: 350000,
    amountInWords: 'trois cent cinquante mille euros',
    startDate: '2026-12-01',
    endDate: '2026-12-15',
    place: 'Gent',
    signDate: '2026-12-01',
    personA: buyer,
    personB: { ...buyer, title: 'mr', firstName: 'Marc' },
    conditions: 'Sous réserve de visite',
    validityDate: '2026-12-10',
    financing: { amount: 250000, bankDeadline: '2026-12-08' },
    acceptTerms: true,
  },
  'rent-application': {
    ...person,
    propertyId: 4101,
    persons: 2,
    monthlyIncome: 3200,
    profession: 'Infirmière',
    desiredStartDate: '2027-01-01',
    cvUploadId: CV_ID,
    remark: 'Sans animaux',
  },
  'contact-demand': {
    ...contact,
    street: 'Kerkstraat',
    houseNumber: '12',
    boxNr: '3',
    zip: '9000',
    city: 'Gent',
    propertyType: 'apartment',
    goal: 'sale',
  },
  'demand-register': {
    ...person,
    goal: 'sale',
    propertyTypes: [2],
    zones: ['city:10:9000', 'region:wallonia'],
    budgetMin: 200000,
    budgetMax: 400000,
    bedroomsMin: 2,
    livingAreaMin: 90,
    livingAreaMax: 1500,
    maxEnergy: 'c',
    features: ['garden', 'parking'],
    remark: 'Avec jardin',
    frequency: 'daily',
  },
  'sign-newsletter': { email: 'helene@example.be', firstName: 'Hélène', lastName: 'Dubois' },
  testimonial: {
    firstName: 'Hélène',
    lastName: 'Dubois',
    email: 'helene@example.be',
    city: 'Gent',
    rating: 4,
    text: 'Très bon accueil',
  },
};

/** What the catalogue knows about the sample's codes, per language where it names them differently. */
const lookup: PresentationLookup = {
  property: 'A-17, Appartement à Gent',
  project: 'Résidence Horizon',
  propertyTypes: { '2': { fr: 'Appartement', nl: 'Appartement', en: 'Apartment', de: 'Wohnung' } },
  places: { 'city:10:9000': { fr: '9000 Gand', nl: '9000 Gent', en: '9000 Ghent', de: '9000 Gent' } },
  files: { [CV_ID]: 'CV Hélène Dubois.pdf' },
};

const parse = (kind: FormKind, fields: Record<string, unknown>) =>
  formSchemas[kind].parse(fields) as Record<string, unknown>;
const allText = (groups: PresentedGroup[]) =>
  groups.flatMap((group) => [group.heading, ...group.fields.flatMap((row) => [row.label, row.value])]).join('\n');
const valueOf = (groups: PresentedGroup[], id: string) =>
  groups.flatMap((group) => group.fields).find((row) => row.id === id)?.value;

/** The enum options of a schema's field (its optional, default, array and pipe wrappers taken off). */
function enumOptions(schema: z.ZodType): string[] | null {
  let current: z.ZodType = schema;
  for (let depth = 0; depth < 10; depth += 1) {
    if (current instanceof z.ZodEnum) return current.options.map(String);
    if (current instanceof z.ZodOptional || current instanceof z.ZodDefault || current instanceof z.ZodNullable)
      current = current.unwrap() as z.ZodType;
    else if (current instanceof z.ZodArray) current = current.element as z.ZodType;
    else if (current instanceof z.ZodPipe) current = current.in as z.ZodType;
    else return null;
  }
  return null;
}

/** Every choice of every form: [kind, path, option] (a buyer's title under personA and personB). */
function everyChoice(): [FormKind, string[], string][] {
  const choices: [FormKind, string[], string][] = [];
  const walk = (kind: FormKind, shape: Record<string, z.ZodType>, path: string[]) => {
    for (const [key, schema] of Object.entries(shape)) {
      const options = enumOptions(schema);
      if (options !== null) options.forEach((option) => choices.push([kind, [...path, key], option]));
      let inner: z.ZodType = schema;
      while (inner instanceof z.ZodOptional || inner instanceof z.ZodPipe)
        inner = (inner instanceof z.ZodPipe ? inner.out : inner.unwrap()) as z.ZodType;
      if (inner instanceof z.ZodObject) walk(kind, inner.shape as Record<string, z.ZodType>, [...path, key]);
    }
  };
  for (const kind of formKinds)
    walk(kind, (formSchemas[kind] as unknown as z.ZodObject).shape as Record<string, z.ZodType>, []);
  return choices;
}

function withChoice(fields: Record<string, unknown>, path: string[], option: string): Record<string, unknown> {
  const [key, ...rest] = path as [string, ...string[]];
  if (rest.length > 0) return { ...fields, [key]: withChoice(fields[key] as Record<string, unknown>, rest, option) };
  const current = fields[key];
  const value = Array.isArray(current) ? [option] : option;
  // Asking for a call needs a time slot; a visit request's default is 'info'.
  return { ...fields, [key]: value };
}

/** The words the agency must read for a choice, per language: the same word the visitor picked. */
function expectedWord(kind: FormKind, key: string, option: string, locale: Locale): string {
  const words = presentationWords[locale];
  switch (key) {
    case 'title':
      return words.title[option as keyof typeof words.title];
    case 'request':
      return words.request[option as keyof typeof words.request];
    case 'contactPreference':
      return words.contactPreference[option as keyof typeof words.contactPreference];
    case 'goal':
      return kind === 'contact-demand' ? words.ownerGoal[option as 'sale'] : words.seekerGoal[option as 'sale'];
    case 'propertyType':
      return words.propertyType[option as keyof typeof words.propertyType];
    case 'frequency':
      return words.frequency[option as keyof typeof words.frequency];
    case 'timeSlots':
      return option.replace('-', '–');
    case 'maxEnergy':
      return words.energyAtMost(energyLabelText(option));
    case 'features':
      return words.feature[option as keyof typeof words.feature];
    default:
      throw new Error(`no word known for ${kind}.${key}`);
  }
}

describe('the presentation of every form', () => {
  const choices = everyChoice();

  it('finds the choices of every form (a new choice field needs its words here)', () => {
    const keys = new Set(choices.map(([kind, path]) => `${kind}.${path.join('.')}`));
    expect([...keys].sort()).toEqual(
      expect.arrayContaining([
        'contact-demand.goal',
        'contact-demand.propertyType',
        'contact-me.request',
        'demand-register.goal',
        'demand-register.frequency',
        'demand-register.maxEnergy',
        'demand-register.features',
        'offer.personA.title',
        'offer.personB.title',
        'site-contact.contactPreference',
        'site-contact.timeSlots',
      ]),
    );
    expect(choices.length).toBeGreaterThan(60);
  });

  describe.each(locales)('in %s', (locale) => {
    it.each(choices.map(([kind, path, option]) => [kind, path.join('.'), option] as const))(
      '%s: %s = %s reads in words, never as its code',
      (kind, dotted, option) => {
        const path = dotted.split('.');
        const key = path[path.length - 1]!;
        const fields = parse(kind, withChoice(samples[kind], path, option));
        const groups = presentForm(kind, fields, locale, lookup);
        // An energy label's code is one letter ('a'), a word of English ('Once a day'): looked for in its own line.
        const text = key === 'maxEnergy' ? (valueOf(groups, key) ?? '') : allText(groups);
        const word = expectedWord(kind, key, option, locale);
        expect(text).toContain(word);
        // The code on its own, where the word is not the code itself ('A visit' holds 'visit').
        const code = new RegExp(`(^|[^\\p{L}])${option}($|[^\\p{L}])`, 'u');
        if (key !== 'timeSlots' && !code.test(word)) expect(text).not.toMatch(code);
      },
    );

    it.each(formKinds.map((kind) => [kind]))('%s: no field name, id or code leaks', (kind) => {
      const text = allText(presentForm(kind, parse(kind, samples[kind]), locale, lookup));
      for (const code of [
        'propertyId',
        'projectId',
        'cvUploadId',
        CV_ID,
        'city:',
        'region:',
        'personA',
        'financing.',
        'undefined',
        'null',
        '[object',
        'true',
        'false',
        '4101',
      ]) {
        expect(text).not.toContain(code);
      }
    });
  });

  it('words the valuation from the owner’s side and the demand register from the seeker’s', () => {
    const goal = (kind: 'contact-demand' | 'demand-register', value: 'sale' | 'rent', locale: Locale) =>
      valueOf(
        presentForm(kind, parse(kind, { ...samples[kind], goal: value }), locale, lookup),
        kind === 'contact-demand' ? 'ownerGoal' : 'seekerGoal',
      );
    expect(locales.map((locale) => goal('contact-demand', 'sale', locale))).toEqual([
      'Verkopen',
      'Vendre',
      'Sell',
      'Verkaufen',
    ]);
    expect(locales.map((locale) => goal('contact-demand', 'rent', locale))).toEqual([
      'Verhuren',
      'Mettre en location',
      'Rent out',
      'Vermieten',
    ]);
    expect(locales.map((locale) => goal('demand-register', 'sale', locale))).toEqual([
      'Kopen',
      'Acheter',
      'Buy',
      'Kaufen',
    ]);
    expect(locales.map((locale) => goal('demand-register', 'rent', locale))).toEqual([
      'Huren',
      'Louer',
      'Rent',
      'Mieten',
    ]);
  });

  it.each(locales)('names the regions, the communes and the types the visitor picked (%s)', (locale) => {
    const words = presentationWords[locale];
    const fields = parse('demand-register', {
      ...samples['demand-register'],
      zones: ['city:10:9000', 'region:brussels', 'region:flanders', 'region:wallonia', 'region:luxembourg'],
    });
    const groups = presentForm('demand-register', fields, locale, lookup);
    const zones = valueOf(groups, 'zones')!;
    expect(zones).toContain({ fr: '9000 Gand', nl: '9000 Gent', en: '9000 Ghent', de: '9000 Gent' }[locale]);
    for (const region of ['brussels', 'flanders', 'wallonia', 'luxembourg'] as const)
      expect(zones).toContain(words.region[region]);
    expect(valueOf(groups, 'propertyTypes')).toBe(
      { fr: 'Appartement', nl: 'Appartement', en: 'Apartment', de: 'Wohnung' }[locale],
    );
  });

  it('reads the French sample the way an agent in Gent expects', () => {
    const groups = presentForm('demand-register', parse('demand-register', samples['demand-register']), 'fr', lookup);
    expect(groups.map((group) => group.heading)).toEqual(['Qui', 'À propos de', 'Message', 'Comment le joindre']);
    expect(groups[0]!.fields).toEqual([{ id: 'name', label: 'Nom', value: 'Madame Hélène Dubois' }]);
    expect(valueOf(groups, 'zones')).toBe('9000 Gand, Toute la région : Wallonie');
    expect(valueOf(groups, 'budgetMin')).toBe('€ 200.000');
    expect(valueOf(groups, 'phone')).toBe('0475 12 34 56');
    expect(valueOf(groups, 'frequency')).toBe('Une fois par jour');
    expect(valueOf(groups, 'livingAreaMin')).toBe('90 m²');
    expect(valueOf(groups, 'livingAreaMax')).toBe('1.500 m²');
    expect(valueOf(groups, 'maxEnergy')).toBe('C ou mieux');
    expect(valueOf(groups, 'features')).toBe('Jardin, Parking');
  });

  it('without the catalogue, a code still reads as words, not as the code', () => {
    const groups = presentForm('demand-register', parse('demand-register', samples['demand-register']), 'nl');
    expect(valueOf(groups, 'zones')).toBe('Postcode 9000, Heel Wallonië');
    expect(valueOf(presentForm('demand-register', { zones: ['12-Gent', 'city:bogus'] }, 'nl'), 'zones')).toBe('Gent');
    expect(valueOf(groups, 'propertyTypes')).toBe('Een type dat niet meer bestaat');
    const rent = presentForm('rent-application', parse('rent-application', samples['rent-application']), 'en');
    expect(valueOf(rent, 'cv')).toBe('Attached');
    expect(valueOf(rent, 'property')).toBeUndefined();
  });

  it('puts the name first, the remarks in the message and the address on one line', () => {
    const groups = presentForm('contact-demand', parse('contact-demand', samples['contact-demand']), 'nl', lookup);
    expect(groups.map((group) => group.id)).toEqual(['who', 'about', 'message', 'reach']);
    expect(groups[0]!.fields[0]).toEqual({ id: 'name', label: 'Naam', value: 'Mevrouw Hélène Dubois' });
    expect(valueOf(groups, 'propertyAddress')).toBe('Kerkstraat 12 bus 3, 9000 Gent');
    expect(groups.find((group) => group.id === 'message')!.fields).toEqual([
      { id: 'remark', label: 'Opmerkingen', value: 'Appelez-moi le matin' },
    ]);
    expect(valueOf(groups, 'timeSlots')).toBe('10:00–13:00');
    expect(addressLine({ street: 'Rue Haute', houseNumber: '5', zip: '1000', city: 'Bruxelles' }, 'boîte')).toBe(
      'Rue Haute 5, 1000 Bruxelles',
    );
  });

  it('reads an offer by buyer, its amounts and dates, its financing, and the CV by its file name', () => {
    const groups = presentForm('offer', parse('offer', samples.offer), 'en', lookup, {
      page: '/en/property/4101/',
      utm: { utm_source: 'newsletter' },
    });
    expect(groups.map((group) => group.heading)).toEqual([
      'Buyer 1',
      'Buyer 2',
      'What about',
      'Financing condition',
      'Message',
      'Where it came from',
    ]);
    expect(valueOf(groups, 'buyer1.name')).toBe('Ms Hélène Dubois');
    expect(valueOf(groups, 'buyer2.name')).toBe('Mr Marc Dubois');
    expect(valueOf(groups, 'buyer1.address')).toBe('Kerkstraat 12 box 3, 9000 Gent');
    expect(valueOf(groups, 'amount')).toBe('€ 350.000');
    expect(valueOf(groups, 'financing.financingAmount')).toBe('€ 250.000');
    expect(valueOf(groups, 'validityDate')).toBe('10/12/2026');
    expect(valueOf(groups, 'acceptTerms')).toBe('Yes');
    expect(valueOf(groups, 'campaign')).toBe('source: newsletter');
    expect(
      valueOf(
        presentForm('sign-newsletter', {}, 'nl', {}, { utm: { utm_source: 'facebook', utm_medium: 'cpc' } }),
        'campaign',
      ),
    ).toBe('bron: facebook, medium: cpc');
    const rent = presentForm('rent-application', parse('rent-application', samples['rent-application']), 'fr', lookup);
    expect(valueOf(rent, 'cv')).toBe('CV Hélène Dubois.pdf');
    expect(valueOf(rent, 'monthlyIncome')).toBe('€ 3.200');
    const visit = presentForm(
      'contact-appointment',
      parse('contact-appointment', samples['contact-appointment']),
      'de',
      lookup,
    );
    expect(valueOf(visit, 'visit')).toBe('1/12/2026 10:00');
  });

  it('gives the CSV one column per field, in the reader’s language', () => {
    const columns = presentationColumns(formKinds, 'fr');
    expect(columns[0]).toEqual({ id: 'name', label: 'Nom' });
    expect(columns).toContainEqual({ id: 'buyer2.name', label: 'Acheteur 2 – Nom' });
    expect(columns).toContainEqual({ id: 'ownerGoal', label: 'Souhaite' });
    expect(new Set(columns.map((column) => column.id)).size).toBe(columns.length);
    expect(presentationColumns(['sign-newsletter'], 'de')).toEqual([
      { id: 'name', label: 'Name' },
      { id: 'email', label: 'E-Mail' },
    ]);
  });

  it('summarises what was asked, without the visitor’s own details, for a thank-you page', () => {
    expect(formSummary('contact-demand', parse('contact-demand', samples['contact-demand']), 'fr', lookup)).toEqual([
      { id: 'propertyAddress', label: 'Adresse du bien', value: 'Kerkstraat 12 boîte 3, 9000 Gent' },
      { id: 'propertyType', label: 'Type de bien', value: 'Appartement' },
      { id: 'ownerGoal', label: 'Souhaite', value: 'Vendre' },
    ]);
  });
});
