import { DataSource } from 'typeorm';
import { loadEnv } from '../src/config/env';
import { dataSourceOptions } from '@immo/db';
import { seedSiteContent } from '../src/database/seed/seed-site-content';

// A database of its own, migrated and nothing else: what production gets.
describe(seedSiteContent.name, () => {
  const env = loadEnv();
  const name = `${new URL(env.DATABASE_URL).pathname.slice(1)}_seed`;
  const url = new URL(env.DATABASE_URL);
  url.pathname = `/${name}`;
  let admin: DataSource;
  let fresh: DataSource;

  const count = async (table: string) =>
    Number(((await fresh.query(`SELECT count(*) AS "n" FROM "${table}"`)) as [{ n: string }])[0].n);
  const menuPaths = async () =>
    (
      (await fresh.query(`SELECT "path" FROM "menu_pages" WHERE NOT "hidden_in_menu" ORDER BY "sort"`)) as {
        path: string;
      }[]
    ).map((row) => row.path);
  const seed = async () => {
    const runner = fresh.createQueryRunner();
    try {
      return await seedSiteContent(runner);
    } finally {
      await runner.release();
    }
  };

  beforeAll(async () => {
    admin = new DataSource(dataSourceOptions(env));
    await admin.initialize();
  });

  beforeEach(async () => {
    await admin.query(`CREATE DATABASE "${name}"`);
    fresh = new DataSource(dataSourceOptions({ DATABASE_URL: url.toString() }));
    await fresh.initialize();
    await fresh.runMigrations({ transaction: 'each' });
  });

  afterEach(async () => {
    await fresh.destroy();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  afterAll(async () => {
    await admin.destroy();
  });

  it('leaves a migrated database with the schema and no marketing copy', async () => {
    for (const table of ['articles', 'page_modules', 'top_bar_items', 'footer_blocks', 'site_settings']) {
      expect(await count(table)).toBe(0);
    }
    // The one structural page a later migration adds: the projects list is built.
    expect(await menuPaths()).toEqual(['projects']);
  });

  it('fills an empty configuration with the demo site once', async () => {
    expect(await seed()).toBe(true);
    expect(await menuPaths()).toEqual([
      'home',
      'for-sale',
      'for-rent',
      'projects',
      'demand-register',
      'Notre-agence',
      'Promotion',
      'contact',
    ]);
    expect(await fresh.query(`SELECT "agency_name" FROM "site_settings"`)).toEqual([{ agency_name: 'Immo Horizon' }]);
    const footer = JSON.stringify(await fresh.query(`SELECT "intro_texts" FROM "footer_blocks"`));
    expect(footer).toContain('/nl/Notre-agence/');
    expect(footer).not.toMatch(/gratis-schatting|estimation-gratuite|free-valuation|kostenlose-bewertung/);
    const counts = await Promise.all(
      ['articles', 'menu_pages', 'page_modules', 'top_bar_items', 'footer_blocks'].map(count),
    );

    expect(await seed()).toBe(false);
    expect(
      await Promise.all(['articles', 'menu_pages', 'page_modules', 'top_bar_items', 'footer_blocks'].map(count)),
    ).toEqual(counts);
  });

  it('never writes over a site an operator configured', async () => {
    await fresh.query(
      `INSERT INTO "site_settings" ("id", "agency_name", "phone") VALUES (1, 'Agence Dupont', '021234567')`,
    );
    await fresh.query(
      `INSERT INTO "menu_pages" ("name", "path", "status", "sort", "type") VALUES ('Accueil', 'home', 'Published', 0, 'home')`,
    );

    expect(await seed()).toBe(false);
    expect(await fresh.query(`SELECT "agency_name" FROM "site_settings"`)).toEqual([{ agency_name: 'Agence Dupont' }]);
    expect(await menuPaths()).toEqual(['home', 'projects']);
    expect(await count('articles')).toBe(0);
  });
});
