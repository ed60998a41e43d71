// What the HTTP benchmarks share: running an app's script to its end,
// one SQL statement, and starting a server they then load.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

/** Runs a TypeScript script to its end and resolves with everything it printed. */
export function run(script: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', script, ...args], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${script} exited with ${code}:\n${output}`)),
    );
  });
}

/** A connection of its own for each use: a benchmark may restart PostgreSQL under its clients. */
export async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function sql(url: string, statement: string): Promise<void> {
  await withClient(url, (client) => client.query(statement));
}

/** The Node flags of the BFF's start script (its heap settings), so a bench starts it as `npm start` does. */
export const BFF_NODE_FLAGS: string[] = (
  JSON.parse(readFileSync(path.resolve(__dirname, '../../apps/bff/package.json'), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start
  .split(' ')
  .filter((word) => word.startsWith('--'));

/** Starts a server and resolves once `url` answers 200; `nodeFlags` as its start script gives them. */
export async function startServer(
  script: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  url: string,
  nodeFlags: string[] = [],
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeFlags, '-r', '@swc-node/register', script], {
    cwd,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error(`${script} did not answer ${url}`);
}

/** One autocannon run, as the benchmarks report it. */
export interface Figures {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}
