// What the mails say about a property beyond its name: the place (address on
// one line in the reader's language, coordinates), the price visitors may see
// and one photo. Read with the lead's property in one statement
// (loadMailedProperty), worded per mail by the functions below.
import { addressLine, isPricePublished, type Locale, type LocalizedText, presentationWords } from '@immo/domain';
import { type MailedPropertyRow, mailedPropertyRow } from '@immo/db';
import type { EntityManager } from 'typeorm';

export interface PropertyMailFacts {
  street: string | null;
  houseNumber: string | null;
  boxNr: string | null;
  zip: string | null;
  city: string | null;
  /** The city per language from the CRM's city list (Ixelles → nl Elsene). */
  cityNames: LocalizedText | null;
  publishAddress: boolean;
  latitude: number | null;
  longitude: number | null;
  /** The price visitors may see (isPricePublished with the site's marquee ignore list); null: on request. */
  publishedPrice: number | null;
  /** The first photo, as stored (absolute, or a path on the site). */
  pictureUrl: string | null;
}

/** What the statement reads for PropertyMailFacts (mailedPropertyRow, @immo/db). */
export type PropertyMailFactsRow = Omit<
  MailedPropertyRow,
  'id' | 'reference' | 'titles' | 'goal' | 'withdrawn' | 'manager_email'
>;

export function propertyMailFactsOf(row: PropertyMailFactsRow): PropertyMailFacts {
  const price = row.price;
  const published = isPricePublished(
    { price, publishPrice: row.publish_price, priceUnit: row.price_unit, marquee: row.marquee },
    row.marquee_ignore_list ?? [],
  );
  return {
    street: row.street,
    houseNumber: row.house_number,
    boxNr: row.box_nr,
    zip: row.zip,
    city: row.city,
    cityNames: row.city_names,
    publishAddress: row.publish_address,
    latitude: row.latitude,
    longitude: row.longitude,
    publishedPrice: published ? price : null,
    pictureUrl: row.picture_url,
  };
}

/** The commune in the reader's language (Ixelles, nl Elsene), else as the CRM typed it. */
export function cityIn(facts: PropertyMailFacts | undefined, locale: Locale, crmCity: string | null): string | null {
  return facts?.cityNames?.[locale]?.trim() || crmCity;
}

export interface MailPlace {
  address?: string;
  geo?: { lat: number; lon: number };
}

/**
 * The place in `locale`: the whole address for the agency (`whole`); for a
 * visitor only as published, else the postcode and city, without coordinates
 * (they would give the street away).
 */
export function mailPlace(facts: PropertyMailFacts, locale: Locale, whole: boolean): MailPlace {
  const full = whole || facts.publishAddress;
  const city = cityIn(facts, locale, facts.city);
  // The forms' own one-line address (Kerkstraat 12 bus 3, 9000 Gent), the box worded in the reader's language.
  const address = addressLine(
    full
      ? { street: facts.street, houseNumber: facts.houseNumber, boxNr: facts.boxNr, zip: facts.zip, city }
      : { zip: facts.zip, city },
    presentationWords[locale].box,
  );
  const geo =
    full && facts.latitude !== null && facts.longitude !== null
      ? { lat: facts.latitude, lon: facts.longitude }
      : undefined;
  return { ...(address ? { address } : {}), ...(geo ? { geo } : {}) };
}

/** The photo as an absolute http(s) address a mail program can load, or nothing. */
export function mailPhoto(facts: PropertyMailFacts, siteUrl: string): string | undefined {
  if (!facts.pictureUrl) return undefined;
  try {
    const url = new URL(facts.pictureUrl, siteUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A property as a lead's or a visit's mails need it: who manages it, and what they say of it. */
export interface MailedProperty {
  id: number;
  reference: string;
  titles: Partial<Record<Locale, string>>;
  city: string;
  zip: string;
  goal: number;
  marquee: number;
  withdrawn: boolean;
  /** The manager's address from the CRM's details, when it gave one. */
  managerEmail: string | null;
  facts: PropertyMailFacts;
}

/** The property of a lead or a booked visit, with what its mails say of it, in one statement. */
export async function loadMailedProperty(manager: EntityManager, id: number): Promise<MailedProperty | null> {
  const row = await mailedPropertyRow(manager, id);
  if (!row) return null;
  return {
    id: row.id,
    reference: row.reference,
    titles: row.titles,
    city: row.city,
    zip: row.zip,
    goal: row.goal,
    marquee: row.marquee,
    withdrawn: row.withdrawn,
    managerEmail: row.manager_email,
    facts: propertyMailFactsOf(row),
  };
}
