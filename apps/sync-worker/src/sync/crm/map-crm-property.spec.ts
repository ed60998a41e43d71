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

  it("stores every detail the page shows, the fields the BFF's own reader once expected but never got included", () => {
    const mapped = row(
      mapCrmProperty(
        record({
          Manager: { Name: 'Anne Dupont', Phone: '02 555 12 12', Mobile: '0475 12 34 56' },
          EPCTotal: '12.500',
          EPCReference: '20250101-0001234-01',
          ViagerOccupied: 'true',
        }),
      ),
    );
    expect(mapped.details.fields).toMatchObject({
      manager: { name: 'Anne Dupont', phone: '02 555 12 12', mobile: '0475 12 34 56' },
      epcTotalConsumption: 12500,
      epcCertificateNumber: '20250101-0001234-01',
      viagerOccupied: true,
    });
  });

  it('serialises the row once for the writer, hash included', () => {
    const result = mapCrmProperty(record());
    expect(result.ok && JSON.parse(result.json)).toEqual(row(result));
  });

  it('gives the same hash whatever the order of the language entries, and another hash when a field changes', () => {
    const base = row(mapCrmProperty(record()));
    const reordered = row(
      mapCrmProperty(record({ Descriptions: [...(record()['Descriptions'] as unknown[])].reverse() })),
    );
    const changed = row(mapCrmProperty(record({ Price: 389000 })));
    expect(reordered.content_hash).toBe(base.content_hash);
    expect(changed.content_hash).not.toBe(base.content_hash);
  });

  it('accepts a numeric string ID and strips the L- of a Luxembourg postcode', () => {
    expect(row(mapCrmProperty(record({ ID: '4109', Zip: 'L-1212', CountryID: 50 })))).toMatchObject({
      id: 4109,
      zip: '1212',
      country_id: 50,
    });
  });

  it('rejects a record without ID, with a non-numeric ID or that is not an object', () => {
    expect(mapCrmProperty(record({ ID: undefined }))).toEqual({
      ok: false,
      rejection: { id: null, reason: 'missing ID' },
    });
    expect(mapCrmProperty(record({ ID: 'ABC-12' }))).toEqual({
      ok: false,
      rejection: { id: 'ABC-12', reason: 'ID "ABC-12" is not numeric' },
    });
    expect(reason(mapCrmProperty(record({ ID: 12.5 })))).toBe('ID 12.5 is not numeric');
    expect(reason(mapCrmProperty('oops'))).toBe('record is not an object');
  });

  it('lists every unusable field of a record', () => {
    expect(
      reason(mapCrmProperty(record({ Price: 'cheap', LastChangedDate: '2025-02-30 10:00:00', Goal: undefined }))),
    ).toBe(
      'missing Goal; Price "cheap" is not an amount; LastChangedDate "2025-02-30 10:00:00" is not a date YYYY-MM-DD HH:mm:ss',
    );
  });

  it('falls back to the thumbnail without photos, and to no photo at all', () => {
    expect(row(mapCrmProperty(record({ Pictures: [] }))).pictures).toEqual([
      { url: '/sample-photos/thumb.svg', width: 250, height: 188 },
    ]);
    expect(row(mapCrmProperty(record({ Pictures: [], SmallPictureItem: null }))).pictures).toEqual([]);
  });

  it('keeps the record title as French when no language entries exist', () => {
    expect(row(mapCrmProperty(record({ Descriptions: [] }))).titles).toEqual({ fr: 'Appartement lumineux' });
  });

  it.each([
    ['250.000', 250000],
    ['250000,00', 250000],
    ['€ 1.250.000', 1250000],
    ['1 250 000', 1250000],
    [' 395000 ', 395000],
  ])('reads the price %j as %d', (price, expected) => {
    expect(row(mapCrmProperty(record({ Price: price }))).price).toBe(expected);
  });

  it('stores missing optional fields as null', () => {
    const mapped = row(
      mapCrmProperty(
        record({ Price: undefined, Street: undefined, Bedrooms: null, MarqueeName: undefined, ProjectID: null }),
      ),
    );
    expect(mapped).toMatchObject({ price: null, street: null, bedrooms: null, marquee_name: null, project_id: null });
  });

  it.each(['Goal', 'Zip', 'City'])('rejects a record without %s', (field) => {
    expect(reason(mapCrmProperty(record({ [field]: undefined })))).toBe(`missing ${field}`);
    expect(reason(mapCrmProperty(record({ [field]: '' })))).toBe(`missing ${field}`);
  });

  it('rejects a type the export does not list, and checks nothing without a type list', () => {
    expect(reason(mapCrmProperty(record({ WebID: 99 }), { knownWebIds: new Set([1, 2]) }))).toBe(
      'unknown type WebID 99 (not in GetWebIDList)',
    );
    expect(row(mapCrmProperty(record({ WebID: 2 }), { knownWebIds: new Set([1, 2]) })).web_id).toBe(2);
    expect(row(mapCrmProperty(record({ WebID: 99 }), { knownWebIds: null })).web_id).toBe(99);
  });

  it('sanitises the HTML of descriptions', () => {
    const html = '<p onclick="steal()">Superbe <b>vue</b><script>alert(1)</script></p><img src=x onerror=alert(2)>';
    const mapped = row(
      mapCrmProperty(record({ Descriptions: [{ LanguageId: 2, TypeDescription: 'Vue', Description: html }] })),
    );
    expect(mapped.descriptions).toEqual({ fr: '<p>Superbe <strong>vue</strong></p>' });
  });

  it('clears coordinates outside the Benelux and imports the record with a warning', () => {
    const result = mapCrmProperty(record({ GoogleX: 2.35, GoogleY: 48.85 }));
    expect(result).toMatchObject({ ok: true, row: { latitude: null, longitude: null } });
    expect(result.ok && result.warnings).toEqual([
      'coordinates 48.85, 2.35 (GoogleY, GoogleX) are outside the Benelux: cleared',
    ]);
    expect(mapCrmProperty(record()).ok && (mapCrmProperty(record()) as { warnings: string[] }).warnings).toEqual([]);
  });

  it('keeps the detail fields, documents, videos, manager, project, owner and status', () => {
    const mapped = row(
      mapCrmProperty(
        record({
          ProjectID: 77,
          OwnerID: '310',
          Status: 'Actief',
          SubStatus: 2,
          SurfaceLiving: 88,
          CadastralIncome: '1.250',
          Heating: 'Gaz',
          FloodZone: { Type: 'none', Score: null },
          Manager: { Name: 'Anne Dupont', Phone: '+32 2 555 12 12', Email: '' },
          Documents: [{ Url: '/docs/epc.pdf', Name: 'EPC', Type: 'pdf', LanguageId: 2 }, { Name: 'no url' }],
          Videos: [{ Url: 'https://youtu.be/x' }],
          VirtualTourUrl: 'https://tour.example/1',
        }),
      ),
    );
    expect(mapped).toMatchObject({ project_id: 77, owner_id: 310, status: 'Actief', sub_status: '2' });
    // Stored in the domain's shape, read once here: the BFF serves it as it is.
    expect(mapped.details.fields).toMatchObject({
      totalSurface: 95,
      livingSurface: 88,
      bedrooms: 2,
      cadastralIncome: 1250,
      heating: 'gas',
      floodProneArea: false,
      manager: { name: 'Anne Dupont', phone: '+32 2 555 12 12', email: null, mobile: null },
    });
    expect(mapped.details.documents).toEqual([{ url: '/docs/epc.pdf', name: 'EPC', type: 'pdf', locale: 'fr' }]);
    expect(mapped.details.videoUrls).toEqual(['https://youtu.be/x']);
    expect(mapped.details.virtualTourUrl).toBe('https://tour.example/1');
  });

  it('hides price and address unless the CRM publishes them, and ignores unknown coordinates', () => {
    const mapped = row(
      mapCrmProperty(record({ PublishPrice: undefined, PublishAddress: undefined, GoogleX: 0, GoogleY: 0 })),
    );
    expect(mapped).toMatchObject({ publish_price: false, publish_address: false, latitude: null, longitude: null });
  });
});
