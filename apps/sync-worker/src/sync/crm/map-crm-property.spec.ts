import { mapCrmProperty, type MapResult } from './map-crm-property';
import type { PropertyRow } from './property-row';

function record(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ID: 4101,
    Goal: 0,
    RecordFile: 'V-2025-014',
    WebID: 2,
    WebIDs: '2',
    MainTypeName: 'Appartement',
    TypeDescription: 'Appartement lumineux',
    City: 'Ixelles',
    Zip: '1050',
    CountryID: 10,
    CountryName: 'Belgique',
    Price: 395000,
    PublishPrice: true,
    PriceUnit: 0,
    PriceUnitText: '',
    Marquee: 0,
    MarqueeName: '',
    PublishAddress: true,
    Street: 'Rue du Bailli',
    HouseNumber: 42,
    BoxNr: '',
    EPCLabelText: 'C-',
    EnergyPerformance: 142,
    Bedrooms: 2,
    SurfaceTotal: 95,
    GoogleX: 4.3631,
    GoogleY: 50.8263,
    CreatedDate: '2025-01-14 09:12:00',
    LastChangedDate: '2025-03-03 16:40:12',
    SmallPictureItem: { Url: '/sample-photos/thumb.svg', Width: 250, Height: 188, ID: 1, Name: 'thumb' },
    Pictures: [{ Url: '/sample-photos/apartment-living.svg', Width: 800, Height: 600 }],
    Descriptions: [
      { LanguageId: 2, TypeDescription: 'Appartement lumineux', Description: 'Description FR' },
      { LanguageId: 1, TypeDescription: 'Lichtrijk appartement', Description: 'Beschrijving' },
      { LanguageId: 3, TypeDescription: 'Bright apartment', Description: 'Description EN' },
      { LanguageId: 4, TypeDescription: 'Helle Wohnung', Description: 'Beschreibung' },
    ],
    ...overrides,
  };
}

function row(result: MapResult): PropertyRow {
  if (!result.ok) throw new Error(`rejected: ${result.rejection.reason}`);
  return result.row;
}

function reason(result: MapResult): string {
  if (result.ok) throw new Error('expected a rejection');
  return result.rejection.reason;
}

describe(mapCrmProperty.name, () => {
  it('maps a complete record', () => {
    const mapped = row(mapCrmProperty(record()));
    expect(mapped).toMatchObject({
      id: 4101,
      goal: 0,
      reference: 'V-2025-014',
      titles: { nl: 'Lichtrijk appartement', fr: 'Appartement lumineux', en: 'Bright apartment', de: 'Helle Wohnung' },
      descriptions: { nl: 'Beschrijving', fr: 'Description FR', en: 'Description EN', de: 'Beschreibung' },
      house_number: '42',
      box_nr: null,
      marquee_name: null,
      latitude: 50.8263,
      longitude: 4.3631,
      crm_changed_at: '2025-03-03 16:40:12',
      pictures: [{ url: '/sample-photos/apartment-living.svg', width: 800, height: 600 }],
    });
    expect(mapped.content_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives the same hash whatever the order of the language entries, and another hash when a field changes', () => {
    const base = row(mapCrmProperty(record()));
    const reordered = row(mapCrmProperty(record({ Descriptions: [...(record()['Descriptions'] as unknown[])].reverse() })));
    const changed = row(mapCrmProperty(record({ Price: 389000 })));
    expect(reordered.content_hash).toBe(base.content_hash);
    expect(changed.content_hash).not.toBe(base.content_hash);
  });

  it('accepts a numeric string ID and strips the L- of a Luxembourg postcode', () => {
    expect(row(mapCrmProperty(record({ ID: '4109', Zip: 'L-1212', CountryID: 50 })))).toMatchObject({ id: 4109, zip: '1212', country_id: 50 });
  });

  it('rejects a record without ID, with a non-numeric ID or that is not an object', () => {
    expect(mapCrmProperty(record({ ID: undefined }))).toEqual({ ok: false, rejection: { id: null, reason: 'missing ID' } });
    expect(mapCrmProperty(record({ ID: 'ABC-12' }))).toEqual({ ok: false, rejection: { id: 'ABC-12', reason: 'ID "ABC-12" is not numeric' } });
    expect(reason(mapCrmProperty(record({ ID: 12.5 })))).toBe('ID 12.5 is not numeric');
    expect(reason(mapCrmProperty('oops'))).toBe('record is not an object');
  });

  it('lists every unusable field of a record', () => {
    expect(reason(mapCrmProperty(record({ Price: 'cheap', LastChangedDate: '2025-02-30 10:00:00', Goal: undefined })))).toBe(
      'missing Goal; Price "cheap" is not a number; LastChangedDate "2025-02-30 10:00:00" is not a date YYYY-MM-DD HH:mm:ss',
    );
  });

  it('falls back to the thumbnail without photos, and to no photo at all', () => {
    expect(row(mapCrmProperty(record({ Pictures: [] }))).pictures).toEqual([{ url: '/sample-photos/thumb.svg', width: 250, height: 188 }]);
    expect(row(mapCrmProperty(record({ Pictures: [], SmallPictureItem: null }))).pictures).toEqual([]);
  });

  it('keeps the record title as French when no language entries exist', () => {
    expect(row(mapCrmProperty(record({ Descriptions: [] }))).titles).toEqual({ fr: 'Appartement lumineux' });
  });

  it('hides price and address unless the CRM publishes them, and ignores unknown coordinates', () => {
    const mapped = row(mapCrmProperty(record({ PublishPrice: undefined, PublishAddress: undefined, GoogleX: 0, GoogleY: 0 })));
    expect(mapped).toMatchObject({ publish_price: false, publish_address: false, latitude: null, longitude: null });
  });
});
