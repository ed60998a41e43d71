// `npm run sync`: when a run fails, the operator reads which step and which
// record in the terminal, not only a database message.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { DataSource } from 'typeorm';
import { CrmCall } from '../src/sync/crm/export-source';
import { emptyCatalogue, openTestDatabase } from './support/database';
import { removeWrittenCalls, writeCalls } from './support/export-writer';
import { projectRecord, propertyRecord } from './support/reference/reference-records';

const run = promisify(execFile);
const APP_DIR = path.resolve(__dirname, '..');

async function sync(from: string, full = true): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['-r', '@swc-node/register', 'src/cli/sync.ts', '--from', from, ...(full ? ['--full'] : [])],
      {
        cwd: APP_DIR,
        env: { ...process.env, INIT_CWD: APP_DIR },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run sync (real PostgreSQL)', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
  });

  beforeEach(async () => {
    await emptyCatalogue(dataSource);
  });

  afterAll(async () => {
    await dataSource.query('DROP TRIGGER IF EXISTS refuse_in_cli ON properties');
    await emptyCatalogue(dataSource);
    await dataSource.destroy();
    await removeWrittenCalls();
  });

  it('names the step and the record of a failed run, and exits 1', async () => {
    await dataSource.query(
      `CREATE OR REPLACE FUNCTION refuse_in_cli() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'disk on fire' USING ERRCODE = 'XX000'; END $$`,
    );
    await dataSource.query(
      'CREATE TRIGGER refuse_in_cli BEFORE INSERT ON properties FOR EACH ROW WHEN (NEW.id = 4102) EXECUTE FUNCTION refuse_in_cli()',
    );
    try {
      const result = await sync(
        await writeCalls({ [CrmCall.properties]: [propertyRecord(4101), propertyRecord(4102)] }),
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('Sync run 1 failed: writing GetPropertyList record ID 4102: disk on fire');
    } finally {
      await dataSource.query('DROP TRIGGER refuse_in_cli ON properties');
    }
  }, 30_000);

  it('lists the rejected records, the warnings and the project withdrawals of a run', async () => {
    const result = await sync(
      await writeCalls({
        [CrmCall.properties]: [
          propertyRecord(4101, { Goal: 40000 }),
          propertyRecord(4102, { VirtualTourUrl: 'javascript:alert(1)' }),
        ],
        [CrmCall.projects]: [projectRecord(71)],
      }),
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('projects withdrawn 0; rejected 1, warnings 1');
    expect(result.stdout).toContain('rejected ID 4101: Goal 40000 is out of range (-32768 to 32767)');
    expect(result.stdout).toContain(
      'warning ID 4102: VirtualTourUrl "javascript:alert(1)" is not a web address: dropped',
    );
  }, 30_000);
});
