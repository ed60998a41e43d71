import type { CityRegion } from '../geo/city-region';

/**
 * One dated rule of the registration duty on a purchase: who it applies to,
 * from which deed date to which (both inclusive, `YYYY-MM-DD`), its rate and
 * what lowers it, and where it is written. The duty of a deed is decided by
 * the rule in force on the day the deed is signed, so every change of law is
 * a new rule, never an edit of an old one (docs/decisions.md, "Purchase costs",
 * says when to review them).
 */
export interface DutyRule {
  id: string;
  region: CityRegion;
  /** True: only a buyer's sole own home (main residence in Luxembourg); false: every other purchase. */
  ownHome: boolean;
  validFrom: string;
  /** Null while the rule is in force. */
  validUntil: string | null;
  /** A share of the price: 0.02 is 2 %. */
  rate: number;
  /**
   * The first part of the price that is exempt. `priceCeiling`: none above
   * that price (Brussels). `taper`: the exempt part falls in a straight line
   * from `amount` at `from` to `floor` at `to`, and stays at `floor` above.
   */
  abatement?: { amount: number; priceCeiling?: number; taper?: { from: number; to: number; floor: number } };
  /** An amount taken off the duty when the price is at most `priceCeiling` (Flanders' modest home). */
  reduction?: { amount: number; priceCeiling: number };
  /** Luxembourg's Bëllegen Akt: a credit per buyer taken off the duty, which never falls below `minimumDuty`. */
  credit?: { perBuyer: number; minimumDuty: number };
  /** The legal text and an official page, in words a reviewer can look up. */
  source: string;
}

/**
 * The earliest deed date modelled in each region. A rule's `validFrom` at
 * that date means "in force since at least then": older deeds are out of
 * scope, and `registrationDuty` answers null for them.
 */
const FLANDERS_SOURCE = 'Vlaamse Codex Fiscaliteit, verkooprecht (art. 2.9.4.1.1 ff.)';
const FLANDERS_PAGE = 'https://www.vlaanderen.be/vlaamse-belastingdienst';
const BELGIAN_CODE = "Code des droits d'enregistrement, d'hypothèque et de greffe";
const WALLONIA_PAGE = 'https://finances.wallonie.be';
const BRUSSELS_PAGE = 'https://fiscalite.brussels';
const LUXEMBOURG_PAGE =
  'https://guichet.public.lu/fr/citoyens/aides/logement-construction/aides-indirectes/credit-impot-actes-notaries.html';

export const DUTY_RULES: readonly DutyRule[] = [
  // Flanders
  {
    id: 'flanders-standard-2022',
    region: 'flanders',
    ownHome: false,
    validFrom: '2022-01-01',
    validUntil: null,
    rate: 0.12,
    source: `${FLANDERS_SOURCE}: 12 % for deeds from 1 January 2022 (10 % before); ${FLANDERS_PAGE}`,
  },
  {
    id: 'flanders-own-home-2022',
    region: 'flanders',
    ownHome: true,
    validFrom: '2022-01-01',
    validUntil: '2024-12-31',
    rate: 0.03,
    reduction: { amount: 2_800, priceCeiling: 220_000 },
    source: `${FLANDERS_SOURCE}, enige eigen woning: 3 % for deeds from 1 January 2022, minus € 2,800 for a modest home of at most € 220,000 (€ 240,000 in the core cities and the Vlaamse Rand); ${FLANDERS_PAGE}`,
  },
  {
    id: 'flanders-own-home-2025',
    region: 'flanders',
    ownHome: true,
    validFrom: '2025-01-01',
    validUntil: null,
    rate: 0.02,
    reduction: { amount: 1_867, priceCeiling: 220_000 },
    source: `${FLANDERS_SOURCE}, enige eigen woning, as changed by the Programmadecreet bij de begroting 2025 (Belgisch Staatsblad 30 December 2024): 2 % for deeds from 1 January 2025, minus € 1,867 for a modest home of at most € 220,000 (€ 240,000 in the core cities and the Vlaamse Rand); the 1 % rate for a deep energy renovation ended then; ${FLANDERS_PAGE}`,
  },
  // Wallonia
  {
    id: 'wallonia-standard',
    region: 'wallonia',
    ownHome: false,
    validFrom: '2018-01-01',
    validUntil: null,
    rate: 0.125,
    source: `${BELGIAN_CODE} (Walloon Region), art. 44: 12.5 %; ${WALLONIA_PAGE}`,
  },
  {
    id: 'wallonia-own-home-2018',
    region: 'wallonia',
    ownHome: true,
    validFrom: '2018-01-01',
    validUntil: '2023-06-30',
    rate: 0.125,
    abatement: { amount: 20_000 },
    source: `${BELGIAN_CODE} (Walloon Region), art. 46bis: 12.5 % after an exemption on the first € 20,000 of a sole own home, from 1 January 2018; the reduced 6 % rate of a modest home (by its cadastral income) is not modelled; ${WALLONIA_PAGE}`,
  },
  {
    id: 'wallonia-own-home-2023',
    region: 'wallonia',
    ownHome: true,
    validFrom: '2023-07-01',
    validUntil: '2024-12-31',
    rate: 0.125,
    abatement: { amount: 40_000, taper: { from: 350_000, to: 500_000, floor: 20_000 } },
    source: `${BELGIAN_CODE} (Walloon Region), art. 46bis as changed from 1 July 2023: 12.5 % after an exemption on the first € 40,000 up to € 350,000, falling to € 20,000 at € 500,000; ${WALLONIA_PAGE}`,
  },
  {
    id: 'wallonia-own-home-2025',
    region: 'wallonia',
    ownHome: true,
    validFrom: '2025-01-01',
    validUntil: null,
    rate: 0.03,
    source: `${BELGIAN_CODE} (Walloon Region), as changed by the décret du 5 décembre 2024 (Moniteur belge 13 December 2024), circular 2025/C/42: 3 % on the whole price for a sole own home, no price ceiling, in place of the exemption, the modest-home rate and the chèque-habitat; ${WALLONIA_PAGE}`,
  },
  // Brussels-Capital
  {
    id: 'brussels-standard',
    region: 'brussels',
    ownHome: false,
    validFrom: '2017-01-01',
    validUntil: null,
    rate: 0.125,
    source: `${BELGIAN_CODE} (Brussels-Capital Region), art. 44: 12.5 %; ${BRUSSELS_PAGE}`,
  },
  {
    id: 'brussels-own-home-2017',
    region: 'brussels',
    ownHome: true,
    validFrom: '2017-01-01',
    validUntil: '2023-03-31',
    rate: 0.125,
    abatement: { amount: 175_000, priceCeiling: 500_000 },
    source: `${BELGIAN_CODE} (Brussels-Capital Region), art. 46bis: no duty on the first € 175,000 of a sole own home when the price is at most € 500,000, from 1 January 2017; ${BRUSSELS_PAGE}`,
  },
  {
    id: 'brussels-own-home-2023',
    region: 'brussels',
    ownHome: true,
    validFrom: '2023-04-01',
    validUntil: null,
    rate: 0.125,
    abatement: { amount: 200_000, priceCeiling: 600_000 },
    source: `${BELGIAN_CODE} (Brussels-Capital Region), art. 46bis as changed for deeds from 1 April 2023: no duty on the first € 200,000 of a sole own home when the price is at most € 600,000; ${BRUSSELS_PAGE}`,
  },
  // Luxembourg: 6 % registration and 1 % transcription; the Bëllegen Akt credit per buyer of a main residence.
  {
    id: 'luxembourg-standard',
    region: 'luxembourg',
    ownHome: false,
    validFrom: '2017-01-01',
    validUntil: null,
    rate: 0.07,
    source: `Loi modifiée du 30 juillet 2002 and the registration law: 6 % registration and 1 % transcription; the communal surcharge of Luxembourg City and Mamer on some purchases is not included; ${LUXEMBOURG_PAGE}`,
  },
  {
    id: 'luxembourg-main-residence-2017',
    region: 'luxembourg',
    ownHome: true,
    validFrom: '2017-01-01',
    validUntil: '2023-03-06',
    rate: 0.07,
    credit: { perBuyer: 20_000, minimumDuty: 100 },
    source: `Loi modifiée du 30 juillet 2002 (Bëllegen Akt): a credit of up to € 20,000 per buyer of a main residence, at least € 100 of duty collected; ${LUXEMBOURG_PAGE}`,
  },
  {
    id: 'luxembourg-main-residence-2023',
    region: 'luxembourg',
    ownHome: true,
    validFrom: '2023-03-07',
    validUntil: '2023-12-31',
    rate: 0.07,
    credit: { perBuyer: 30_000, minimumDuty: 100 },
    source: `Loi du 16 mai 2023 (Solidaritéitspak 3.0): the Bëllegen Akt credit € 30,000 per buyer for deeds from 7 March 2023; ${LUXEMBOURG_PAGE}`,
  },
  {
    id: 'luxembourg-main-residence-2024',
    region: 'luxembourg',
    ownHome: true,
    validFrom: '2024-01-01',
    validUntil: '2025-06-30',
    rate: 0.07,
    credit: { perBuyer: 40_000, minimumDuty: 100 },
    source: `Loi modifiée du 22 mai 2024, extended by the loi du 4 avril 2025: the Bëllegen Akt credit € 40,000 per buyer for deeds from 1 January 2024 to 30 June 2025; ${LUXEMBOURG_PAGE}`,
  },
  {
    id: 'luxembourg-main-residence-2025',
    region: 'luxembourg',
    ownHome: true,
    validFrom: '2025-07-01',
    validUntil: null,
    rate: 0.07,
    credit: { perBuyer: 40_000, minimumDuty: 100 },
    source: `Law of July 2025 amending the loi du 30 juillet 2002 (Journal officiel 4 July 2025): the Bëllegen Akt credit stays € 40,000 per buyer for deeds from 1 July 2025; ${LUXEMBOURG_PAGE}`,
  },
];

/** The rule in force for a deed signed on `deedDate` (`YYYY-MM-DD`), or null before the rules modelled. */
export function dutyRuleFor(region: CityRegion, ownHome: boolean, deedDate: string): DutyRule | null {
  return (
    DUTY_RULES.find(
      (rule) =>
        rule.region === region &&
        rule.ownHome === ownHome &&
        rule.validFrom <= deedDate &&
        (rule.validUntil === null || deedDate <= rule.validUntil),
    ) ?? null
  );
}
