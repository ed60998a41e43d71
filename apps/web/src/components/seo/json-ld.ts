// Structured data (schema.org JSON-LD) for search engines. Pure builders, so
// that what a page claims is unit tested; <JsonLd> renders the result.
import { isPricePublished, marqueeBanner, priceDisplay, type PropertyDetailDto } from '@immo/domain';

const SCHEMA_CONTEXT = 'https://schema.org';

export type JsonLdObject = { '@context'?: string; '@type': string } & Record<string, unknown>;

/**
 * JSON for a `<script type="application/ld+json">` body. `<` is escaped so
 * that a title containing `</script>` cannot close the element early; `>`,
 * `&` and the line separators U+2028/U+2029 too, for the same reason and for
 * old parsers. JSON parsers read the escapes back as the same characters.
 */
export function serializeJsonLd(data: JsonLdObject | readonly JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An absolute URL on the site for a root-relative path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString();
}

export interface AgencyAddress {
  streetAddress?: string;
  postalCode?: string;
  addressLocality?: string;
  addressCountry?: string;
}

export interface AgencyInput {
  name: string;
  /** The home page URL, absolute. */
  url: string;
  telephone: string;
  address: AgencyAddress;
  logo?: string;
}

/** Drops the keys whose value is undefined or an empty string. */
function compact<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;
}

/** The agency, on the home page. */
export function agencyJsonLd(agency: AgencyInput): JsonLdObject {
  const address = compact({ ...agency.address });
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'RealEstateAgent',
    name: agency.name,
    url: agency.url,
    telephone: agency.telephone,
    ...(agency.logo ? { logo: agency.logo } : {}),
    ...(Object.keys(address).length > 0 ? { address: { '@type': 'PostalAddress', ...address } } : {}),
    areaServed: [
      { '@type': 'Country', name: 'Belgium' },
      { '@type': 'Country', name: 'Luxembourg' },
    ],
  };
}

export interface BreadcrumbItem {
  name: string;
  /** Absolute URL. */
  url: string;
}

/** The visible breadcrumb, item for item. */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): JsonLdObject {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

// MainTypeName comes in the CRM's language(s); the words are matched whole.
const APARTMENT_WORDS = [
  'appartement',
  'apartment',
  'flat',
  'studio',
  'duplex',
  'triplex',
  'penthouse',
  'loft',
  'wohnung',
  'kot',
];
const HOUSE_WORDS = ['maison', 'huis', 'woning', 'house', 'haus', 'villa', 'bungalow', 'fermette', 'chalet', 'hoeve'];
const NON_RESIDENTIAL_WORDS = [
  'bureau',
  'kantoor',
  'office',
  'buro',
  'commerce',
  'handel',
  'winkel',
  'shop',
  'geschaft',
  'retail',
  'garage',
  'parking',
  'stationnement',
  'stellplatz',
  'terrain',
  'grond',
  'bouwgrond',
  'land',
  'grundstuck',
  'entrepot',
  'magazijn',
  'warehouse',
  'lager',
  'industrie',
  'industrial',
];

/**
 * The schema.org type of the place itself: Apartment, SingleFamilyResidence,
 * Place for land, offices, shops and garages (they are not residences), and
 * Residence when the type name says nothing we know.
 */
export function placeType(mainTypeName: string): 'Apartment' | 'SingleFamilyResidence' | 'Place' | 'Residence' {
  const words = normalize(mainTypeName)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const has = (list: readonly string[]) => words.some((word) => list.includes(word));
  if (has(APARTMENT_WORDS)) return 'Apartment';
  if (has(HOUSE_WORDS)) return 'SingleFamilyResidence';
  if (has(NON_RESIDENTIAL_WORDS)) return 'Place';
  return 'Residence';
}

export type ListingInput = Pick<
  PropertyDetailDto,
  | 'goal'
  | 'title'
  | 'description'
  | 'mainTypeName'
  | 'city'
  | 'zip'
  | 'countryName'
  | 'price'
  | 'publishPrice'
  | 'priceUnit'
  | 'marquee'
  | 'marqueeName'
  | 'publishAddress'
  | 'street'
  | 'houseNumber'
  | 'boxNr'
  | 'bedrooms'
  | 'surface'
  | 'pictures'
  | 'picture'
>;

export interface ListingContext {
  /** The page's canonical URL, absolute. */
  url: string;
  siteUrl: string;
  /** Spec §4: these marquees show their name instead of the price, so no price is claimed. */
  marqueeIgnoreList: readonly number[];
}

const DESCRIPTION_LIMIT = 500;

function streetAddress(p: ListingInput): string | undefined {
  if (!p.publishAddress || !p.street) return undefined;
  const box = p.boxNr ? ` bte ${p.boxNr}` : '';
  return [p.street, p.houseNumber].filter(Boolean).join(' ') + box;
}

function offer(p: ListingInput, context: ListingContext): Record<string, unknown> {
  const display = priceDisplay(p, context.marqueeIgnoreList);
  const banner = marqueeBanner(p.marquee);
  // The domain's one rule of what is published (the BFF withholds the same).
  const priced = isPricePublished(p, context.marqueeIgnoreList) && p.price !== null;
  return {
    '@type': 'Offer',
    url: context.url,
    businessFunction:
      p.goal === 'sale' ? 'http://purl.org/goodrelations/v1#Sell' : 'http://purl.org/goodrelations/v1#LeaseOut',
    availability: banner ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    ...(priced && display.kind === 'price' ? { price: p.price, priceCurrency: 'EUR' } : {}),
    ...(priced && display.kind === 'startingFrom'
      ? { priceSpecification: { '@type': 'PriceSpecification', minPrice: p.price, priceCurrency: 'EUR' } }
      : {}),
  };
}

/** A property's detail page: the listing, the offer and the place. */
export function listingJsonLd(p: ListingInput, context: ListingContext): JsonLdObject {
  const images = (p.pictures.length > 0 ? p.pictures : p.picture ? [p.picture] : []).map((picture) =>
    absoluteUrl(context.siteUrl, picture.url),
  );
  const description = p.description.replace(/\s+/g, ' ').trim();
  const address = compact({
    '@type': 'PostalAddress',
    streetAddress: streetAddress(p),
    postalCode: p.zip,
    addressLocality: p.city,
    addressCountry: p.countryName,
  });
  const place = compact({
    '@type': placeType(p.mainTypeName),
    name: p.title,
    address,
    ...(p.bedrooms !== null && p.bedrooms > 0 ? { numberOfBedrooms: p.bedrooms } : {}),
    ...(p.surface !== null && p.surface > 0
      ? { floorSize: { '@type': 'QuantitativeValue', value: p.surface, unitCode: 'MTK' } }
      : {}),
  });
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'RealEstateListing',
    name: p.title,
    url: context.url,
    ...(description ? { description: description.slice(0, DESCRIPTION_LIMIT) } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    about: place,
    offers: offer(p, context),
  };
}
