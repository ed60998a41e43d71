// `npm run backup` and `npm run restore` (tools/backup) on a real database:
// the migrated schema, the demo site content, the bundled sample catalogue
// and a lead, backed up, restored into a fresh database, and
// compared table by table; a non-empty database is refused without --force.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { createOwnDatabase, type OwnDatabase } from './support/own-database';

const ROOT = path.resolve(__dirname, '../../..');
const run = promisify(execFile);

/** The tables whose content the restore must give back exactly, not just their counts. */
const KEY_TABLES = [
  'properties',
  'projects',
  'leads',
  'mail_outbox',
  'menu_pages',
  'page_modules',
  'site_settings',
  'migrations',
];

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Every public table's row count, and an md5 of the key tables' rows in primary-key order. */
async function contentOf(url: string): Promise<Record<string, string>> {
  return withClient(url, async (client) => {
    const tables = (
      await client.query<{ name: string }>(
        `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
      )
    ).rows.map((row) => row.name);
    const content: Record<string, string> = {};
    for (const table of tables) {
      const order = KEY_TABLES.includes(table) ? `ORDER BY t::text` : '';
      const select = KEY_TABLES.includes(table)
        ? `count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ${order})), '')`
        : 'count(*)::text';
      const { rows } = await client.query<{ value: string }>(`SELECT ${select} AS value FROM "${table}" t`);
      content[table] = rows[0]?.value ?? '';
    }
    return content;
  });
}

function npmScript(script: string, args: string[], databaseUrl: string) {
  return run(process.execPath, [path.join(ROOT, 'tools/backup', `${script}.mjs`), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
}

describe('backup and restore', () => {
  let source: OwnDatabase;
  let target: string;
  let folder: string;

  beforeAll(async () => {
    source = await createOwnDatabase('backup');
    target = `${new URL(source.url).pathname.slice(1)}_restored`;
    folder = mkdtempSync(path.join(os.tmpdir(), 'immo-backup-'));
    await run(
      process.execPath,
      ['-r', '@swc-node/register', 'src/cli/sync.ts', '--from', path.join(ROOT, 'apps/sync-worker/sample-export')],
      {
        cwd: path.join(ROOT, 'apps/sync-worker'),
        env: { ...process.env, DATABASE_URL: source.url },
      },
    );
    await withClient(source.url, async (client) => {
      const lead = randomUUID();
      await client.query(
        `INSERT INTO leads (id, kind, state, locale, email, fields, client_network) VALUES ($1, 'site-contact', 'received', 'fr', 'anne@example.test', $2, '192.0.2.0')`,
        [lead, { firstName: 'Anne', remark: 'Rappelez-moi, « merci » !' }],
      );
    });
  }, 180_000);

  afterAll(async () => {
    const targetUrl = new URL(source.url);
    targetUrl.pathname = `/${target}`;
    await withClient(targetUrl.toString().replace(/\/[^/]+$/, '/postgres'), (client) =>
      client.query(`DROP DATABASE IF EXISTS "${target}" WITH (FORCE)`),
    );
    await source.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('restores into a fresh database exactly what was backed up, and refuses to overwrite without --force', async () => {
    const file = path.join(folder, 'immo.dump');
    await npmScript('backup', [file], source.url);
    const targetUrl = new URL(source.url);
    targetUrl.pathname = `/${target}`;

    await npmScript('restore', [file], targetUrl.toString());

    const [before, after] = [await contentOf(source.url), await contentOf(targetUrl.toString())];
    expect(Number(before['properties']?.split(':')[0])).toBeGreaterThan(100);
    expect(before['leads']?.startsWith('1:')).toBe(true);
    expect(after).toEqual(before);

    await expect(npmScript('restore', [file], targetUrl.toString())).rejects.toThrow(/already has \d+ tables/);
    await npmScript('restore', [file, '--force'], targetUrl.toString());
    expect(await contentOf(targetUrl.toString())).toEqual(before);
  }, 180_000);
});
