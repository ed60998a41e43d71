// What the mails say about a property beyond its name: the place (address on
// one line in the reader's language, coordinates), the price visitors may see
// and one photo. Read with the lead's property in one statement
// (loadMailedProperty), worded per mail by the functions below.
import { addressLine, isPricePublished, type Locale, type LocalizedText, presentationWords } from '@immo/domain';
import { cityNamesSql } from '@immo/db';
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

/** The columns of PropertyMailFacts for the properties row `alias` (the site settings read in the same statement). */
export function propertyMailFactsSql(alias: string): string {
  return `${alias}.street, ${alias}.house_number, ${alias}.box_nr, ${alias}.publish_address, ${alias}.latitude, ${alias}.longitude,
    ${alias}.price, ${alias}.publish_price, ${alias}.price_unit, ${alias}.marquee, ${alias}.pictures -> 0 ->> 'url' AS picture_url,
    ${cityNamesSql(alias)} AS city_names,
    (SELECT s.marquee_ignore_list FROM site_settings s WHERE s.id = 1) AS marquee_ignore_list`;
}

export interface PropertyMailFactsRow {
  street: string | null;
  house_number: string | null;
  box_nr: string | null;
  zip: string | null;
  city: string | null;
  publish_address: boolean;
  latitude: number | null;
  longitude: number | null;
  price: string | number | null;
  publish_price: boolean;
  price_unit: number | null;
  marquee: number;
  picture_url: string | null;
  city_names: LocalizedText | null;
  marquee_ignore_list: number[] | null;
}

export function propertyMailFactsOf(row: PropertyMailFactsRow): PropertyMailFacts {
  const price = row.price === null ? null : Number(row.price);
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
  const [row] = (await manager.query(
    `SELECT p.id, p.reference, p.titles, p.city, p.zip, p.goal, p.withdrawn_at IS NOT NULL AS withdrawn,
            p.details -> 'fields' -> 'manager' ->> 'email' AS manager_email, ${propertyMailFactsSql('p')}
       FROM properties p WHERE p.id = $1`,
    [id],
  )) as (PropertyMailFactsRow & {
    id: number;
    reference: string;
    titles: Partial<Record<Locale, string>>;
    city: string;
    zip: string;
    goal: number;
    withdrawn: boolean;
    manager_email: string | null;
  })[];
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
