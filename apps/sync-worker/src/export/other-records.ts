// The other lists of a generated export: projects, owners, types, cities.
import { crmLanguageIds, type Locale, locales } from '@immo/domain';
import { COMMUNES, COUNTRY_NAMES, officialName } from './communes';
import { DAY_MS, formatCrmDate, OWNER_ID_BASE, PROJECT_ID_BASE, type ResolvedOptions } from './export-options';
import { propertyId, unitIndexes } from './project-layout';
import { type CrmRecord, propertyRecord } from './property-record';
import { cityName } from './property-texts';
import { GENERATED_TYPES } from './property-types';
import { SeededRandom } from './seeded-random';

const byLanguageId = [...locales].sort((a, b) => crmLanguageIds[a] - crmLanguageIds[b]);

const PROJECT_NAMES = [
  'Les Jardins du Parc',
  'Résidence Les Tilleuls',
  'Het Groene Hof',
  'Quartier Bellevue',
  'Domaine des Sources',
  'Residentie De Linde',
  'Les Terrasses de la Vallée',
  "Cour de l'Abbaye",
];

export function projectRecord(options: ResolvedOptions, project: number): CrmRecord {
  const rng = new SeededRandom(options.seed, 'project-record', project);
  const units = unitIndexes(options, project).map((index) => propertyRecord(options, index));
  const first = units[0];
  const prices = units.map((unit) => unit['Price']).filter((price): price is number => typeof price === 'number');
  const name = `${PROJECT_NAMES[project % PROJECT_NAMES.length]}${project >= PROJECT_NAMES.length ? ` ${Math.floor(project / PROJECT_NAMES.length) + 1}` : ''}`;
  // Without units (tiny exports) the project still has a place to be.
  const fallback = rng.pick(COMMUNES);
  const changedMs = options.nowMs - rng.int(1, 120) * DAY_MS;
  const texts: Record<Locale, string> = {
    fr: `Nouveau projet de ${units.length} appartements basse énergie, livrables d'ici deux ans.`,
    nl: `Nieuwbouwproject met ${units.length} energiezuinige appartementen, op te leveren binnen twee jaar.`,
    en: `New development of ${units.length} low-energy apartments, ready within two years.`,
    de: `Neubauprojekt mit ${units.length} Niedrigenergie-Wohnungen, bezugsfertig in zwei Jahren.`,
  };
  return {
    ID: PROJECT_ID_BASE + project,
    Name: name,
    Descriptions: byLanguageId.map((locale) => ({
      LanguageId: crmLanguageIds[locale],
      Name: name,
      Description: texts[locale],
    })),
    PublishAddress: true,
    Street: first?.['Street'] ?? 'Rue de la Station',
    HouseNumber: first?.['HouseNumber'] ?? '1',
    BoxNr: null,
    Zip: first?.['Zip'] ?? fallback.zip,
    City: first?.['City'] ?? officialName(fallback),
    CountryID: first?.['CountryID'] ?? fallback.countryId,
    CountryName: first?.['CountryName'] ?? COUNTRY_NAMES[fallback.countryId]?.fr,
    GoogleX: first?.['GoogleX'] ?? fallback.lon,
    GoogleY: first?.['GoogleY'] ?? fallback.lat,
    Status: 1,
    CreatedDate: formatCrmDate(changedMs - rng.int(30, 300) * DAY_MS),
    LastChangedDate: formatCrmDate(changedMs),
    PriceFrom: prices.length > 0 ? Math.min(...prices) : null,
    PriceTo: prices.length > 0 ? Math.max(...prices) : null,
    Pictures: [
      { Url: '/sample-photos/new-build.svg', Width: 800, Height: 600, Order: 1, Description: 'Vue 3D' },
      { Url: '/sample-photos/apartment-living.svg', Width: 800, Height: 600, Order: 2, Description: 'Séjour témoin' },
    ],
    Documents: [
      {
        Url: `https://documents.crm.example/projects/${PROJECT_ID_BASE + project}/brochure.pdf`,
        Name: 'Brochure',
        Type: 'brochure',
        LanguageId: 2,
      },
    ],
    ExternalUrl: rng.chance(0.5)
      ? `https://www.${name
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z]+/g, '-')}.example`
      : null,
  };
}

export const ownerCount = (options: ResolvedOptions) => Math.ceil(options.properties / 2);

const FIRST_NAMES = [
  'Marie',
  'Jan',
  'Luc',
  'An',
  'Nathalie',
  'Koen',
  'Isabelle',
  'Thomas',
  'Els',
  'François',
  'Sarah',
  'Marc',
  'Claude',
  'Lotte',
];
const LAST_NAMES = [
  'Peeters',
  'Janssens',
  'Maes',
  'Dubois',
  'Lambert',
  'Dupont',
  'Claes',
  'Wouters',
  'Martin',
  'Schmit',
  'Muller',
  'Goossens',
  'Leclercq',
  'Hoffmann',
];
const PORTALS = ['Immoweb', 'Zimmo', 'Immovlan', 'Logic-Immo', 'athome.lu'];

/** Owner `o` owns properties 2o and 2o+1: the owner portal's history of each. */
export function ownerRecord(options: ResolvedOptions, owner: number): CrmRecord {
  const rng = new SeededRandom(options.seed, 'owner', owner);
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const properties = [2 * owner, 2 * owner + 1].filter((index) => index < options.properties);
  const ids = properties.map(propertyId);
  const locale = rng.pick(['fr', 'fr', 'nl', 'nl', 'en', 'de'] as const);
  const day = (daysAgo: number, hour: number) =>
    formatCrmDate(options.nowMs - daysAgo * DAY_MS - (options.nowMs % DAY_MS) + hour * 3_600_000);
  let sequence = 0;
  const nextId = () => (OWNER_ID_BASE + owner) * 100 + (sequence += 1);
  const visits = ids.flatMap((id) =>
    Array.from({ length: rng.int(0, 3) }, () => {
      const daysAgo = rng.int(-14, 60);
      return {
        ID: nextId(),
        PropertyID: id,
        Date: day(daysAgo, rng.int(9, 18)),
        Status: daysAgo < 0 ? 'planned' : rng.pick(['done', 'done', 'cancelled']),
        Remark: rng.pick([
          '',
          'Couple avec deux enfants',
          'Intéressés, deuxième visite souhaitée',
          'Trouvent le jardin trop petit',
        ]),
      };
    }),
  );
  const communications = ids.flatMap((id) =>
    Array.from({ length: rng.int(0, 2) }, () => ({
      ID: nextId(),
      PropertyID: id,
      Date: day(rng.int(0, 90), rng.int(8, 19)),
      Channel: rng.pick(['email', 'phone', 'letter', 'meeting'] as const),
      Subject: rng.pick(['Rapport de visites', 'Offre reçue', 'Mise à jour du prix', 'Photos professionnelles']),
      Body: rng.pick([
        'Voici le résumé des visites de la semaine.',
        'Une offre a été remise ; nous en discutons demain.',
        'Nous proposons d’ajuster le prix au marché.',
      ]),
    })),
  );
  const onlineMedia = ids.flatMap((id) =>
    Array.from({ length: rng.int(1, 2) }, (_, k) => {
      const portal = PORTALS[(owner + k) % PORTALS.length] as string;
      return {
        ID: nextId(),
        PropertyID: id,
        Portal: portal,
        Url: `https://www.${portal.toLowerCase().replace(/[^a-z.]/g, '')}${portal.includes('.') ? '' : '.be'}/annonce/${id}`,
        PublishedDate: day(rng.int(5, 200), 10),
      };
    }),
  );
  return {
    ID: OWNER_ID_BASE + owner,
    // Unique: the owner portal logs in by e-mail.
    Email: `${first}.${last}${owner + 1}@mail.example`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, ''),
    FirstName: first,
    LastName: last,
    LanguageId: crmLanguageIds[locale],
    Phone: `+32 4${rng.int(70, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)}`,
    PropertyIDs: ids,
    LastChangedDate: formatCrmDate(options.nowMs - rng.int(1, 60) * DAY_MS),
    Visits: visits,
    Communications: communications,
    OnlineMedia: onlineMedia,
  };
}

export function typeRecords(): CrmRecord[] {
  return GENERATED_TYPES.map((type, order) => ({
    ID: type.id,
    WebID: type.webId,
    Name: type.names.fr,
    ShowOrder: order + 1,
    Sale: type.sale,
    Rent: type.rent,
    Names: byLanguageId.map((locale) => ({ LanguageId: crmLanguageIds[locale], Name: type.names[locale] })),
  }));
}

export function cityRecords(): CrmRecord[] {
  return COMMUNES.map((commune) => ({
    Name: officialName(commune),
    Zip: commune.zip,
    CountryID: commune.countryId,
    CountryName: COUNTRY_NAMES[commune.countryId]?.fr ?? '',
    Names: byLanguageId.map((locale) => ({ LanguageId: crmLanguageIds[locale], Name: cityName(commune, locale) })),
  }));
}
