// A PostgreSQL cluster of the bench's own (initdb into a temporary folder, its
// own port), for a script that restarts the database server: the machine's
// shared server on 5432 must never go down under other people's work.
// PostgreSQL refuses to run as root, so as root the cluster belongs to the
// `postgres` user and every pg_ctl runs through runuser.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, chmodSync, chownSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  adminUrl: string;
  /** pg_ctl restart -m fast: every connection is cut, the server is back when it resolves. */
  restart: () => Promise<void>;
  stop: () => void;
}

/** Debian's newest server binaries (/usr/lib/postgresql/<version>/bin). */
function binaries(): string {
  const versions = readdirSync('/usr/lib/postgresql')
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0)
    throw new Error('No PostgreSQL server under /usr/lib/postgresql (apt-get install postgresql)');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

function owner(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

export function startPrivatePostgres(port: number): PrivatePostgres {
  const bin = binaries();
  const home = mkdtempSync(path.join(os.tmpdir(), 'immo-private-pg-'));
  const data = path.join(home, 'data');
  const runAs = owner();
  if (runAs) {
    chownSync(home, runAs.uid, runAs.gid);
    chmodSync(home, 0o700);
  }
  const invocation = (program: string, args: string[]): [string, string[]] =>
    runAs ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]] : [path.join(bin, program), args];
  const exec = (program: string, args: string[]) => {
    const [command, commandArgs] = invocation(program, args);
    const result = spawnSync(command, commandArgs, { encoding: 'utf8', cwd: home });
    if (result.status !== 0) throw new Error(`${program} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  };
  // Trust on loopback only, like the machine's development server. fsync off (the data is thrown away) changes
  // nothing a fast restart tests: it flushes the WAL and commits stay synchronous.
  exec('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--locale=C.UTF-8']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${home} -c fsync=off -c max_connections=200`;
  const pgCtlArgs = (action: string, extra: string[] = []) => [
    action,
    '-D',
    data,
    '-w',
    '-t',
    '60',
    '-l',
    path.join(home, 'server.log'),
    '-o',
    options,
    ...extra,
  ];
  exec('pg_ctl', pgCtlArgs('start'));
  let stopped = false;
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // Not spawnSync: the visitors' requests must go on while it restarts.
    restart: () =>
      new Promise((resolve, reject) => {
        const [command, commandArgs] = invocation('pg_ctl', pgCtlArgs('restart', ['-m', 'fast']));
        execFile(command, commandArgs, { cwd: home }, (error, stdout, stderr) =>
          error ? reject(new Error(`pg_ctl restart failed:\n${stdout}${stderr}`)) : resolve(),
        );
      }),
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        exec('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']);
      } finally {
        rmSync(home, { recursive: true, force: true });
      }
    },
  };
}
