// Every field of every list, one hostile value at a time: the run must
// succeed, each record must be imported or rejected with its ID, and no
// value may get as far as the database refusing it (the mapping's own
// bounds must have caught it first: column-bounds.ts).
import type { DataSource } from 'typeorm';
import { CatalogueImporter } from '../src/sync/catalogue-importer';
import { CrmCall } from '../src/sync/crm/export-source';
import { FolderExportSource } from '../src/sync/crm/folder-export-source';
import type { SyncRunOutcome } from '../src/sync/sync-run-log';
import { emptyCatalogue, openTestDatabase } from './support/database';
import { type CrmItem, removeWrittenCalls, writeCalls } from './support/export-writer';
import {
  cityRecord,
  ownerRecord,
  projectRecord,
  propertyRecord,
  typeRecord,
} from './support/reference/reference-records';

const HOSTILE: unknown[] = [
  null,
  '',
  ' ',
  0,
  -1,
  1.5,
  32_768,
  -32_769,
  2_147_483_648,
  -2_147_483_649,
  3e9,
  1e10,
  -1e10,
  9_999_999_999.999,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  '1e400',
  '12.500.000.000',
  'abc',
  true,
  {},
  [],
  [1, 'x', null],
  { Url: 'javascript:alert(1)' },
  '\u0000',
  'x\u0000y',
  'Villa \ud83c',
  '\udc00',
  'x'.repeat(20_000),
  '0000-01-01 00:00:00',
  '0000-01-01',
  '9999-12-31 23:59:59',
  '2026-02-30 10:00:00',
  '2026-03-01 24:00:00',
  ' JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  "'; DROP TABLE properties; --",
];

const PROPERTY_FIELDS = [
  'Goal',
  'WebID',
  'WebIDs',
  'City',
  'Zip',
  'CountryID',
  'CountryName',
  'TypeDescription',
  'MainTypeName',
  'RecordFile',
  'Marquee',
  'MarqueeName',
  'Price',
  'PublishPrice',
  'PriceUnit',
  'PriceUnitText',
  'PublishAddress',
  'Street',
  'HouseNumber',
  'BoxNr',
  'EPCLabelText',
  'EnergyPerformance',
  'SmallPictureItem',
  'Status',
  'SubStatus',
  'CreatedDate',
  'LastChangedDate',
  'GoogleX',
  'GoogleY',
  'ProjectID',
  'OwnerID',
  'Manager',
  'Descriptions',
  'Pictures',
  'Documents',
  'Videos',
  'VirtualTourUrl',
  'SurfaceTotal',
  'SurfaceLiving',
  'SurfaceGround',
  'SurfaceTerrace',
  'SurfaceGarden',
  'SurfaceOffice',
  'SurfaceConstructed',
  'FrontWidth',
  'PlotWidth',
  'Bedrooms',
  'Bathrooms',
  'Showers',
  'Toilets',
  'Garages',
  'Parkings',
  'Floors',
  'Facades',
  'ConstructionYear',
  'RenovationYear',
  'EPCValue',
  'CO2Emission',
  'CadastralIncome',
  'ChargesOwner',
  'ChargesRenter',
  'NotaryFee',
  'RegistrationRights',
  'VAT',
  'TotalCost',
  'Deposit',
  'AgencyCost',
  'InventoryCost',
  'Heating',
  'Kitchen',
  'Glazing',
  'Roof',
  'FloodZone',
  'AsbestosType',
  'AsbestosDate',
  'ElectricityCertificate',
  'GasCertificate',
  'PlanningPermit',
  'AllotmentPermit',
  'PreemptiveRights',
  'Summons',
  'JudicialDecision',
  'ViagerBouquet',
  'ViagerRent',
  'ViagerAges',
];
/** Nested fields: [list or object field, its entry's field]. */
const PROPERTY_NESTED: [string, string][] = [
  ['Descriptions', 'LanguageId'],
  ['Descriptions', 'TypeDescription'],
  ['Descriptions', 'Description'],
  ['Pictures', 'Url'],
  ['Pictures', 'Width'],
  ['Pictures', 'Height'],
  ['Documents', 'Url'],
  ['Documents', 'Name'],
  ['Documents', 'LanguageId'],
  ['Videos', 'Url'],
  ['Manager', 'Name'],
  ['Manager', 'PictureUrl'],
  ['FloodZone', 'Type'],
  ['SmallPictureItem', 'Url'],
];
const PROJECT_FIELDS = [
  'Name',
  'Descriptions',
  'PublishAddress',
  'Street',
  'HouseNumber',
  'BoxNr',
  'Zip',
  'City',
  'CountryID',
  'CountryName',
  'GoogleX',
  'GoogleY',
  'Status',
  'CreatedDate',
  'LastChangedDate',
  'PriceFrom',
  'PriceTo',
  'Pictures',
  'Documents',
  'ExternalUrl',
];
const OWNER_FIELDS = [
  'Email',
  'FirstName',
  'LastName',
  'LanguageId',
  'Phone',
  'PropertyIDs',
  'LastChangedDate',
  'Visits',
  'Communications',
  'OnlineMedia',
];
const HISTORY: Record<string, string[]> = {
  Visits: ['ID', 'PropertyID', 'Date', 'Status', 'Remark'],
  Communications: ['ID', 'PropertyID', 'Date', 'Channel', 'Subject', 'Body'],
  OnlineMedia: ['ID', 'PropertyID', 'Portal', 'Url', 'PublishedDate'],
};
const CITY_FIELDS = ['Name', 'Zip', 'CountryID', 'CountryName', 'Names'];
const TYPE_FIELDS = ['ID', 'WebID', 'Name', 'ShowOrder', 'Sale', 'Rent', 'Names'];

function nestedEntry(record: CrmItem, field: string): CrmItem {
  const value = record[field];
  if (Array.isArray(value)) return { ...(value[0] as CrmItem | undefined) };
  return { ...(value as CrmItem | undefined) };
}

/** One record per (field, value), built on a valid record by `make(id, overrides)`. */
function variants(
  firstId: number,
  fields: string[],
  make: (id: number, overrides: CrmItem) => CrmItem,
  nested: [string, string][] = [],
): CrmItem[] {
  const records: CrmItem[] = [];
  let id = firstId;
  for (const field of fields) {
    for (const value of HOSTILE) {
      records.push(make(id, { [field]: value }));
      id += 1;
    }
  }
  for (const [field, inner] of nested) {
    for (const value of HOSTILE) {
      const base = make(id, {});
      const entry = { ...nestedEntry(base, field), [inner]: value };
      records.push(make(id, { [field]: Array.isArray(base[field]) ? [entry] : entry }));
      id += 1;
    }
  }
  return records;
}

const fullProperty = (id: number, overrides: CrmItem) =>
  propertyRecord(id, {
    Descriptions: [{ LanguageId: 2, TypeDescription: 'Maison', Description: '<p>Belle</p>' }],
    Pictures: [{ Url: 'https://cdn.example/1.jpg', Width: 800, Height: 600 }],
    Documents: [{ Url: 'https://cdn.example/plan.pdf', Name: 'Plan', LanguageId: 2 }],
    Videos: [{ Url: 'https://youtu.be/dQw4w9WgXcQ' }],
    Manager: { Name: 'Anne', PictureUrl: 'https://cdn.example/anne.jpg' },
    FloodZone: { Type: 'none' },
    SmallPictureItem: { Url: 'https://cdn.example/thumb.jpg', Width: 250, Height: 188 },
    GoogleX: 4.36,
    GoogleY: 50.82,
    ...overrides,
  });

const fullOwner = (id: number, overrides: CrmItem) =>
  ownerRecord(id, {
    Visits: [{ ID: id * 10 + 1, PropertyID: 4101, Date: '2026-03-10 14:00:00', Status: 'done', Remark: 'ok' }],
    Communications: [
      {
        ID: id * 10 + 2,
        PropertyID: 4101,
        Date: '2026-03-09 11:30:00',
        Channel: 'email',
        Subject: 'Offer',
        Body: '<p>x</p>',
      },
    ],
    OnlineMedia: [
      {
        ID: id * 10 + 3,
        PropertyID: 4101,
        Portal: 'Immoweb',
        Url: 'https://www.immoweb.be/4101',
        PublishedDate: '2026-03-01 08:00:00',
      },
    ],
    ...overrides,
  });

describe('hostile values in every field (real PostgreSQL)', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    await emptyCatalogue(dataSource);
  });

  afterAll(async () => {
    await dataSource.query(
      'TRUNCATE properties, projects, sync_runs, property_types, cities, owners RESTART IDENTITY CASCADE',
    );
    await dataSource.destroy();
    await removeWrittenCalls();
  });

  const expectEveryRecordAccountedFor = (
    outcome: SyncRunOutcome,
    listed: number,
    rejectedOf: (id: unknown) => boolean,
  ) => {
    expect(outcome.status).toBe('succeeded');
    expect(outcome.failureReason).toBeNull();
    // No value reached the database unchecked.
    expect(outcome.rejections.filter((rejection) => rejection.reason.includes('database refused'))).toEqual([]);
    // Without a usable ID, the reason says so.
    expect(
      outcome.rejections.filter(
        (rejection) => rejection.id === null && !/\b(missing ID|ID .* is not)/.test(rejection.reason),
      ),
    ).toEqual([]);
    expect(outcome.rejections.filter((rejection) => !rejectedOf(rejection.id))).toEqual([]);
    expect(listed).toBeGreaterThan(0);
  };

  it('imports or rejects, by ID, every property, project, owner, city and type: never fails the run', async () => {
    const properties = variants(10_000, PROPERTY_FIELDS, fullProperty, PROPERTY_NESTED);
    const projects = variants(100_000, PROJECT_FIELDS, projectRecord, [
      ['Pictures', 'Url'],
      ['Documents', 'Url'],
      ['Descriptions', 'Description'],
    ]);
    const owners = variants(
      200_000,
      OWNER_FIELDS,
      fullOwner,
      Object.entries(HISTORY).flatMap(([list, fields]) => fields.map((field): [string, string] => [list, field])),
    );
    const cities = variants(0, CITY_FIELDS, (id, overrides) =>
      cityRecord('1050', `Ixelles ${id}`, `Elsene ${id}`, overrides),
    );
    const types = variants(300, TYPE_FIELDS, (id, overrides) => typeRecord(id, `Type ${id}`, overrides));
    const lists = {
      [CrmCall.properties]: [propertyRecord(4101), ...properties],
      [CrmCall.projects]: projects,
      [CrmCall.owners]: owners,
      [CrmCall.cities]: cities,
      [CrmCall.types]: [typeRecord(1, 'Maison'), ...types],
    };
    const source = new FolderExportSource(await writeCalls(lists));
    const importer = new CatalogueImporter(dataSource, { SYNC_MAX_WITHDRAW_SHARE: 1 });

    const outcome = await importer.run({ source, full: true, trigger: 'operator' });
    const ids = (records: CrmItem[]) => new Set(records.map((record) => record['ID']));
    const listedIds = new Set([...ids(lists[CrmCall.properties]), ...ids(projects), ...ids(owners), ...ids(types)]);
    // Cities have no ID: their rejections name them by name and zip.
    expectEveryRecordAccountedFor(outcome, properties.length, (id) => listedIds.has(id) || typeof id === 'string');
    const [stored] = (await dataSource.query('SELECT count(*)::integer AS count FROM properties')) as {
      count: number;
    }[];
    expect(stored?.count).toBeGreaterThan(properties.length / 2);

    // The same export again: nothing new, nothing failing.
    const again = await importer.run({ source, full: true, trigger: 'operator' });
    expect(again).toMatchObject({ status: 'succeeded', created: 0, updated: 0 });

    // The first run COPYed into an empty table; into a table that holds a row, the same records are upserted
    // (properties.queries.ts): both must store every hostile value alike.
    const storedRows = async () =>
      (await dataSource.query(
        `SELECT to_jsonb(p) - 'imported_at' AS row FROM properties p WHERE id <> 4101 ORDER BY id`,
      )) as unknown[];
    const copied = await storedRows();
    await dataSource.query('DELETE FROM properties WHERE id <> 4101');
    const upserted = await importer.run({ source, full: true, trigger: 'operator' });
    expect(upserted).toMatchObject({ status: 'succeeded', created: copied.length, rejected: outcome.rejected });
    expect(await storedRows()).toEqual(copied);
  }, 120_000);
});
