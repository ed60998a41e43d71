import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { CatalogueImporter } from '../src/sync/catalogue-importer';
import { CrmCall } from '../src/sync/crm/export-source';
import { FolderExportSource } from '../src/sync/crm/folder-export-source';
import { INTERRUPTED_REASON } from '../src/sync/sync-run-log';
import { emptyCatalogue, openTestDatabase } from './support/database';
import { samplePages, SMALL_EXPORT_DIR } from './support/export-fixture';
import { cloneProperties, removeWrittenCalls, writeCalls } from './support/export-writer';

const WORKER_DIR = path.resolve(__dirname, '..');
const BIG_EXPORT_SIZE = 8000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a worker killed mid-import (real PostgreSQL, real process)', () => {
  let dataSource: DataSource;
  let child: ChildProcess | undefined;

  const snapshot = () =>
    dataSource.query('SELECT id, content_hash, withdrawn_at, imported_at FROM properties ORDER BY id');
  /** Backends of this database, other than the spec's own, that have written in an open transaction. */
  const writingBackends = async () =>
    (
      (await dataSource.query(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_xid IS NOT NULL AND pid <> pg_backend_pid()`,
      )) as { pid: number }[]
    ).map((row) => row.pid);
  const runningRuns = async () =>
    (await dataSource.query(`SELECT id FROM sync_runs WHERE status = 'running'`)) as { id: number }[];

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    await emptyCatalogue(dataSource);
  });

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await dataSource.destroy();
    await removeWrittenCalls();
  });

  it('leaves the previous catalogue intact, and the next run completes and marks the killed one interrupted', async () => {
    const importer = new CatalogueImporter(dataSource);
    expect(
      await importer.run({ source: new FolderExportSource(SMALL_EXPORT_DIR), full: true, trigger: 'operator' }),
    ).toMatchObject({
      status: 'succeeded',
    });
    const before = await snapshot();

    const sample = (await samplePages()).flat();
    const changedSample = sample.map((item) => ({ ...item, Price: 1 }));
    const big = await writeCalls({
      [CrmCall.properties]: [...changedSample, ...cloneProperties(sample, BIG_EXPORT_SIZE, 300_000)],
    });

    const exited = new Promise<NodeJS.Signals | number | null>((resolve) => {
      child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/cli/sync.ts', '--from', big, '--full'], {
        cwd: WORKER_DIR,
        env: { ...process.env, DATABASE_URL: process.env['DATABASE_URL'] },
        stdio: 'ignore',
      });
      child.on('exit', (code, signal) => resolve(signal ?? code));
    });

    // Kill it once its run is 'running' and its transaction has written pages.
    let writers: number[] = [];
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && child?.exitCode === null) {
      writers = (await runningRuns()).length > 0 ? await writingBackends() : [];
      if (writers.length > 0) break;
      await sleep(10);
    }
    expect(writers).toHaveLength(1);
    child?.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    // PostgreSQL ends the dead client's session (rolling back its transaction
    // and releasing its lock) as soon as it notices the closed socket.
    while ((await writingBackends()).length > 0) await sleep(20);

    expect(await snapshot()).toEqual(before);
    const [killedRun] = await runningRuns();
    expect(killedRun).toBeDefined();

    const next = await importer.run({ source: new FolderExportSource(big), full: true, trigger: 'schedule' });
    expect(next).toMatchObject({ status: 'succeeded', created: BIG_EXPORT_SIZE, updated: sample.length, withdrawn: 0 });
    const [killed] = (await dataSource.query(
      'SELECT status, failure_reason, finished_at FROM sync_runs WHERE id = $1',
      [killedRun?.id],
    )) as Record<string, unknown>[];
    expect(killed).toMatchObject({
      status: 'failed',
      failure_reason: INTERRUPTED_REASON,
      finished_at: expect.any(Date),
    });
  }, 120_000);
});
