// One GetPropertyList record (the CRM's list-with-details call), built from
// the seed and its index alone.
import { energyLabel, energyLabelText } from '@immo/domain';
import {
  type Commune,
  COMMUNES,
  COUNTRY_NAMES,
  type GeneratedRegion,
  REGION_WEIGHTS,
  commune as communeByZip,
  communesIn,
  officialName,
} from './communes';
import { DAY_MS, formatCrmDate, HOUR_MS, OWNER_ID_BASE, type ResolvedOptions } from './export-options';
import { propertyId, type UnitPlace, unitPlace } from './project-layout';
import { descriptions, type Feature, type Markup, title } from './property-texts';
import {
  GARAGE_PRICE,
  type GeneratedType,
  GENERATED_TYPES,
  generatedType,
  LAND_PRICE_PER_M2,
  RENT_PER_M2,
  SALE_PRICE_PER_M2,
} from './property-types';
import { fraction, SeededRandom } from './seeded-random';
import { SHOWCASE, type ShowcaseCase } from './showcase';

export type CrmRecord = Record<string, unknown>;

const STREETS: Record<GeneratedRegion, string[]> = {
  brussels: [
    'Rue du Bailli',
    'Avenue Louise',
    'Chaussée de Waterloo',
    'Rue Vanderkindere',
    'Avenue Brugmann',
    'Rue de la Victoire',
    'Avenue de Tervueren',
    'Rue Royale',
  ],
  flanders: [
    'Kerkstraat',
    'Stationsstraat',
    'Dorpsstraat',
    'Molenstraat',
    'Nieuwstraat',
    'Veldstraat',
    'Koningin Astridlaan',
    'Schoolstraat',
  ],
  wallonia: [
    'Rue de la Station',
    "Rue de l'Église",
    'Chaussée de Bruxelles',
    'Avenue des Tilleuls',
    'Rue du Moulin',
    'Rue Haute',
    'Place Saint-Lambert',
    'Rue des Champs',
  ],
  luxembourg: [
    'Rue des Bains',
    'Boulevard Royal',
    'Avenue de la Liberté',
    'Rue de Hollerich',
    "Route d'Arlon",
    "Rue de l'Alzette",
    'Grand-Rue',
    'Rue de Luxembourg',
  ],
};

const MANAGERS = [
  {
    Name: 'Sophie Lambert',
    Phone: '+32 2 640 12 34',
    Email: 'sophie.lambert@immo.example',
    PictureUrl: '/sample-photos/thumb.svg',
  },
  {
    Name: 'Pieter Claes',
    Phone: '+32 9 223 45 67',
    Email: 'pieter.claes@immo.example',
    PictureUrl: '/sample-photos/thumb.svg',
  },
  {
    Name: 'Julien Renard',
    Phone: '+32 4 221 76 54',
    Email: 'julien.renard@immo.example',
    PictureUrl: '/sample-photos/thumb.svg',
  },
  {
    Name: 'Anne Weber',
    Phone: '+352 26 12 34 56',
    Email: 'anne.weber@immo.example',
    PictureUrl: '/sample-photos/thumb.svg',
  },
];

const PHOTO_CAPTIONS: Record<string, string> = {
  'house-facade': 'Façade',
  'house-living': 'Séjour',
  'house-garden': 'Jardin',
  'apartment-living': 'Séjour',
  'apartment-kitchen': 'Cuisine',
  'apartment-bedroom': 'Chambre',
  'villa-facade': 'Façade',
  'new-build': 'Vue 3D',
  studio: 'Pièce de vie',
  'land-1': 'Terrain',
  'office-1': 'Plateau de bureaux',
  'shop-1': 'Vitrine',
  thumb: 'Vue générale',
};

/** Generic marquees beside none: weights for sale and rent. */
const MARQUEES: { code: number; name: string; sale: number; rent: number }[] = [
  { code: 1, name: 'Nouveau', sale: 0.05, rent: 0.05 },
  { code: 2, name: 'Option', sale: 0.03, rent: 0.04 },
  { code: 3, name: 'Vendu', sale: 0.06, rent: 0 },
  { code: 4, name: 'Loué', sale: 0, rent: 0.06 },
  { code: 5, name: 'Compromis en cours', sale: 0.03, rent: 0 },
];

const LUXEMBOURG_LABELS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'];
const EPC_RANGE: Record<Exclude<GeneratedRegion, 'luxembourg'>, [number, number]> = {
  flanders: [60, 480],
  brussels: [50, 350],
  wallonia: [70, 520],
};

interface Plan {
  commune: Commune;
  type: GeneratedType;
  goal: 0 | 1;
  marquee: { code: number; name: string } | null;
  publishPrice: boolean;
  publishAddress: boolean;
  startingFrom: boolean;
  photos: boolean;
  markup: Markup;
  zipText: string;
  unit: UnitPlace | null;
  changedMs: number;
}

function pickWeighted<T>(rng: SeededRandom, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng.next() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  const last = entries.at(-1);
  if (!last) throw new RangeError('no entries');
  return last[0];
}

function plan(options: ResolvedOptions, index: number, rng: SeededRandom): Plan {
  const showcase: ShowcaseCase | undefined = SHOWCASE[index];
  const unit = showcase ? null : unitPlace(options, index);
  const projectRng = unit ? new SeededRandom(options.seed, 'project', unit.project) : null;
  const region = pickWeighted(rng, REGION_WEIGHTS);
  const commune = showcase
    ? communeByZip(showcase.zip)
    : projectRng
      ? projectRng.pick(COMMUNES.filter((candidate) => candidate.region !== 'luxembourg' || projectRng.chance(0.5)))
      : rng.pick(communesIn(region));
  const goal: 0 | 1 = showcase ? showcase.goal : unit ? 0 : rng.chance(0.62) ? 0 : 1;
  const type = showcase
    ? generatedType(showcase.type)
    : unit
      ? generatedType('apartment')
      : pickWeighted(
          rng,
          GENERATED_TYPES.filter((candidate) => (goal === 0 ? candidate.sale : candidate.rent)).map(
            (candidate) => [candidate, candidate.weight] as const,
          ),
        );
  const marqueeRoll = rng.next();
  let marquee: Plan['marquee'] = null;
  let threshold = 0;
  for (const candidate of MARQUEES) {
    threshold += goal === 0 ? candidate.sale : candidate.rent;
    if (marquee === null && marqueeRoll < threshold) marquee = { code: candidate.code, name: candidate.name };
  }
  const markupRoll = rng.next();
  const ageDays = rng.int(1, 240);
  return {
    commune,
    type,
    goal,
    marquee: showcase ? (showcase.marquee ?? null) : marquee,
    publishPrice: showcase ? showcase.publishPrice !== false : rng.chance(0.96),
    publishAddress: showcase ? showcase.publishAddress !== false : rng.chance(0.8),
    startingFrom: showcase ? showcase.startingFrom === true : unit !== null && unit.unit === 1,
    photos: showcase ? showcase.noPhotos !== true : rng.chance(0.98),
    markup: showcase?.markup ?? (markupRoll < 0.005 ? 'unsafe-html' : markupRoll < 0.3 ? 'html' : 'plain'),
    zipText: showcase?.zipText ?? commune.zip,
    unit,
    // Showcase first, newest first: they head "latest properties".
    changedMs: showcase
      ? options.nowMs - (index + 1) * HOUR_MS
      : options.nowMs - ageDays * DAY_MS - rng.int(0, 86_399) * 1000,
  };
}

function price(p: Plan, surface: number, ground: number | null, rng: SeededRandom): number {
  const region = p.commune.region;
  if (p.type.key === 'other') {
    const [sale, rent] = GARAGE_PRICE[region];
    return p.goal === 0 ? rng.round(sale * 0.8, sale * 1.3, 1000) : rng.round(rent * 0.8, rent * 1.3, 5);
  }
  if (p.goal !== 0) return rng.round(surface * RENT_PER_M2[region] * 0.9, surface * RENT_PER_M2[region] * 1.15, 25);
  if (p.type.key === 'land')
    return rng.round(surface * LAND_PRICE_PER_M2[region] * 0.8, surface * LAND_PRICE_PER_M2[region] * 1.2, 5000);
  const premium = p.type.key === 'prestige' ? 1.6 : p.unit ? 1.15 : 1;
  const plot = ground ? ground * LAND_PRICE_PER_M2[region] * 0.3 : 0;
  const base = surface * SALE_PRICE_PER_M2[region] * premium + plot;
  return rng.round(base * 0.85, base * 1.2, 5000);
}

function energy(p: Plan, newBuild: boolean, rng: SeededRandom): { label: string | null; value: number | null } {
  if (p.type.key === 'land' || p.type.key === 'other') return { label: null, value: null };
  const region = p.commune.region;
  if (region === 'luxembourg') {
    const label = newBuild ? 'A' : rng.pick(LUXEMBOURG_LABELS);
    // Luxembourg passports give the class; the value is often not exported.
    const value = rng.chance(0.5) ? (LUXEMBOURG_LABELS.indexOf(label) + 1) * 45 + rng.int(-15, 15) : null;
    return { label, value };
  }
  const [min, max] = EPC_RANGE[region];
  const value = newBuild ? rng.int(15, 60) : rng.int(min, max);
  return { label: energyLabelText(energyLabel(region, value)), value };
}

const pictureUrl = (name: string) => `/sample-photos/${name}.svg`;

function pictures(p: Plan, rng: SeededRandom): string[] {
  if (!p.photos) return [];
  const names = p.unit || p.startingFrom ? ['new-build', ...p.type.photos] : [...p.type.photos];
  const count = Math.min(names.length, rng.int(3, 6));
  const start = rng.int(0, names.length - 1);
  // Keep the first photo representative (façade, living room) most of the time.
  return Array.from({ length: count }, (_, k) => names[(k === 0 ? 0 : start + k) % names.length] as string).filter(
    (name, k, all) => all.indexOf(name) === k,
  );
}

export function propertyRecord(options: ResolvedOptions, index: number): CrmRecord {
  const rng = new SeededRandom(options.seed, 'property', index);
  const p = plan(options, index, rng);
  const id = propertyId(index);
  const region = p.commune.region;
  const belgian = region !== 'luxembourg';
  const residential = p.type.bedrooms !== null;
  const bedrooms = p.type.bedrooms ? rng.int(p.type.bedrooms[0], p.type.bedrooms[1]) : null;
  const surface = livingSurface(p.type, bedrooms, rng);
  const bathrooms = residential ? Math.max(1, Math.min(3, Math.round((bedrooms ?? 1) / 2))) : null;
  const house = p.type.key === 'house' || p.type.key === 'prestige';
  const ground =
    p.type.key === 'land'
      ? surface
      : house
        ? rng.int(p.type.key === 'prestige' ? 1500 : 150, p.type.key === 'prestige' ? 6000 : 1200)
        : null;
  const feature: Feature = rng.pick(house ? ['garden', 'garage', 'view'] : ['terrace', 'view', 'garage']);
  const newBuild = p.unit !== null || p.startingFrom;
  const nowYear = new Date(options.nowMs).getUTCFullYear();
  const constructionYear = newBuild
    ? nowYear + rng.int(0, 1)
    : residential || p.type.key === 'office'
      ? rng.int(1890, nowYear - 2)
      : null;
  const value = price(p, surface, ground, rng);
  const { label, value: epcValue } = energy(p, newBuild, rng);
  const photoNames = pictures(p, rng);
  const createdMs = p.changedMs - rng.int(0, 400) * DAY_MS - rng.int(0, 86_399) * 1000;
  const sale = p.goal === 0;
  const registrationRate = region === 'flanders' ? 0.12 : region === 'luxembourg' ? 0.07 : 0.125;
  const rights = sale && p.type.key !== 'other' ? Math.round(value * registrationRate) : null;
  const notary = sale ? Math.round(value * 0.011 + 1400) : null;
  const vat = sale && newBuild ? Math.round(value * 0.21) : null;
  const box = p.unit ? String(p.unit.unit) : p.type.key === 'apartment' ? String(rng.int(1, 12)) : null;
  const reference = `${sale ? 'V' : 'L'}-${new Date(createdMs).getUTCFullYear()}-${String(id).padStart(5, '0')}`;
  const texts = {
    type: p.type.key,
    goal: p.goal,
    bedrooms,
    bathrooms,
    surface,
    commune: p.commune,
    feature,
    location: rng.int(0, 3),
    markup: p.markup,
  };
  const webIds = p.type.key === 'prestige' ? '1,4' : String(p.type.webId);
  const lat = round6(p.commune.lat + (rng.next() - 0.5) * 0.024);
  const lon = round6(p.commune.lon + (rng.next() - 0.5) * 0.024);
  const flood = rng.chance(0.1);
  const viager = sale && house && rng.chance(0.01);
  const firstPhoto = photoNames[0];
  const street = p.unit
    ? new SeededRandom(options.seed, 'project', p.unit.project).pick(STREETS[region])
    : rng.pick(STREETS[region]);

  return {
    ID: id,
    Goal: p.goal,
    WebID: p.type.webId,
    WebIDs: webIds,
    City: officialName(p.commune),
    Zip: p.zipText,
    CountryID: p.commune.countryId,
    CountryName: COUNTRY_NAMES[p.commune.countryId]?.fr ?? '',
    TypeDescription: title(texts, 'fr'),
    MainTypeName: p.type.mainTypeName,
    RecordFile: reference,
    Marquee: p.marquee?.code ?? 0,
    MarqueeName: p.marquee?.name ?? '',
    Price: value,
    PublishPrice: p.publishPrice,
    PriceUnit: p.startingFrom ? 7 : 0,
    PriceUnitText: p.startingFrom ? 'À partir de' : sale ? '' : '/ mois',
    PublishAddress: p.publishAddress,
    Street: street,
    HouseNumber: p.unit ? String(10 + p.unit.project) : String(rng.int(1, 180)),
    BoxNr: box,
    EPCLabelText: label,
    EnergyPerformance: epcValue,
    SmallPictureItem: firstPhoto
      ? { Url: pictureUrl(firstPhoto), Width: 250, Height: 188, ID: id * 10 + 1, Name: firstPhoto }
      : null,
    Status: 1,
    SubStatus: p.marquee?.code ?? 0,
    CreatedDate: formatCrmDate(createdMs),
    LastChangedDate: formatCrmDate(p.changedMs),
    GoogleX: lon,
    GoogleY: lat,
    ProjectID: p.unit?.projectId ?? null,
    OwnerID: OWNER_ID_BASE + Math.floor(index / 2),
    Manager: MANAGERS[region === 'luxembourg' ? 3 : region === 'flanders' ? 1 : region === 'wallonia' ? 2 : 0],
    Descriptions: descriptions(texts),
    Pictures: photoNames.map((name, order) => ({
      Url: pictureUrl(name),
      Width: 800,
      Height: 600,
      Order: order + 1,
      Description: PHOTO_CAPTIONS[name] ?? '',
    })),
    Documents: rng.chance(0.3)
      ? [{ Url: `https://documents.crm.example/${reference}/plan.pdf`, Name: 'Plan', Type: 'plan', LanguageId: 2 }]
      : [],
    Videos: rng.chance(0.05) ? [{ Url: `https://www.youtube.com/watch?v=${youtubeId(rng)}` }] : [],
    VirtualTourUrl: rng.chance(0.05) ? `https://my.matterport.com/show/?m=${youtubeId(rng)}` : null,
    SurfaceTotal: surface,
    SurfaceLiving: residential ? Math.round(surface * (0.85 + rng.next() * 0.1)) : null,
    SurfaceGround: ground,
    SurfaceTerrace: feature === 'terrace' ? rng.int(6, 25) : null,
    SurfaceGarden: house && ground ? Math.max(0, ground - Math.round(surface / 2)) : null,
    SurfaceOffice: p.type.key === 'office' ? surface : null,
    SurfaceConstructed: house ? Math.round(surface * 1.15) : null,
    FrontWidth: house ? rng.int(6, 14) : null,
    PlotWidth: house || p.type.key === 'land' ? rng.int(8, 30) : null,
    Bedrooms: bedrooms,
    Bathrooms: bathrooms,
    Showers: residential ? rng.int(0, 2) : null,
    Toilets: residential ? rng.int(1, 3) : p.type.key === 'office' || p.type.key === 'commercial' ? 1 : null,
    Garages: feature === 'garage' || p.type.key === 'other' ? 1 : 0,
    Parkings: rng.int(0, 2),
    Floors: house ? rng.int(2, 3) : p.type.key === 'apartment' ? rng.int(0, 7) : null,
    Facades: house ? rng.int(2, 4) : null,
    ConstructionYear: constructionYear,
    RenovationYear:
      constructionYear !== null && constructionYear < 1990 && rng.chance(0.4) ? rng.int(2000, nowYear - 1) : null,
    EPCValue: epcValue,
    CO2Emission: epcValue === null ? null : Math.round(epcValue * 0.21),
    CadastralIncome: belgian && p.type.key !== 'land' ? Math.round((sale ? value : value * 200) / 350) : null,
    ChargesOwner: sale && p.type.key === 'apartment' ? rng.round(80, 320, 10) : null,
    ChargesRenter: !sale && residential ? rng.round(50, 250, 10) : null,
    NotaryFee: notary,
    RegistrationRights: rights,
    VAT: vat,
    TotalCost: sale ? value + (rights ?? 0) + (notary ?? 0) + (vat ?? 0) : null,
    Deposit: sale ? null : value * (belgian ? 2 : 3),
    AgencyCost: sale ? null : belgian ? 0 : value,
    InventoryCost: sale ? null : rng.round(150, 300, 10),
    Heating: residential ? rng.pick(['Gaz', 'Mazout', 'Pompe à chaleur', 'Électrique']) : null,
    Kitchen: residential ? rng.pick(['Équipée', 'Semi-équipée', 'Hyper-équipée', 'Américaine']) : null,
    Glazing: residential
      ? newBuild
        ? 'Triple vitrage'
        : rng.pick(['Double vitrage', 'Double vitrage', 'Simple vitrage'])
      : null,
    Roof: house ? rng.pick(['Tuiles', 'Ardoises', 'Toiture plate']) : null,
    FloodZone: belgian
      ? {
          Type: flood ? rng.pick(['possible', 'effective']) : 'none',
          Score: region === 'flanders' ? rng.pick(['A', 'A', 'B', 'C', 'D']) : null,
          Plot: flood,
          Building: flood && rng.chance(0.3),
        }
      : null,
    AsbestosType:
      region === 'flanders' && constructionYear !== null && constructionYear < 2001
        ? rng.pick(['Asbestveilig', 'Niet asbestveilig'])
        : null,
    AsbestosDate:
      region === 'flanders' && constructionYear !== null && constructionYear < 2001
        ? formatCrmDate(createdMs).slice(0, 10)
        : null,
    ElectricityCertificate: belgian && residential ? rng.pick(['Conforme', 'Conforme', 'Non conforme']) : null,
    GasCertificate: belgian && residential ? rng.pick(['Conforme', null]) : null,
    PlanningPermit: belgian ? rng.chance(0.7) : null,
    AllotmentPermit: belgian ? p.type.key === 'land' : null,
    PreemptiveRights: belgian ? rng.chance(0.05) : null,
    Summons: belgian ? false : null,
    JudicialDecision: belgian ? false : null,
    ViagerBouquet: viager ? Math.round(value * 0.3) : null,
    ViagerRent: viager ? rng.round(900, 2200, 10) : null,
    ViagerAges: viager ? `${rng.int(72, 86)}/${rng.int(70, 84)}` : null,
  };
}

/** A home's size follows its bedrooms (no 150 m² studio); other types use their range. */
function livingSurface(type: GeneratedType, bedrooms: number | null, rng: SeededRandom): number {
  const [min, max] = type.surface;
  if (bedrooms === null || !type.bedrooms) return rng.int(min, max);
  const share = (bedrooms - type.bedrooms[0]) / Math.max(1, type.bedrooms[1] - type.bedrooms[0]);
  const centre = min + share * (max - min);
  const spread = (max - min) / 6;
  return Math.round(Math.min(max, Math.max(min, centre + (rng.next() - 0.5) * 2 * spread)));
}

function youtubeId(rng: SeededRandom): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from({ length: 11 }, () => alphabet[rng.int(0, alphabet.length - 1)]).join('');
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

export type Defect =
  | 'price-dots'
  | 'price-comma'
  | 'price-euro'
  | 'missing-goal'
  | 'unknown-type'
  | 'duplicate-id'
  | 'sea-coordinates'
  | 'unsafe-html';
export const DEFECTS: readonly Defect[] = [
  'price-dots',
  'price-comma',
  'price-euro',
  'missing-goal',
  'unknown-type',
  'duplicate-id',
  'sea-coordinates',
  'unsafe-html',
];

/** The defect `--messy` gives this record, if any (never a showcase record). */
export function defectOf(options: ResolvedOptions, index: number): Defect | null {
  if (index < SHOWCASE.length || fraction(options.seed, 'messy', index) >= options.messy) return null;
  return DEFECTS[Math.floor(fraction(options.seed, 'defect', index) * DEFECTS.length)] ?? null;
}

const thousands = (value: number) => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** The record as a sloppy CRM user or a CRM bug would leave it. */
export function withDefect(record: CrmRecord, defect: Defect): CrmRecord {
  const price = typeof record['Price'] === 'number' ? record['Price'] : 0;
  switch (defect) {
    case 'price-dots':
      return { ...record, Price: thousands(price) };
    case 'price-comma':
      return { ...record, Price: `${Math.round(price)},00` };
    case 'price-euro':
      return { ...record, Price: `€ ${thousands(price)}` };
    case 'missing-goal': {
      const { Goal: _goal, ...rest } = record;
      return rest;
    }
    case 'unknown-type':
      return { ...record, WebID: 99, WebIDs: '99', MainTypeName: 'Château' };
    case 'duplicate-id':
      // The same ID as the record before it: the CRM listed one property twice.
      return { ...record, ID: Number(record['ID']) - 1 };
    case 'sea-coordinates':
      // North Sea, west of the Dutch coast: outside the Benelux.
      return { ...record, GoogleX: 2.05, GoogleY: 52.6 };
    case 'unsafe-html':
      return {
        ...record,
        Descriptions: (record['Descriptions'] as { Description: string }[]).map((entry) => ({
          ...entry,
          Description: `${entry.Description}<script>alert('crm')</script>`,
        })),
      };
  }
}

/** The record as it appears in the export, defects included. */
export function exportedPropertyRecord(options: ResolvedOptions, index: number): CrmRecord {
  const record = propertyRecord(options, index);
  const defect = defectOf(options, index);
  return defect ? withDefect(record, defect) : record;
}
