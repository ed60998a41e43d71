import type { PropertyDetailFields } from '../entities/property-detail';
import { isPricePublished, PRICE_REVEALING_FIELDS, publishedDetailFields } from './published-price';

const listing = { price: 1_200_000, publishPrice: true, priceUnit: null, marquee: 0 };

describe(isPricePublished.name, () => {
  it('is published when priced and flagged so, starting-from included', () => {
    expect(isPricePublished(listing, [5])).toBe(true);
    expect(isPricePublished({ ...listing, priceUnit: 7 }, [5])).toBe(true);
  });

  it('is not when on request, without a price, or under an ignore-listed marquee', () => {
    expect(isPricePublished({ ...listing, publishPrice: false }, [])).toBe(false);
    expect(isPricePublished({ ...listing, price: null }, [])).toBe(false);
    expect(isPricePublished({ ...listing, marquee: 5 }, [5])).toBe(false);
    expect(isPricePublished({ ...listing, marquee: 5 }, [])).toBe(true);
  });
});

describe(publishedDetailFields.name, () => {
  // 4109 of the sample: € 1.200.000 on request.
  const fields = {
    totalCost: 1_364_600,
    registrationRights: 150_000,
    notaryFee: 14_600,
    vat: 31_500,
    deposit: 3_300,
    agencyCost: 1_650,
    viagerBouquet: 50_000,
    viagerMonthlyAnnuity: 900,
    cadastralIncome: 1_800,
    livingSurface: 240,
  } as unknown as PropertyDetailFields;

  it('keeps every field when the price is published', () => {
    expect(publishedDetailFields(fields, true)).toBe(fields);
  });

  it('drops every amount the price can be worked back from, and only those', () => {
    const shown = publishedDetailFields(fields, false);
    for (const key of PRICE_REVEALING_FIELDS) expect(shown[key]).toBeNull();
    expect(shown.cadastralIncome).toBe(1_800);
    expect(shown.livingSurface).toBe(240);
  });
});
