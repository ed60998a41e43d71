import { COUNTRY_BELGIUM, COUNTRY_LUXEMBOURG } from '../geo/countries';
import { cityRegion, type CityRegion } from '../geo/city-region';
import { dutyRuleFor, type DutyRule } from './duty-rules';

export interface RegistrationDutyInput {
  /** The property's postal code: four digits in Belgium; `L-1212` or `1212` with `countryId` 50 in Luxembourg. */
  zip: string;
  price: number;
  /** The buyer's sole own home (Belgium), or main residence (Luxembourg's Bëllegen Akt). */
  soleOwnHome: boolean;
  /** The deed's day: a `YYYY-MM-DD` calendar date, or a `Date` read in Brussels' time. */
  deedDate: string | Date;
  /** The CRM's country (10 Belgium, 50 Luxembourg); Belgium when left out, unless the zip says `L-`. */
  countryId?: number;
  /** Luxembourg only: each buyer of a main residence has a credit of their own. 1 when left out. */
  buyers?: number;
}

export interface RegistrationDuty {
  /** The duty in euros, rounded to the cent. */
  amount: number;
  region: CityRegion;
  rule: Pick<DutyRule, 'id' | 'source' | 'validFrom' | 'validUntil' | 'rate' | 'ownHome'>;
  /** The part of the price exempt under the rule (0 when none). */
  abatement: number;
  /** The amount taken off the duty (Flanders' modest home). */
  reduction: number;
  /** The Bëllegen Akt credit used (Luxembourg). */
  credit: number;
  /** A sole own home whose price is over the rule's ceiling, so no exemption (Brussels). */
  overCeiling: boolean;
}

const BRUSSELS_TIME = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Brussels, `YYYY-MM-DD`: a deed's date is the agency's day, not UTC's. */
export function brusselsDay(instant: Date): string {
  return BRUSSELS_TIME.format(instant);
}

const cents = (value: number): number => Math.round(value * 100) / 100;

function regionOf(zip: string, countryId: number | undefined): CityRegion | null {
  const text = zip.trim();
  const luxembourgZip = /^L-?\s*(\d{4})$/i.exec(text);
  if (luxembourgZip) return countryId === undefined || countryId === COUNTRY_LUXEMBOURG ? 'luxembourg' : null;
  return cityRegion(text, countryId ?? COUNTRY_BELGIUM);
}

function exemptPart(rule: DutyRule, price: number): { abatement: number; overCeiling: boolean } {
  const abatement = rule.abatement;
  if (!abatement) return { abatement: 0, overCeiling: false };
  if (abatement.priceCeiling !== undefined && price > abatement.priceCeiling)
    return { abatement: 0, overCeiling: true };
  let amount = abatement.amount;
  const taper = abatement.taper;
  if (taper && price > taper.from) {
    amount =
      price >= taper.to
        ? taper.floor
        : abatement.amount - ((abatement.amount - taper.floor) * (price - taper.from)) / (taper.to - taper.from);
  }
  return { abatement: Math.min(amount, price), overCeiling: false };
}

/**
 * The registration duty on buying a property at `price`, under the rule of
 * its region in force on the deed's day (`duty-rules.ts`). Null when the
 * region is unknown (a postal code out of range, another country) or the
 * date is before the rules modelled: no guess is shown as a figure.
 */
export function registrationDuty(input: RegistrationDutyInput): RegistrationDuty | null {
  const { price, soleOwnHome } = input;
  if (!Number.isFinite(price) || price < 0) return null;
  const region = regionOf(input.zip, input.countryId);
  if (region === null) return null;
  const deedDate = typeof input.deedDate === 'string' ? input.deedDate.slice(0, 10) : brusselsDay(input.deedDate);
  const rule = dutyRuleFor(region, soleOwnHome, deedDate);
  if (rule === null) return null;

  const { abatement, overCeiling } = exemptPart(rule, price);
  let duty = (price - abatement) * rule.rate;
  let reduction = 0;
  if (rule.reduction && price <= rule.reduction.priceCeiling) {
    reduction = Math.min(rule.reduction.amount, duty);
    duty -= reduction;
  }
  let credit = 0;
  if (rule.credit) {
    const buyers = Math.max(1, Math.floor(input.buyers ?? 1));
    const floor = Math.min(rule.credit.minimumDuty, duty);
    credit = Math.max(0, Math.min(rule.credit.perBuyer * buyers, duty - floor));
    duty -= credit;
  }
  const { id, source, validFrom, validUntil, rate, ownHome } = rule;
  return {
    amount: cents(duty),
    region,
    rule: { id, source, validFrom, validUntil, rate, ownHome },
    abatement: cents(abatement),
    reduction: cents(reduction),
    credit: cents(credit),
    overCeiling,
  };
}
