// What a property's brochure says, decided from the detail DTO alone: pure, so
// its spec can check every line a reader sees (a price on request included)
// without drawing a PDF. render-brochure.ts lays it out; the words come from
// the dictionaries (components/brochure/brochure-words.ts).
import {
  addressLine,
  energyLabelLetter,
  energyLabelText,
  formatNumber,
  formatPhone,
  htmlToText,
  priceDisplay,
  priceLabel,
  propertyEnergyLabel,
  truncateText,
  type EnergyScheme,
  type Locale,
  type PriceLabelTexts,
  type PropertyDetailDto,
} from '@immo/domain';

/** At most this many photos: one large, two beside each other. */
export const BROCHURE_PHOTO_COUNT = 3;
/** The description is cut here so the brochure stays on two A4 pages. */
export const BROCHURE_DESCRIPTION_LIMIT = 1_400;

/** The dictionary's words, `{value}` and `{date}` left for the builder to fill. */
export interface BrochureWords {
  documentTitle: string;
  reference: string;
  price: string;
  livingArea: string;
  plotArea: string;
  bedrooms: string;
  bathrooms: string;
  constructionYear: string;
  energyLabel: string;
  energyValue: string;
  keyFacts: string;
  description: string;
  contact: string;
  scanToView: string;
  madeOn: string;
  squareMeters: string;
  energyPerYear: string;
  /** The house-number box word of the forms' one-line address ('bus', 'boîte'). */
  box: string;
  region: Readonly<Record<EnergyScheme, string>>;
  priceTexts: PriceLabelTexts;
}

export interface BrochureAgency {
  name: string;
  phone: string;
  email: string | null;
  address: { street: string; zip: string; city: string };
}

export interface BrochureFact {
  label: string;
  value: string;
}

export interface BrochureEnergy {
  /** As the site writes it: `A+`, `C`. */
  label: string;
  /** `a`…`g` for the scale's colour, null for a label off the scale (Luxembourg's as the CRM gave it). */
  letter: string | null;
  /** The scale's region in the reader's language. */
  region: string;
}

export interface BrochureContent {
  /** The reader's language, the PDF's /Lang. */
  lang: Locale;
  documentTitle: string;
  title: string;
  reference: string;
  /** The price as the page shows it: on request, or the marquee's word, when the amount is not public. */
  price: string;
  /** One line, as the forms and mails write it; the street only when the address is published. */
  address: string;
  keyFactsHeading: string;
  facts: BrochureFact[];
  energyLabelHeading: string;
  energy: BrochureEnergy | null;
  descriptionHeading: string;
  description: string;
  contactHeading: string;
  agency: { name: string; phone: string; email: string | null; address: string };
  pageUrl: string;
  scanToView: string;
  madeOn: string;
  /** The first photos' addresses, as the page shows them. */
  photoUrls: string[];
}

export interface BrochureInput {
  locale: Locale;
  property: PropertyDetailDto;
  words: BrochureWords;
  agency: BrochureAgency;
  marqueeIgnoreList: readonly number[];
  /** The detail page's absolute address, for the QR code. */
  pageUrl: string;
  /** When the brochure is made; its Brussels calendar day is printed. */
  now: Date;
}

const brusselsDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Brussels',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});

/** The Brussels calendar day as the site writes dates (formatDate): `5/12/2025`. */
function brusselsDate(now: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(brusselsDay.formatToParts(now).find((item) => item.type === type)?.value);
  return `${part('day')}/${part('month')}/${part('year')}`;
}

function fill(template: string, name: string, value: string): string {
  return template.replace(`{${name}}`, value);
}

/** A CRM amount worth printing: 0 means "not given" in the export (decisions.md, "Zero values"). */
function given(value: number | null | undefined): value is number {
  return value !== null && value !== undefined && Number.isFinite(value) && value > 0;
}

function factsOf(property: PropertyDetailDto, words: BrochureWords, price: string): BrochureFact[] {
  const fields = property.fields;
  const area = (value: number) => fill(words.squareMeters, 'value', formatNumber(value));
  const living = fields?.livingSurface ?? property.surface;
  const energyPerformance = fields?.energyPerformance ?? property.energyPerformance;
  const facts: (BrochureFact | null)[] = [
    { label: words.reference, value: property.reference },
    { label: words.price, value: price },
    given(living) ? { label: words.livingArea, value: area(living) } : null,
    given(fields?.groundSurface) ? { label: words.plotArea, value: area(fields.groundSurface) } : null,
    given(fields?.bedrooms ?? property.bedrooms)
      ? { label: words.bedrooms, value: formatNumber((fields?.bedrooms ?? property.bedrooms) as number) }
      : null,
    given(fields?.bathrooms) ? { label: words.bathrooms, value: formatNumber(fields.bathrooms) } : null,
    given(fields?.constructionYear) ? { label: words.constructionYear, value: String(fields.constructionYear) } : null,
    given(energyPerformance)
      ? { label: words.energyValue, value: fill(words.energyPerYear, 'value', formatNumber(energyPerformance)) }
      : null,
  ];
  return facts.filter((fact): fact is BrochureFact => fact !== null);
}

/** Everything the brochure prints, in the reader's language. */
export function brochureContent({
  locale,
  property,
  words,
  agency,
  marqueeIgnoreList,
  pageUrl,
  now,
}: BrochureInput): BrochureContent {
  const price = priceLabel(priceDisplay(property, marqueeIgnoreList), words.priceTexts);
  const published = property.publishAddress;
  const address = addressLine(
    {
      street: published ? property.street : null,
      houseNumber: published ? property.houseNumber : null,
      boxNr: published ? property.boxNr : null,
      zip: property.zip,
      city: property.city,
    },
    words.box,
  );
  const energy = propertyEnergyLabel({
    ...property,
    energyPerformance: property.fields?.energyPerformance ?? property.energyPerformance,
  });
  return {
    lang: locale,
    documentTitle: words.documentTitle,
    title: property.title,
    reference: property.reference,
    price,
    address,
    keyFactsHeading: words.keyFacts,
    facts: factsOf(property, words, price),
    energyLabelHeading: words.energyLabel,
    energy: energy && {
      label: energyLabelText(energy.label),
      letter: energyLabelLetter(energy.label),
      region: words.region[energy.scheme],
    },
    descriptionHeading: words.description,
    description: truncateText(htmlToText(property.description), BROCHURE_DESCRIPTION_LIMIT),
    contactHeading: words.contact,
    agency: {
      name: agency.name,
      phone: formatPhone(agency.phone),
      email: agency.email,
      address: addressLine(agency.address, words.box),
    },
    pageUrl,
    scanToView: words.scanToView,
    madeOn: fill(words.madeOn, 'date', brusselsDate(now)),
    photoUrls: property.pictures.slice(0, BROCHURE_PHOTO_COUNT).map((picture) => picture.url),
  };
}
