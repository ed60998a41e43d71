// A Belgian address as people write it on an envelope and read it in a mail:
// street and number first, the box after the number, then postcode and city,
// on one line ("Kerkstraat 12 bus 3, 9000 Gent").
import type { Locale } from '../locale';

export interface AddressParts {
  street?: string | null;
  number?: string | null;
  /** The CRM's box number: "3", or already worded ("bus 3", "bte 3"). */
  box?: string | null;
  zip?: string | null;
  city?: string | null;
}

// bpost's word for a box in each language: it is part of the address, not of the sentence around it.
const BOX_WORD: Record<Locale, string> = { nl: 'bus', fr: 'bte', de: 'Bfk.', en: 'box' };

const part = (value: string | null | undefined): string => (value ?? '').replace(/\s+/g, ' ').trim();

/**
 * `Kerkstraat 12 bus 3, 9000 Gent` in Dutch, `Rue Neuve 12 bte 3, 1000 Bruxelles`
 * in French; parts that are missing are left out with their separator, so a
 * private address reads `9000 Gent`. The city is given in the reader's
 * language by the caller (the CRM's city list: Ixelles / Elsene).
 */
export function formatAddressLine(address: AddressParts, locale: Locale): string {
  const box = part(address.box);
  const boxText = box === '' ? '' : /^\d/.test(box) ? `${BOX_WORD[locale]} ${box}` : box;
  const street = [part(address.street), part(address.number), boxText].filter((value) => value !== '').join(' ');
  const place = [part(address.zip), part(address.city)].filter((value) => value !== '').join(' ');
  // A number or box without a street says nothing on its own.
  const streetLine = part(address.street) === '' ? '' : street;
  return [streetLine, place].filter((value) => value !== '').join(', ');
}
