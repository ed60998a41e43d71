import { randomUUID } from 'node:crypto';
import { confirmedDemands, setAlertCriteria } from '@immo/db';
import type { DataSource } from 'typeorm';
import { recordMatches } from '../src/demands/alert-recorder';
import { takeListingChanges } from '../src/demands/listing-changes';
import { emptyCatalogue, openTestDatabase } from './support/database';

interface Listing {
  id: number;
  zip?: string;
  city?: string;
  energy?: number | null;
  fields?: Record<string, number>;
}

interface Criteria {
  livingAreaMin?: number;
  livingAreaMax?: number;
  maxEnergy?: string;
  features?: string[];
}

/**
 * The alerts' matching with the list's filters, on PostgreSQL: the listing's
 * living area, label and features as the importer stores them (details
 * fields, generated columns) read by the worker's own steps after an import.
 */
describe('alert matching on living area, energy label and features', () => {
  let dataSource: DataSource;

  async function insertListing({ id, zip = '1050', city = 'Ixelles', energy = null, fields = {} }: Listing) {
    await dataSource.query(
      `INSERT INTO properties (id, goal, reference, titles, city, zip, country_id, country_name, price, publish_price,
         publish_address, web_id, web_ids, content_hash, energy_performance, details)
       VALUES ($1, 0, $2, '{"nl":"Huis"}', $3, $4, 10, 'Belgique', 350000, true, true, 2, '2', 'test', $5, $6)`,
      [id, `V-${id}`, city, zip, energy, { fields }],
    );
  }

  async function addDemand(criteria: Criteria): Promise<string> {
    const id = randomUUID();
    await dataSource.query(
      `INSERT INTO demands (id, email, locale, first_name, last_name, goal, property_types, zones, frequency, state,
         confirm_token_hash, confirmed_at, living_area_min, living_area_max, max_energy, features)
       VALUES ($1, $2, 'nl', 'Anne', 'Dupont', 'sale', '{2}', '{region:brussels,region:wallonia}', 'daily',
         'confirmed', $3, now(), $4, $5, $6, $7)`,
      [
        id,
        `${id}@example.be`,
        randomUUID(),
        criteria.livingAreaMin ?? null,
        criteria.livingAreaMax ?? null,
        criteria.maxEnergy ?? null,
        criteria.features ?? [],
      ],
    );
    return id;
  }

  /** One look of the alerts after an import: what changed, matched and filed. */
  const look = () =>
    dataSource.transaction(async (manager) => {
      const { changes } = await takeListingChanges(manager);
      return recordMatches(manager, await confirmedDemands(manager), changes);
    });

  const filed = async (demandId: string) =>
    (
      (await dataSource.query(
        `SELECT property_id AS id FROM demand_alert_items WHERE demand_id = $1 ORDER BY property_id`,
        [demandId],
      )) as { id: number }[]
    ).map((row) => row.id);

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    await emptyCatalogue(dataSource);
    await dataSource.query('TRUNCATE demand_listing_states, demands CASCADE');
    // The alerts' first look only learns the catalogue.
    await insertListing({ id: 880001 });
    await look();
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  it('alerts a new listing only when it has every feature asked for and its known area and label fit', async () => {
    const big = await addDemand({ livingAreaMin: 100, livingAreaMax: 200 });
    const efficient = await addDemand({ maxEnergy: 'b' });
    const garden = await addDemand({ features: ['garden'] });
    const gardenAndParking = await addDemand({ features: ['garden', 'parking'] });
    const anything = await addDemand({});

    // 120 m², a garden, 150 kWh/m² (C- in Brussels).
    await insertListing({ id: 880010, energy: 150, fields: { livingSurface: 120, gardenSurface: 40 } });
    // 80 m², a garage, 70 kWh/m² (B in Brussels).
    await insertListing({ id: 880011, energy: 70, fields: { livingSurface: 80, garages: 1 } });
    // Area and label unknown, a garden of 0 m² (none), a parking space.
    await insertListing({ id: 880012, fields: { gardenSurface: 0, parkings: 2 } });
    // 150 kWh/m² in Liège is B on Wallonia's scale: each property on its own region's scale.
    await insertListing({
      id: 880013,
      zip: '4000',
      city: 'Liège',
      energy: 150,
      fields: { gardenSurface: 10, garages: 1 },
    });
    await look();

    expect(await filed(big)).toEqual([880010, 880012, 880013]);
    expect(await filed(efficient)).toEqual([880011, 880012, 880013]);
    expect(await filed(garden)).toEqual([880010, 880013]);
    expect(await filed(gardenAndParking)).toEqual([880013]);
    expect(await filed(anything)).toEqual([880010, 880011, 880012, 880013]);
  });

  it('after a criteria change, the next import is matched on the new ones; listings already on the site are not announced again', async () => {
    const demand = await addDemand({ features: ['terrace'] });
    const email = `${demand}@example.be`;
    await insertListing({ id: 880020, fields: { livingSurface: 60, terraceSurface: 8 } });
    await look();
    expect(await filed(demand)).toEqual([880020]);

    const changed = await setAlertCriteria(dataSource, email, demand, {
      goal: 'sale',
      propertyTypes: [2],
      zones: ['region:brussels'],
      livingAreaMin: 100,
      features: ['garden'],
    });
    expect(changed).toBe(true);
    // 880010 (120 m², garden) already matched before the change: it is no news now.
    await insertListing({ id: 880021, fields: { livingSurface: 140, gardenSurface: 30 } });
    await insertListing({ id: 880022, fields: { livingSurface: 60, terraceSurface: 12 } });
    await look();
    // What was filed under the old criteria stays (it may already be mailed); nothing is filed twice.
    expect(await filed(demand)).toEqual([880020, 880021]);
  });
});
