import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/data-source';
import { ProjectsMenuEntry1764340000000 } from '../src/migrations';

describe(ProjectsMenuEntry1764340000000.name, () => {
  let dataSource: DataSource;
  const migration = new ProjectsMenuEntry1764340000000();

  beforeAll(async () => {
    dataSource = new DataSource(dataSourceOptions({ DATABASE_URL: process.env.DATABASE_URL ?? '' }));
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  const menuPaths = async () =>
    (
      (await dataSource.query(`SELECT "path" FROM "menu_pages" WHERE NOT "hidden_in_menu" ORDER BY "sort"`)) as {
        path: string;
      }[]
    ).map((row) => row.path);
  /** Every footer block's HTML in every language, one after the other. */
  const footerTexts = async () =>
    (
      (await dataSource.query(`SELECT "intro_texts" FROM "footer_blocks" ORDER BY "sort"`)) as {
        intro_texts: Record<string, { text: string }>;
      }[]
    )
      .flatMap((row) =>
        Object.keys(row.intro_texts)
          .sort()
          .map((lang) => row.intro_texts[lang]!.text),
      )
      .join('\n');

  it('puts the projects in the menu after the lists and takes the footer’s link to the unbuilt valuation page out, and back', async () => {
    const runner = dataSource.createQueryRunner();
    try {
      // The migrated seed: the entry is there, the link gone.
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
      const migrated = await footerTexts();
      expect(migrated).not.toMatch(/gratis-schatting|estimation-gratuite|free-valuation|kostenlose-bewertung/);
      expect(migrated).toContain('/nl/Notre-agence/');

      await migration.down(runner);
      expect(await menuPaths()).not.toContain('projects');
      expect(await footerTexts()).toContain(
        '<li><a href="/nl/gratis-schatting/">Gratis schatting</a></li><li><a href="/nl/Notre-agence/">',
      );

      await migration.up(runner);
      expect(await menuPaths()).toContain('projects');
      expect(await footerTexts()).toBe(migrated);
    } finally {
      await runner.release();
    }
  });

  it('keeps an entry an operator already made for the projects', async () => {
    const runner = dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      await dataSource.query(
        `INSERT INTO "menu_pages" ("name", "path", "status", "sort", "type") VALUES ('Our projects', 'projects', 'Published', 5, 'list')`,
      );
      await migration.up(runner);
      expect(await dataSource.query(`SELECT "name", "sort" FROM "menu_pages" WHERE "path" = 'projects'`)).toEqual([
        { name: 'Our projects', sort: 5 },
      ]);
    } finally {
      await dataSource.query(`DELETE FROM "menu_pages" WHERE "path" = 'projects'`);
      await migration.up(runner);
      await runner.release();
    }
  });
});
