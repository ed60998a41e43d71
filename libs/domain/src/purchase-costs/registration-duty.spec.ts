import { COUNTRY_BELGIUM, COUNTRY_LUXEMBOURG } from '../geo/countries';
import { DUTY_RULES } from './duty-rules';
import { brusselsDay, registrationDuty, type RegistrationDutyInput } from './registration-duty';

const duty = (input: RegistrationDutyInput) => registrationDuty(input)?.amount;

describe(registrationDuty.name, () => {
  describe('Flemish Region', () => {
    const gent = { zip: '9000', soleOwnHome: true };

    it('charges a sole own home 2 % from 1 January 2025 and 3 % the day before', () => {
      // vlaanderen.be / Programmadecreet 2025: a home of € 300,000 pays € 6,000 instead of € 9,000.
      expect(duty({ ...gent, price: 300_000, deedDate: '2024-12-31' })).toBe(9_000);
      expect(duty({ ...gent, price: 300_000, deedDate: '2025-01-01' })).toBe(6_000);
      expect(registrationDuty({ ...gent, price: 300_000, deedDate: '2025-01-01' })?.rule.id).toBe(
        'flanders-own-home-2025',
      );
    });

    it('takes the modest-home reduction off up to € 220,000: € 2,800 until 2024, € 1,867 since 2025', () => {
      expect(duty({ ...gent, price: 200_000, deedDate: '2024-12-31' })).toBe(6_000 - 2_800);
      expect(duty({ ...gent, price: 200_000, deedDate: '2025-01-01' })).toBe(4_000 - 1_867);
      expect(duty({ ...gent, price: 220_000, deedDate: '2025-06-01' })).toBe(4_400 - 1_867);
      expect(duty({ ...gent, price: 220_001, deedDate: '2025-06-01' })).toBe(4_400.02);
    });

    it('charges every other purchase 12 %', () => {
      expect(duty({ ...gent, soleOwnHome: false, price: 300_000, deedDate: '2026-11-29' })).toBe(36_000);
    });

    it('gives no figure before the rules modelled (10 % and 6 % until 2021)', () => {
      expect(registrationDuty({ ...gent, price: 300_000, deedDate: '2021-12-31' })).toBeNull();
    });
  });

  describe('Walloon Region', () => {
    const namur = { zip: '5000', soleOwnHome: true };

    it('charges a sole own home 3 % on the whole price from 1 January 2025, without ceiling', () => {
      // Published examples of the reform: € 150,000 → € 4,500; € 300,000 → € 9,000.
      expect(duty({ ...namur, price: 150_000, deedDate: '2025-01-01' })).toBe(4_500);
      expect(duty({ ...namur, price: 300_000, deedDate: '2025-01-01' })).toBe(9_000);
      expect(duty({ ...namur, price: 1_200_000, deedDate: '2026-01-01' })).toBe(36_000);
    });

    it('applied 12.5 % after a tapering exemption of € 40,000 from 1 July 2023 to 31 December 2024', () => {
      // € 300,000 is under € 350,000: 12.5 % of € 260,000.
      expect(duty({ ...namur, price: 300_000, deedDate: '2024-12-31' })).toBe(32_500);
      // Published example: € 400,000 → an exemption of € 33,333, a saving of € 4,166.
      const at400 = registrationDuty({ ...namur, price: 400_000, deedDate: '2023-07-01' });
      expect(at400?.abatement).toBe(33_333.33);
      expect(at400?.amount).toBe(45_833.33);
      expect(duty({ ...namur, price: 600_000, deedDate: '2024-06-01' })).toBe(72_500);
    });

    it('applied an exemption of € 20,000 until 30 June 2023', () => {
      expect(duty({ ...namur, price: 400_000, deedDate: '2023-06-30' })).toBe(47_500);
    });

    it('charges every other purchase 12.5 %', () => {
      expect(duty({ ...namur, soleOwnHome: false, price: 300_000, deedDate: '2025-01-01' })).toBe(37_500);
    });
  });

  describe('Brussels-Capital Region', () => {
    const ixelles = { zip: '1050', soleOwnHome: true };

    it('exempts the first € 200,000 of a sole own home of at most € 600,000 from 1 April 2023', () => {
      // fiscalite.brussels: € 500,000 pays 12.5 % of € 300,000, € 25,000 less.
      expect(duty({ ...ixelles, price: 500_000, deedDate: '2023-04-01' })).toBe(37_500);
      expect(duty({ ...ixelles, price: 600_000, deedDate: '2026-11-29' })).toBe(50_000);
      expect(duty({ ...ixelles, price: 150_000, deedDate: '2026-11-29' })).toBe(0);
    });

    it('exempts nothing over the ceiling, and says so', () => {
      const over = registrationDuty({ ...ixelles, price: 600_001, deedDate: '2026-11-29' });
      expect(over?.amount).toBe(75_000.13);
      expect(over?.overCeiling).toBe(true);
    });

    it('exempted € 175,000 under a € 500,000 ceiling until 31 March 2023', () => {
      expect(duty({ ...ixelles, price: 500_000, deedDate: '2023-03-31' })).toBe(40_625);
      expect(duty({ ...ixelles, price: 550_000, deedDate: '2023-03-31' })).toBe(68_750);
      expect(duty({ ...ixelles, price: 550_000, deedDate: '2023-04-01' })).toBe(43_750);
    });

    it('charges every other purchase 12.5 %', () => {
      expect(duty({ ...ixelles, soleOwnHome: false, price: 500_000, deedDate: '2026-11-29' })).toBe(62_500);
    });
  });

  describe('Luxembourg', () => {
    const city = { zip: 'L-1212', soleOwnHome: true, countryId: COUNTRY_LUXEMBOURG };

    it('charges 7 % (6 % registration, 1 % transcription) when it is not the main residence', () => {
      // guichet.public.lu: € 500,000 → € 35,000.
      expect(duty({ ...city, soleOwnHome: false, price: 500_000, deedDate: '2026-11-29' })).toBe(35_000);
    });

    it('takes the Bëllegen Akt credit per buyer off a main residence, keeping at least € 100', () => {
      expect(duty({ ...city, price: 800_000, deedDate: '2026-11-29' })).toBe(56_000 - 40_000);
      expect(duty({ ...city, price: 800_000, deedDate: '2026-11-29', buyers: 2 })).toBe(100);
      const small = registrationDuty({ ...city, price: 325_000, deedDate: '2026-11-29' });
      expect(small?.amount).toBe(100);
      expect(small?.credit).toBe(22_750 - 100);
    });

    it('raised the credit from € 20,000 to € 30,000 on 7 March 2023 and to € 40,000 on 1 January 2024', () => {
      expect(duty({ ...city, price: 800_000, deedDate: '2023-03-06' })).toBe(36_000);
      expect(duty({ ...city, price: 800_000, deedDate: '2023-03-07' })).toBe(26_000);
      expect(duty({ ...city, price: 800_000, deedDate: '2023-12-31' })).toBe(26_000);
      expect(duty({ ...city, price: 800_000, deedDate: '2024-01-01' })).toBe(16_000);
      expect(duty({ ...city, price: 800_000, deedDate: '2025-06-30' })).toBe(16_000);
      expect(duty({ ...city, price: 800_000, deedDate: '2025-07-01' })).toBe(16_000);
    });

    it('tells a Luxembourg code from a Belgian one by the country or the L- prefix', () => {
      expect(registrationDuty({ ...city, zip: '4001', price: 1, deedDate: '2026-01-01' })?.region).toBe('luxembourg');
      expect(registrationDuty({ zip: 'L-4001', price: 1, soleOwnHome: true, deedDate: '2026-01-01' })?.region).toBe(
        'luxembourg',
      );
      expect(
        registrationDuty({
          zip: '4001',
          price: 1,
          soleOwnHome: true,
          deedDate: '2026-01-01',
          countryId: COUNTRY_BELGIUM,
        })?.region,
      ).toBe('wallonia');
    });
  });

  it('gives no figure for an unknown region or a price that is no amount', () => {
    expect(registrationDuty({ zip: '0999', price: 200_000, soleOwnHome: true, deedDate: '2026-01-01' })).toBeNull();
    expect(
      registrationDuty({ zip: '75001', price: 200_000, soleOwnHome: true, deedDate: '2026-01-01', countryId: 20 }),
    ).toBeNull();
    expect(registrationDuty({ zip: '9000', price: Number.NaN, soleOwnHome: true, deedDate: '2026-01-01' })).toBeNull();
  });

  it("reads a Date as Brussels' day: 23:30 UTC on 31 December 2024 is already 2025 there", () => {
    const instant = new Date('2024-12-31T23:30:00Z');
    expect(brusselsDay(instant)).toBe('2025-01-01');
    expect(duty({ zip: '9000', price: 300_000, soleOwnHome: true, deedDate: instant })).toBe(6_000);
  });

  it('has, in each region and for each kind of buyer, one rule a day with no gap since the first', () => {
    const groups = new Map<string, typeof DUTY_RULES>();
    for (const rule of DUTY_RULES) {
      const key = `${rule.region}/${rule.ownHome}`;
      groups.set(key, [...(groups.get(key) ?? []), rule]);
    }
    expect(groups.size).toBe(8);
    for (const rules of groups.values()) {
      const sorted = [...rules].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
      sorted.slice(1).forEach((rule, index) => {
        const dayAfter = new Date(`${sorted[index]?.validUntil}T12:00:00Z`);
        dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
        expect([rule.id, rule.validFrom]).toEqual([rule.id, dayAfter.toISOString().slice(0, 10)]);
      });
      expect(sorted.at(-1)?.validUntil).toBeNull();
    }
  });
});
