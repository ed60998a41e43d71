import type { DataSource } from 'typeorm';
import { CatalogueImporter } from '../src/sync/catalogue-importer';
import { FolderExportSource } from '../src/sync/crm/folder-export-source';
import { openTestDatabase } from './support/database';
import { type ExportLists, removeListsExports, writeListsExport } from './support/reference/reference-export';
import {
  cityRecord,
  ownerRecord,
  projectRecord,
  propertyRecord,
  typeRecord,
} from './support/reference/reference-records';

const REFERENCE_TABLES = [
  'property_types',
  'cities',
  'projects',
  'owners',
  'owner_properties',
  'owner_visits',
  'owner_communications',
  'owner_online_media',
];

/** A full export with every list: six properties (one a project unit), types, cities, a project, owners. */
function fullExport(): ExportLists {
  return {
    GetWebIDList: [
      typeRecord(1, 'Maison'),
      typeRecord(2, 'Appartement – Loft'),
      typeRecord(4, 'Prestige', { Rent: false }),
    ],
    GetCityList: [
      cityRecord('1050', 'Ixelles', 'Elsene'),
      cityRecord('1050', 'Bruxelles', 'Brussel'),
      cityRecord('4000', 'Liège', 'Luik'),
      cityRecord('L-1212', 'Luxembourg', 'Luxemburg', { CountryID: 50, CountryName: 'Luxembourg' }),
    ],
    GetPropertyList: [
      propertyRecord(4101, { WebIDs: '1,4' }),
      // The CRM writes the Dutch name: still Ixelles.
      propertyRecord(4102, { City: 'Elsene' }),
      propertyRecord(4103, { Goal: 1, WebID: 2, WebIDs: '2', RecordFile: 'L-4103' }),
      propertyRecord(4104, { City: 'Liege', Zip: '4000' }),
      propertyRecord(4105, { WebID: 2, WebIDs: '2', ProjectID: 77 }),
      propertyRecord(4106, { City: 'Luxembourg', Zip: 'L-1212', CountryID: 50, CountryName: 'Luxembourg' }),
    ],
    GetProjectList: [projectRecord(77)],
    GetDeletedProjectIds: [],
    GetOwnerList: [
      ownerRecord(501, {
        PropertyIDs: [4101, 4103],
        Visits: [
          {
            ID: 9001,
            PropertyID: 4103,
            Date: '2026-03-10 14:00:00',
            Status: 'planned',
            Remark: 'Couple with two children',
          },
        ],
        Communications: [
          {
            ID: 9101,
            PropertyID: 4101,
            Date: '2026-03-09 11:30:00',
            Channel: 'email',
            Subject: 'Offer received',
            Body: '<p>An offer of 340 000 €</p>',
          },
        ],
        OnlineMedia: [
          {
            ID: 9201,
            PropertyID: 4101,
            Portal: 'Immoweb',
            Url: 'https://www.immoweb.be/fr/annonce/4101',
            PublishedDate: '2026-03-01 08:00:00',
          },
        ],
      }),
      ownerRecord(502, { Email: null }),
    ],
  };
}

describe('reference lists import (real PostgreSQL)', () => {
  let dataSource: DataSource;
  let importer: CatalogueImporter;
  const importLists = async (lists: ExportLists, full: boolean) =>
    importer.run({ source: new FolderExportSource(await writeListsExport(lists)), full, trigger: 'operator' });
  const query = <T>(sql: string, parameters: unknown[] = []) => dataSource.query(sql, parameters) as Promise<T[]>;
  const typeCounts = () =>
    query<{ web_id: number; count_sale: number; count_rent: number }>(
      'SELECT web_id, count_sale, count_rent FROM property_types ORDER BY web_id',
    );
  const cityCounts = () =>
    query<{ name: string; zip: string; count_sale: number; count_rent: number }>(
      'SELECT name, zip, count_sale, count_rent FROM cities ORDER BY zip, name',
    );

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    importer = new CatalogueImporter(dataSource);
  });

  beforeEach(async () => {
    // CASCADE: the owner portal's accounts, sessions and preferences hang on owners.
    await dataSource.query(`TRUNCATE properties, sync_runs, ${REFERENCE_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
  });

  afterAll(async () => {
    await dataSource.destroy();
    await removeListsExports();
  });

  it('imports every list of a full export with the sale and rent counts of each type and city', async () => {
    const outcome = await importLists(fullExport(), true);
    expect(outcome).toMatchObject({ status: 'succeeded', created: 6 });

    expect(await query('SELECT web_id, names, sale, rent FROM property_types ORDER BY show_order')).toEqual([
      {
        web_id: 1,
        names: { nl: 'Maison (nl)', fr: 'Maison', en: 'Maison (en)', de: 'Maison (de)' },
        sale: true,
        rent: true,
      },
      { web_id: 2, names: expect.objectContaining({ fr: 'Appartement – Loft' }), sale: true, rent: true },
      { web_id: 4, names: expect.objectContaining({ fr: 'Prestige' }), sale: true, rent: false },
    ]);
    // 4101 is a house and prestige ("1,4"); the rent flat 4103 counts for rent only.
    expect(await typeCounts()).toEqual([
      { web_id: 1, count_sale: 4, count_rent: 0 },
      { web_id: 2, count_sale: 1, count_rent: 1 },
      { web_id: 4, count_sale: 1, count_rent: 0 },
    ]);
    // Two communes share 1050: Elsene is Ixelles, nothing is in Bruxelles; 'Liege' without its accent is Liège.
    expect(await cityCounts()).toEqual([
      { name: 'Bruxelles', zip: '1050', count_sale: 0, count_rent: 0 },
      { name: 'Ixelles', zip: '1050', count_sale: 3, count_rent: 1 },
      { name: 'Luxembourg', zip: '1212', count_sale: 1, count_rent: 0 },
      { name: 'Liège', zip: '4000', count_sale: 1, count_rent: 0 },
    ]);
    expect(await query('SELECT zip, region FROM cities ORDER BY zip, name')).toEqual([
      { zip: '1050', region: 'brussels' },
      { zip: '1050', region: 'brussels' },
      { zip: '1212', region: 'luxembourg' },
      { zip: '4000', region: 'wallonia' },
    ]);

    const [project] = await query<Record<string, unknown>>('SELECT * FROM projects WHERE id = 77');
    expect(project).toMatchObject({
      names: { nl: 'Residentie De Linden', fr: 'Résidence Les Tilleuls' },
      descriptions: { nl: '<p>Nieuwbouw <strong>met tuin</strong></p>', fr: '<p>Neuf avec jardin</p>' },
      price_from: '250000.00',
      withdrawn_at: null,
    });
    expect(await query('SELECT id FROM properties WHERE project_id = 77')).toEqual([{ id: 4105 }]);
  });

  it('counts a property no more once it is withdrawn', async () => {
    await importLists(fullExport(), true);
    const lists = fullExport();
    lists['GetPropertyList'] = lists['GetPropertyList']?.filter((item) => item['ID'] !== 4103);
    expect(await importLists(lists, true)).toMatchObject({ status: 'succeeded', withdrawn: 1 });

    expect(await typeCounts()).toContainEqual({ web_id: 2, count_sale: 1, count_rent: 0 });
    expect(await cityCounts()).toContainEqual({ name: 'Ixelles', zip: '1050', count_sale: 3, count_rent: 0 });
  });

  it('writes no row when the same export is imported again', async () => {
    await importLists(fullExport(), true);
    const snapshot = async () => {
      const rows: Record<string, unknown[]> = {};
      // xmin changes whenever a row is rewritten, even with identical values.
      for (const table of REFERENCE_TABLES)
        rows[table] = await query(`SELECT xmin::text AS version, * FROM ${table} ORDER BY 2, 3`);
      return rows;
    };
    const before = await snapshot();
    expect(await importLists(fullExport(), true)).toMatchObject({ status: 'succeeded', created: 0, updated: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('withdraws a project the CRM lists as deleted and brings it back under the same id', async () => {
    await importLists(fullExport(), true);
    // Incremental: only what changed after the last run (the properties' 2026-03-01 09:00:00) is applied.
    await importLists(
      { GetPropertyList: [], GetDeletedProjectIds: [{ ID: 77, DeletedDate: '2026-03-05 12:00:00' }] },
      false,
    );
    expect(await query('SELECT id, withdrawn_at IS NOT NULL AS withdrawn FROM projects')).toEqual([
      { id: 77, withdrawn: true },
    ]);

    const relisted = projectRecord(77, { LastChangedDate: '2026-03-06 10:00:00', PriceTo: 495000 });
    await importLists(
      {
        GetPropertyList: [],
        GetProjectList: [relisted],
        GetDeletedProjectIds: [{ ID: 77, DeletedDate: '2026-03-05 12:00:00' }],
      },
      false,
    );
    expect(await query('SELECT id, price_to, withdrawn_at FROM projects')).toEqual([
      { id: 77, price_to: '495000.00', withdrawn_at: null },
    ]);
  });

  it('replaces the type and city lists with the ones each export carries, even an incremental one', async () => {
    await importLists(fullExport(), true);
    const lists = fullExport();
    lists['GetWebIDList'] = lists['GetWebIDList']?.filter((item) => item['WebID'] !== 4);
    lists['GetCityList'] = lists['GetCityList']?.filter((item) => item['Name'] !== 'Bruxelles');
    await importLists(
      { GetPropertyList: [], GetWebIDList: lists['GetWebIDList'], GetCityList: lists['GetCityList'] },
      false,
    );
    expect(await query('SELECT web_id FROM property_types ORDER BY web_id')).toEqual([{ web_id: 1 }, { web_id: 2 }]);
    expect(await query('SELECT name FROM cities ORDER BY name')).toEqual([
      { name: 'Ixelles' },
      { name: 'Liège' },
      { name: 'Luxembourg' },
    ]);
  });

  it('keeps the first of two records with the same id and reports the second', async () => {
    const lists = fullExport();
    lists['GetProjectList'] = [projectRecord(77), projectRecord(77, { PriceTo: 1 })];
    const outcome = await importLists(lists, true);
    expect(outcome.rejections).toContainEqual({
      id: 77,
      reason: 'GetProjectList: duplicate 77: the first record was kept',
    });
    expect(await query('SELECT id, price_to FROM projects')).toEqual([{ id: 77, price_to: '480000.00' }]);
  });

  it("links an owner's visits, communications and online media to the right property", async () => {
    await importLists(fullExport(), true);
    expect(await query('SELECT id, email, locale FROM owners')).toEqual([
      { id: 501, email: 'owner501@example.be', locale: 'nl' },
    ]);
    expect(await query('SELECT property_id FROM owner_properties WHERE owner_id = 501 ORDER BY property_id')).toEqual([
      { property_id: 4101 },
      { property_id: 4103 },
    ]);
    expect(await query('SELECT id, owner_id, property_id, status, remark FROM owner_visits')).toEqual([
      { id: 9001, owner_id: 501, property_id: 4103, status: 'planned', remark: 'Couple with two children' },
    ]);
    expect(await query('SELECT id, owner_id, property_id, channel, subject FROM owner_communications')).toEqual([
      { id: 9101, owner_id: 501, property_id: 4101, channel: 'email', subject: 'Offer received' },
    ]);
    expect(await query('SELECT id, owner_id, property_id, portal, url FROM owner_online_media')).toEqual([
      { id: 9201, owner_id: 501, property_id: 4101, portal: 'Immoweb', url: 'https://www.immoweb.be/fr/annonce/4101' },
    ]);
    // The CRM's local time, stored as the instant it was in Brussels.
    const [visit] = await query<{ date: Date }>('SELECT date FROM owner_visits');
    expect(visit?.date.toISOString()).toBe('2026-03-10T13:00:00.000Z');
  });

  it("gives the owners' history its foreign keys back after a first import, which wrote it without them", async () => {
    const ownerKeys = () =>
      query<{ table: string; name: string; definition: string }>(
        `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
           FROM pg_constraint WHERE contype = 'f' AND confrelid = 'owners'::regclass ORDER BY 1, 2`,
      );
    const migrated = await ownerKeys();
    expect(migrated.map((key) => key.table)).toEqual(
      expect.arrayContaining(['owner_communications', 'owner_online_media', 'owner_properties', 'owner_visits']),
    );

    await importLists(fullExport(), true);
    expect(await ownerKeys()).toEqual(migrated);
    // Checked and cascading again: an owner removed takes its history along.
    await query('DELETE FROM owners WHERE id = 501');
    expect(await query('SELECT count(*)::integer AS count FROM owner_visits')).toEqual([{ count: 0 }]);
    await expect(
      query(`INSERT INTO owner_visits (id, owner_id, property_id, date, status) VALUES (1, 999, 4101, now(), 'done')`),
    ).rejects.toThrow(/foreign key/);
  });

  it("replaces a changed owner's history and leaves an unchanged owner's rows untouched", async () => {
    const withSecondOwner = (owner501: Parameters<typeof ownerRecord>[1]) => {
      const lists = fullExport();
      lists['GetOwnerList'] = [
        ownerRecord(501, owner501),
        ownerRecord(504, {
          PropertyIDs: [4104],
          Visits: [{ ID: 9004, PropertyID: 4104, Date: '2026-03-11 10:00:00', Status: 'done', Remark: null }],
        }),
      ];
      return lists;
    };
    await importLists(
      withSecondOwner({
        PropertyIDs: [4101, 4103],
        Visits: [{ ID: 9001, PropertyID: 4103, Date: '2026-03-10 14:00:00', Status: 'planned' }],
      }),
      true,
    );
    const owner504 = async () => ({
      owner: await query('SELECT xmin::text AS version FROM owners WHERE id = 504'),
      properties: await query('SELECT xmin::text AS version FROM owner_properties WHERE owner_id = 504'),
      visits: await query('SELECT xmin::text AS version FROM owner_visits WHERE owner_id = 504'),
    });
    const before = await owner504();

    // 501 sold 4103: the CRM drops the link and the visit, and logs a call.
    const outcome = await importLists(
      withSecondOwner({
        PropertyIDs: [4101],
        Communications: [
          { ID: 9102, PropertyID: 4101, Date: '2026-03-12 09:00:00', Channel: 'phone', Subject: 'Deed signed' },
        ],
      }),
      true,
    );
    expect(outcome).toMatchObject({ status: 'succeeded' });
    expect(await query('SELECT owner_id, property_id FROM owner_properties ORDER BY owner_id, property_id')).toEqual([
      { owner_id: 501, property_id: 4101 },
      { owner_id: 504, property_id: 4104 },
    ]);
    expect(await query('SELECT id, owner_id FROM owner_visits ORDER BY id')).toEqual([{ id: 9004, owner_id: 504 }]);
    expect(await query('SELECT id, owner_id, subject FROM owner_communications')).toEqual([
      { id: 9102, owner_id: 501, subject: 'Deed signed' },
    ]);
    expect(await owner504()).toEqual(before);
  });

  it('moves a history entry to the owner the CRM now lists it under, the other owner keeping the rest', async () => {
    await importLists(fullExport(), true);
    // The CRM merged owner 501's records into a new owner 505: its visit and call are 505's now.
    const lists = fullExport();
    lists['GetOwnerList'] = [
      ownerRecord(505, {
        PropertyIDs: [4103],
        Visits: [
          {
            ID: 9001,
            PropertyID: 4103,
            Date: '2026-03-10 15:00:00',
            Status: 'done',
            Remark: 'Second visit:\n\ta C:\\ path',
          },
        ],
        Communications: [
          { ID: 9101, PropertyID: 4103, Date: '2026-03-09 11:30:00', Channel: 'phone', Subject: 'Offer received' },
        ],
      }),
    ];
    const outcome = await importLists(lists, true);
    expect(outcome).toMatchObject({ status: 'succeeded', rejected: 0 });
    expect(await query('SELECT id, owner_id, property_id, status, remark FROM owner_visits')).toEqual([
      { id: 9001, owner_id: 505, property_id: 4103, status: 'done', remark: 'Second visit:\n\ta C:\\ path' },
    ]);
    // The CRM's local time, stored as the instant it was in Brussels (as the first import stored 14:00).
    const [visit] = await query<{ date: Date }>('SELECT date FROM owner_visits');
    expect(visit?.date.toISOString()).toBe('2026-03-10T14:00:00.000Z');
    expect(await query('SELECT id, owner_id, channel FROM owner_communications')).toEqual([
      { id: 9101, owner_id: 505, channel: 'phone' },
    ]);
    // Owners are never removed: 501 keeps what the CRM did not move.
    expect(await query('SELECT id, owner_id FROM owner_online_media')).toEqual([{ id: 9201, owner_id: 501 }]);
    expect(await query('SELECT owner_id, property_id FROM owner_properties ORDER BY owner_id, property_id')).toEqual([
      { owner_id: 501, property_id: 4101 },
      { owner_id: 501, property_id: 4103 },
      { owner_id: 505, property_id: 4103 },
    ]);
  });

  it('keeps a history entry two owners list with the first, and still imports the second owner', async () => {
    const lists = fullExport();
    lists['GetOwnerList'] = [
      ...(lists['GetOwnerList'] ?? []),
      ownerRecord(506, {
        Visits: [
          { ID: 9001, PropertyID: 4104, Date: '2026-03-11 10:00:00', Status: 'done' },
          { ID: 9006, PropertyID: 4104, Date: '2026-03-12 10:00:00', Status: 'planned' },
        ],
      }),
    ];
    const outcome = await importLists(lists, true);
    expect(outcome.rejections).not.toContainEqual(expect.objectContaining({ id: 506 }));
    expect(outcome.warnings).toContainEqual({
      id: 506,
      reason: 'GetOwnerList: visits 9001 already belongs to another owner: left out',
    });
    expect(await query('SELECT id, owner_id FROM owner_visits ORDER BY id')).toEqual([
      { id: 9001, owner_id: 501 },
      { id: 9006, owner_id: 506 },
    ]);
  });

  it('rejects an owner whose history the database refuses, with its reason, and imports the rest of its batch', async () => {
    await dataSource.query(
      `CREATE OR REPLACE FUNCTION refuse_visit() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'refused by the test' USING ERRCODE = '22003'; END $$`,
    );
    await dataSource.query(
      `CREATE TRIGGER refuse_visit BEFORE INSERT ON owner_visits FOR EACH ROW WHEN (NEW.id = 9004) EXECUTE FUNCTION refuse_visit()`,
    );
    try {
      const lists = fullExport();
      lists['GetOwnerList'] = [
        ...(lists['GetOwnerList'] ?? []),
        ownerRecord(504, { Visits: [{ ID: 9004, PropertyID: 4104, Date: '2026-03-11 10:00:00', Status: 'done' }] }),
      ];
      const outcome = await importLists(lists, true);
      expect(outcome).toMatchObject({ status: 'succeeded' });
      expect(outcome.rejections).toContainEqual({
        id: 504,
        reason: 'GetOwnerList: the database refused the record: refused by the test',
      });
      expect(await query('SELECT id FROM owners')).toEqual([{ id: 501 }]);
      expect(await query('SELECT id, owner_id FROM owner_visits')).toEqual([{ id: 9001, owner_id: 501 }]);
    } finally {
      await dataSource.query('DROP TRIGGER refuse_visit ON owner_visits');
      await dataSource.query('DROP FUNCTION refuse_visit()');
    }
  });

  it('rejects an owner without e-mail with its reason and imports the rest', async () => {
    const outcome = await importLists(fullExport(), true);
    expect(outcome.rejections).toContainEqual({ id: 502, reason: 'GetOwnerList: missing Email' });
    const [run] = await query<{ rejections: unknown[] }>('SELECT rejections FROM sync_runs WHERE id = $1', [
      outcome.runId,
    ]);
    expect(run?.rejections).toContainEqual({ id: 502, reason: 'GetOwnerList: missing Email' });
    expect(await query('SELECT id FROM owners')).toEqual([{ id: 501 }]);
  });

  it('keeps the first owner of an e-mail and rejects another owner using it', async () => {
    await importLists(fullExport(), true);
    const lists = fullExport();
    lists['GetOwnerList'] = [...(lists['GetOwnerList'] ?? []), ownerRecord(503, { Email: 'OWNER501@example.be' })];
    const outcome = await importLists(lists, true);
    expect(outcome.rejections).toContainEqual({
      id: 503,
      reason: "GetOwnerList: Email owner501@example.be is already owner 501's login",
    });
    expect(await query('SELECT id FROM owners')).toEqual([{ id: 501 }]);
  });
});
