// `npm run backup [-- <file>]`: the whole database of DATABASE_URL in pg_dump's
// custom format (compressed; pg_restore can restore it whole or in part), by
// default into var/backups/<database>-<UTC timestamp>.dump. Written under a
// temporary name and renamed at the end, so an interrupted backup never
// looks like a complete one. Prints the file's path.
import { mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/env.mjs';
import { databaseUrl, pgTool, runMain, shown } from './pg-tools.mjs';

runMain(async () => {
  const url = databaseUrl();
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const target = path.resolve(
    process.env.INIT_CWD ?? process.cwd(),
    process.argv[2] ?? path.join(repoRoot, 'var/backups', `${name}-${stamp}.dump`),
  );
  mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  try {
    await pgTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${partial}`,
      `--dbname=${url}`,
    ]);
    renameSync(partial, target);
  } finally {
    rmSync(partial, { force: true });
  }
  console.log(`Backed up ${shown(url)} to ${target} (${(statSync(target).size / 1024).toFixed(0)} KiB)`);
});
