// What `npm run backup` and `npm run restore` share: the database they work
// on, and pg_dump/pg_restore run against it. Their major version must not be
// older than the server's (pg_dump refuses a newer server; Debian's
// postgresql-client of the same major as the server is the one to install).
import { spawn } from 'node:child_process';
import { defaults, loadDotEnv } from '../../scripts/lib/env.mjs';

export function databaseUrl() {
  loadDotEnv();
  return process.env.DATABASE_URL ?? defaults.DATABASE_URL;
}

/** The URL without its password, for messages. */
export function shown(url) {
  const copy = new URL(url);
  if (copy.password) copy.password = '***';
  return copy.toString();
}

/** Runs a PostgreSQL client program; rejects with what it printed when it fails. */
export function pgTool(program, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', (error) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${program} not found: install the PostgreSQL client of the server's version (Debian: postgresql-client)`,
            )
          : error,
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${program} exited with ${code}:\n${output.trim()}`)),
    );
  });
}

/** Runs main; a failure prints one message and exits 1. */
export function runMain(main) {
  main().then(
    (code) => process.exit(code ?? 0),
    (error) => {
      console.error(`✗ ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    },
  );
}
