// `npm run restore -- <file> [--force]`: a `npm run backup` file into
// DATABASE_URL, created when missing. A database that already has tables is
// refused unless --force, which drops what the backup holds before restoring
// it. One transaction: a restore that fails leaves the database as it was.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureDatabase } from '../../scripts/lib/services.mjs';
import { databaseUrl, pgTool, runMain, shown } from './pg-tools.mjs';

const USAGE = 'Usage: npm run restore -- <backup file> [--force]';

async function tableCount(url) {
  const { Client } = createRequire(import.meta.url)('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    return rows[0].tables;
  } finally {
    await client.end();
  }
}

runMain(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
  if (!existsSync(file)) throw new Error(`No such backup: ${file}`);
  const url = databaseUrl();
  await ensureDatabase(url);
  const tables = await tableCount(url);
  if (tables > 0 && !values.force) {
    throw new Error(
      `${shown(url)} already has ${tables} tables: restore into an empty database, or add --force to replace what the backup holds`,
    );
  }
  const replace = tables > 0 ? ['--clean', '--if-exists'] : [];
  await pgTool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    ...replace,
    `--dbname=${url}`,
    file,
  ]);
  console.log(`Restored ${file} into ${shown(url)}`);
});
