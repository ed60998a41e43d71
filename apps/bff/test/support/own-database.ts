// A fresh database of a spec's own, migrated and seeded as the run's one is
// (tools/test-db): for specs whose processes import a whole catalogue, which
// the run's shared database, filled by other specs in any order, would skew
// (an import refuses to withdraw most of what another spec left there).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { Client } from 'pg';

const BFF_DIR = path.resolve(__dirname, '../..');

export interface OwnDatabase {
  url: string;
  drop: () => Promise<void>;
}

async function onServer(sql: string): Promise<void> {
  const admin = new Client({
    connectionString: process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export async function createOwnDatabase(suffix: string): Promise<OwnDatabase> {
  const shared = new URL(process.env.DATABASE_URL ?? '');
  const name = `${shared.pathname.slice(1)}_${suffix}`;
  await onServer(`CREATE DATABASE "${name}"`);
  const url = new URL(shared.toString());
  url.pathname = `/${name}`;
  for (const script of ['src/database/migrate.ts', 'src/database/seed.ts']) {
    execFileSync(process.execPath, ['-r', '@swc-node/register', script], {
      cwd: BFF_DIR,
      env: { ...process.env, DATABASE_URL: url.toString() },
      stdio: 'pipe',
    });
  }
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
