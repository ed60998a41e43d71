// Jest global setup shared by the apps' integration tests: one FRESH PostgreSQL
// database per test run, migrated by the BFF's own migration command (the same
// code path as production, not `synchronize`), and a unique BullMQ prefix so
// parallel runs on one Redis never see each other's jobs.
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { Client } = require('pg');

const bffDir = path.resolve(__dirname, '../../apps/bff');

function adminUrl() {
  // The maintenance database of the same server; CREATE DATABASE cannot run
  // inside the database being created.
  const url = new URL(process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  return url;
}

module.exports = async function globalSetup() {
  const runId = `${Date.now()}_${process.pid}`;
  // An engineer sharing the server may be given a prefix of their own (TEST_DATABASE_PREFIX=prh).
  const name = `${process.env.TEST_DATABASE_PREFIX ?? 'immo'}_test_${runId}`;
  const admin = adminUrl();

  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }

  const databaseUrl = new URL(admin.toString());
  databaseUrl.pathname = `/${name}`;

  process.env.DATABASE_URL = databaseUrl.toString();
  process.env.QUEUE_PREFIX = `immo_test_${runId}`;
  process.env.NODE_ENV = 'test';
  // Secrets of the run's own (`npm test` brings the checkout's), shared by every
  // process the run starts, so a BFF and a worker of one test agree.
  const { LOCAL_SECRETS } = await import('../../scripts/lib/local-secrets.mjs');
  for (const [name, make] of Object.entries(LOCAL_SECRETS)) process.env[name] ||= make();

  try {
    // Then the demo site content, as `npm start` has it: specs read its menu and pages.
    for (const script of ['src/database/migrate.ts', 'src/database/seed.ts']) {
      execFileSync(process.execPath, ['-r', '@swc-node/register', script], {
        cwd: bffDir,
        env: process.env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    }
  } catch (error) {
    const stderr = error.stderr ? error.stderr.toString() : '';
    const stdout = error.stdout ? error.stdout.toString() : '';
    await dropDatabase(name);
    throw new Error(`Migrating or seeding the test database failed:\n${stdout}\n${stderr}`);
  }

  globalThis.__IMMO_TEST_DB__ = name;
};

async function dropDatabase(name) {
  const client = new Client({ connectionString: adminUrl().toString() });
  await client.connect();
  try {
    // FORCE: a test that leaked a connection must not leave the database behind.
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

module.exports.dropDatabase = dropDatabase;
