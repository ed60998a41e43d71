// CRM records of every list besides the properties, in the export's field
// names, shared by the mapper specs and the integration test.
export type CrmItem = Record<string, unknown>;

export function typeRecord(webId: number, fr: string, overrides: CrmItem = {}): CrmItem {
  return {
    ID: 900 + webId,
    WebID: webId,
    Name: fr,
    ShowOrder: webId,
    Sale: true,
    Rent: true,
    Names: [
      { LanguageId: 1, Name: `${fr} (nl)` },
      { LanguageId: 2, Name: fr },
      { LanguageId: 3, Name: `${fr} (en)` },
      { LanguageId: 4, Name: `${fr} (de)` },
    ],
    ...overrides,
  };
}

export function cityRecord(zip: string, fr: string, nl: string, overrides: CrmItem = {}): CrmItem {
  return {
    Name: fr,
    Zip: zip,
    CountryID: 10,
    CountryName: 'Belgique',
    Names: [
      { LanguageId: 1, Name: nl },
      { LanguageId: 2, Name: fr },
    ],
    ...overrides,
  };
}

export function projectRecord(id: number, overrides: CrmItem = {}): CrmItem {
  return {
    ID: id,
    Name: 'Résidence Les Tilleuls',
    Descriptions: [
      {
        LanguageId: 1,
        Name: 'Residentie De Linden',
        Description: '<p>Nieuwbouw <b>met tuin</b></p><script>alert(1)</script>',
      },
      { LanguageId: 2, Name: 'Résidence Les Tilleuls', Description: '<p onclick="x()">Neuf avec jardin</p>' },
    ],
    PublishAddress: true,
    Street: 'Rue des Tilleuls',
    HouseNumber: '12',
    BoxNr: null,
    Zip: '1050',
    City: 'Ixelles',
    CountryID: 10,
    CountryName: 'Belgique',
    GoogleX: 4.3701,
    GoogleY: 50.8275,
    Status: 'Under construction',
    CreatedDate: '2026-01-05 09:00:00',
    LastChangedDate: '2026-03-01 10:00:00',
    PriceFrom: '250.000',
    PriceTo: 480000,
    Pictures: [
      { Url: 'https://cdn.example/p2.jpg', Width: 1200, Height: 800, Order: 2 },
      { Url: 'https://cdn.example/p1.jpg', Width: 1200, Height: 800, Order: 1 },
    ],
    Documents: [{ Url: 'https://cdn.example/prices.pdf', Name: 'Liste de prix', Type: 'pdf', LanguageId: 2 }],
    ExternalUrl: null,
    ...overrides,
  };
}

export function ownerRecord(id: number, overrides: CrmItem = {}): CrmItem {
  return {
    ID: id,
    Email: `Owner${id}@Example.BE`,
    FirstName: 'Anne',
    LastName: 'Peeters',
    LanguageId: 1,
    Phone: '+32 470 12 34 56',
    PropertyIDs: [],
    LastChangedDate: '2026-03-02 08:00:00',
    Visits: [],
    Communications: [],
    OnlineMedia: [],
    ...overrides,
  };
}

/** A property record the property mapper accepts; only what the counts and links need. */
export function propertyRecord(id: number, overrides: CrmItem = {}): CrmItem {
  return {
    ID: id,
    Goal: 0,
    WebID: 1,
    WebIDs: '1',
    City: 'Ixelles',
    Zip: '1050',
    CountryID: 10,
    CountryName: 'Belgique',
    TypeDescription: `Maison ${id}`,
    MainTypeName: 'Maison',
    RecordFile: `V-${id}`,
    Marquee: 0,
    Price: 350000,
    PublishPrice: true,
    PublishAddress: false,
    CreatedDate: '2026-01-01 09:00:00',
    LastChangedDate: '2026-03-01 09:00:00',
    ...overrides,
  };
}
