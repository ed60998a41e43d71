// The CRM's detail fields (as readDetails cleaned them, under their CRM
// names) → the domain's StoredPropertyDetails, which `properties.details`
// holds: the one place that knows the CRM's detail names and words.
import {
  documentFileName,
  crmLanguageIds,
  locales,
  parseAmount,
  parseCalendarDate,
  parseCompliance,
  parseCrmFlag,
  readCrmValue,
  type DetailSummary,
  type Locale,
  type PropertyContact,
  type PropertyDetailFields,
  type PropertyDocumentDto,
  type StoredPropertyDetails,
} from '@immo/domain';
import { safeHttpUrl } from '@immo/platform';

type Details = Record<string, unknown>;

function isRecord(value: unknown): value is Details {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function number(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    // The worker's reading of CRM amounts, so "1.250" is 1250 here as there.
    const parsed = parseAmount(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A calendar date as `YYYY-MM-DD`, or null when the text holds none. */
function calendarDate(value: unknown): string | null {
  const parsed = typeof value === 'string' ? parseCalendarDate(value) : null;
  if (!parsed) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${parsed.year}-${pad(parsed.month)}-${pad(parsed.day)}`;
}

/** '72, 75' or '72/75' or [72, 75] → [72, 75]. */
function ages(value: unknown): number[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[^\d]+/) : [value];
  return parts.map(number).filter((age): age is number => age !== null && age > 0 && age < 130);
}

// The CRM's flood types: 'none' says the plot is outside any flood-prone area.
const NOT_FLOOD_PRONE = 'none';

function floodFields(
  value: unknown,
): Pick<PropertyDetailFields, 'floodProneArea' | 'floodRiskZone' | 'floodPScore' | 'floodGScore'> {
  if (!isRecord(value)) return { floodProneArea: null, floodRiskZone: null, floodPScore: null, floodGScore: null };
  const type = text(value['Type'])?.toLowerCase() ?? null;
  const plot = parseCrmFlag(value['Plot']);
  const building = parseCrmFlag(value['Building']);
  const proneByType = type === null ? null : type !== NOT_FLOOD_PRONE;
  const floodProneArea =
    proneByType === true || plot === true || building === true ? true : (proneByType ?? plot ?? building);
  return {
    floodProneArea,
    floodRiskZone: type && type !== NOT_FLOOD_PRONE ? type : null,
    // The CRM sends one water-test score; it is the parcel's (P) score.
    floodPScore: text(value['Score']),
    floodGScore: null,
  };
}

function manager(value: unknown): PropertyContact | null {
  if (!isRecord(value)) return null;
  const name = text(value['Name']);
  if (!name) return null;
  return {
    name,
    email: text(value['Email']),
    phone: text(value['Phone']),
    mobile: text(value['Mobile']),
    pictureUrl: safeHttpUrl(value['PictureUrl']),
  };
}

/** Every detail field of the page, null where the CRM gave nothing usable. */
export function toPropertyDetailFields(details: Details, summary: DetailSummary): PropertyDetailFields {
  const d = (key: string) => details[key];
  return {
    totalSurface: number(d('SurfaceTotal')),
    livingSurface: number(d('SurfaceLiving')),
    groundSurface: number(d('SurfaceGround')),
    terraceSurface: number(d('SurfaceTerrace')),
    gardenSurface: number(d('SurfaceGarden')),
    officeSurface: number(d('SurfaceOffice')),
    constructedSurface: number(d('SurfaceConstructed')),
    frontWidth: number(d('FrontWidth')),
    plotWidth: number(d('PlotWidth')),
    facades: number(d('Facades')),
    bedrooms: number(d('Bedrooms')) ?? summary.bedrooms,
    bathrooms: number(d('Bathrooms')),
    showers: number(d('Showers')),
    toilets: number(d('Toilets')),
    garages: number(d('Garages')),
    parkings: number(d('Parkings')),
    floors: number(d('Floors')),
    constructionYear: number(d('ConstructionYear')),
    renovationYear: number(d('RenovationYear')),
    epcLabel: summary.epcLabelText,
    energyPerformance: number(d('EPCValue')) ?? summary.energyPerformance,
    epcTotalConsumption: number(d('EPCTotal')),
    epcCertificateNumber: text(d('EPCReference')),
    co2Emission: number(d('CO2Emission')),
    cadastralIncome: number(d('CadastralIncome')),
    ownerCharges: number(d('ChargesOwner')),
    renterCharges: number(d('ChargesRenter')),
    notaryFee: number(d('NotaryFee')),
    registrationRights: number(d('RegistrationRights')),
    vat: number(d('VAT')),
    totalCost: number(d('TotalCost')),
    deposit: number(d('Deposit')),
    agencyCost: number(d('AgencyCost')),
    inventoryCost: number(d('InventoryCost')),
    // Words in the agent's language become codes the web words in the visitor's.
    heating: readCrmValue('heating', d('Heating')),
    kitchen: readCrmValue('kitchen', d('Kitchen')),
    glazing: readCrmValue('glazing', d('Glazing')),
    roof: readCrmValue('roof', d('Roof')),
    ...floodFields(d('FloodZone')),
    asbestosType: readCrmValue('asbestos', d('AsbestosType')),
    asbestosDate: calendarDate(d('AsbestosDate')),
    electricityCertificate: parseCompliance(d('ElectricityCertificate')),
    gasCertificate: parseCompliance(d('GasCertificate')),
    planningPermit: parseCrmFlag(d('PlanningPermit')),
    allotmentPermit: parseCrmFlag(d('AllotmentPermit')),
    preemptiveRights: parseCrmFlag(d('PreemptiveRights')),
    summons: parseCrmFlag(d('Summons')),
    judicialDecision: parseCrmFlag(d('JudicialDecision')),
    viagerBouquet: number(d('ViagerBouquet')),
    viagerMonthlyAnnuity: number(d('ViagerRent')),
    viagerAnnuitantAges: ages(d('ViagerAges')),
    viagerOccupied: parseCrmFlag(d('ViagerOccupied')),
    manager: manager(d('Manager')),
  };
}

const localeOfLanguageId = new Map<number, Locale>(locales.map((locale) => [crmLanguageIds[locale], locale]));

/** The documents that have a link, named by the CRM or by the file name. */
export function toPropertyDocuments(details: Details): PropertyDocumentDto[] {
  const documents = details['Documents'];
  if (!Array.isArray(documents)) return [];
  return documents.flatMap((document): PropertyDocumentDto[] => {
    if (!isRecord(document)) return [];
    const url = safeHttpUrl(document['Url']);
    if (!url) return [];
    const languageId = number(document['LanguageId']);
    return [
      {
        url,
        name: text(document['Name']) ?? documentFileName(url),
        type: text(document['Type']),
        locale: languageId === null ? null : (localeOfLanguageId.get(languageId) ?? null),
      },
    ];
  });
}

export function toVideoUrls(details: Details): string[] {
  const videos = details['Videos'];
  if (!Array.isArray(videos)) return [];
  return videos.flatMap((video) => {
    // Agents paste video links without https:// (the page embeds them).
    const url = isRecord(video) ? safeHttpUrl(video['Url'], { assumeHttps: true }) : null;
    return url ? [url] : [];
  });
}

/** What `properties.details` stores: every part of the detail page, in the domain's shape. */
export function toStoredDetails(details: Details, summary: DetailSummary): StoredPropertyDetails {
  return {
    fields: toPropertyDetailFields(details, summary),
    documents: toPropertyDocuments(details),
    videoUrls: toVideoUrls(details),
    virtualTourUrl: safeHttpUrl(details['VirtualTourUrl'], { assumeHttps: true }),
  };
}
