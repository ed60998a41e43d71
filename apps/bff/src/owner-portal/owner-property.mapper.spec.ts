import type { OwnerViewCounts } from '@immo/domain';
import { type OwnerPropertySource, toOwnerPropertyDto } from './owner-property.mapper';

const views: OwnerViewCounts = { today: 1, week: 2, month: 3, total: 4 };

function source(overrides: Partial<OwnerPropertySource> = {}): OwnerPropertySource {
  return {
    id: 12,
    goal: 0,
    reference: 'V-12',
    titles: { fr: 'Maison 3 chambres', nl: 'Huis met 3 slaapkamers' },
    mainTypeName: 'Maison',
    city: 'Liège',
    cityNames: { nl: 'Luik', fr: 'Liège' },
    zip: '4000',
    countryId: 10,
    countryName: 'Belgique',
    price: 320000,
    publishPrice: true,
    priceUnit: 0,
    priceUnitText: null,
    marquee: 0,
    marqueeName: null,
    epcLabelText: null,
    energyPerformance: null,
    bedrooms: 3,
    surface: 140,
    livingSurface: 120,
    groundSurface: null,
    pictures: [{ url: 'javascript:alert(1)', width: 1, height: 1 }],
    withdrawnAt: null,
    ...overrides,
  };
}

describe(toOwnerPropertyDto.name, () => {
  it('names the property and links its public page in the owner’s language', () => {
    expect(toOwnerPropertyDto(source(), 'nl', [], views)).toMatchObject({
      title: 'Huis met 3 slaapkamers',
      city: 'Luik',
      path: '/nl/te-koop/luik/huis-met-3-slaapkamers/12/',
      status: 'forSale',
      views,
    });
  });

  it('never hands out a photo link a browser must not load', () => {
    expect(toOwnerPropertyDto(source(), 'fr', [], views).photoUrl).toBeNull();
  });

  it('shows the price the public site shows: on request, or the marquee that withholds it', () => {
    expect(toOwnerPropertyDto(source({ publishPrice: false }), 'fr', [], views).price).toEqual({ kind: 'onRequest' });
    const agreed = toOwnerPropertyDto(source({ marquee: 5 }), 'fr', [5], views);
    expect(agreed.price).toEqual({ kind: 'marquee', marquee: 'saleAgreed' });
    expect(agreed.status).toBe('saleAgreed');
  });

  it('has no public page once withdrawn, and falls back to the reference without a title', () => {
    expect(
      toOwnerPropertyDto(source({ withdrawnAt: new Date('2026-01-01T00:00:00Z'), titles: {} }), 'fr', [], views),
    ).toMatchObject({
      title: 'V-12',
      path: null,
      status: 'offline',
    });
  });
});
