import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LoggerService } from '@nestjs/common';
import { type FuzzRequest, fuzzRequests, publicEndpoints } from './support/fuzz-requests';
import { createTestApp, type TestApp } from './support/test-app';

const WORKER_DIR = path.resolve(__dirname, '../../sync-worker');
/** FUZZ_SEED=<n> replays another run; a failure prints the seed it ran with. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const CONCURRENCY = 8;

interface Outcome {
  request: FuzzRequest;
  status: number;
  body: string;
}

/** Counts what the BFF logs while it is fuzzed; errors are printed, warnings only counted. */
class CountingLogger implements LoggerService {
  readonly errors: string[] = [];
  warnings = 0;
  log(): void {}
  error(message: unknown, ...rest: unknown[]): void {
    this.errors.push([message, ...rest].map(String).join(' '));
  }
  warn(): void {
    this.warnings += 1;
  }
}

/** Sends the request exactly as written (no re-encoding of the target), on a kept-alive connection. */
function send(agent: http.Agent | false, port: number, fuzz: FuzzRequest): Promise<Outcome> {
  return new Promise((resolve) => {
    let timedOut = false;
    const req = http.request(
      { agent, host: '127.0.0.1', port, method: fuzz.method, path: fuzz.path, headers: fuzz.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            request: fuzz,
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8').slice(0, 300),
          }),
        );
      },
    );
    req.on('error', (error) => {
      // A kept-alive socket the server closed between two requests is not the
      // request's fault (Node's documented race): retry it on a new connection.
      // Any other dropped connection counts as a server failure.
      if (req.reusedSocket && agent && !timedOut) resolve(send(false, port, fuzz));
      else
        resolve({
          request: fuzz,
          status: 599,
          body: `${error.message} (reused socket: ${String(req.reusedSocket)}, agent: ${String(Boolean(agent))})`,
        });
    });
    // A request the BFF never answers fails the test instead of hanging it.
    req.setTimeout(5_000, () => {
      timedOut = true;
      req.destroy(new Error('no answer within 5 s'));
    });
    req.end(fuzz.body);
  });
}

async function sendAll(port: number, requests: FuzzRequest[]): Promise<Outcome[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const fuzz = requests[next];
      next += 1;
      if (fuzz) outcomes.push(await send(agent, port, fuzz));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  agent.destroy();
  return outcomes;
}

function describeFailure({ request, status, body }: Outcome): string {
  const extras = request.headers ? ` headers=${JSON.stringify(request.headers).slice(0, 120)}` : '';
  return `${status} ${request.method} ${request.path.slice(0, 200)}${extras} → ${body}`;
}

describe('fuzzing every public endpoint', () => {
  let testApp: TestApp;
  let port: number;
  const logger = new CountingLogger();
  const ids = { property: 0, project: 0 };

  beforeAll(async () => {
    // The response cache on as in production; the throttler out of the way so every request reaches its handler.
    testApp = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000, RESPONSE_CACHE_MB: 32 });
    await testApp.dataSource.query('TRUNCATE properties, projects, cities');
    // The sample export: real rows behind every filter, search and detail.
    await promisify(execFile)(
      process.execPath,
      ['-r', '@swc-node/register', 'src/cli/sync.ts', '--from', 'sample-export', '--full'],
      {
        cwd: WORKER_DIR,
        env: { ...process.env, INIT_CWD: WORKER_DIR },
      },
    );
    const [property] = (await testApp.dataSource.query(
      'SELECT id FROM properties WHERE withdrawn_at IS NULL ORDER BY id LIMIT 1',
    )) as { id: number }[];
    const [project] = (await testApp.dataSource.query(
      'SELECT id FROM projects WHERE withdrawn_at IS NULL ORDER BY id LIMIT 1',
    )) as { id: number }[];
    ids.property = property?.id ?? 1;
    ids.project = project?.id ?? 1;
    testApp.app.useLogger(logger);
    await testApp.app.listen(0, '127.0.0.1');
    port = ((testApp.app.getHttpServer() as http.Server).address() as AddressInfo).port;
  }, 120_000);

  afterAll(async () => {
    await testApp.dataSource.query('TRUNCATE properties, projects, cities, property_views');
    await testApp.app.close();
  });

  it('answers thousands of hostile requests without a single 5xx or logged error', async () => {
    const requests = fuzzRequests(publicEndpoints(ids), SEED);
    expect(requests.length).toBeGreaterThanOrEqual(2_000);
    const outcomes = await sendAll(port, requests);
    const failures = outcomes.filter((outcome) => outcome.status >= 500);
    if (failures.length > 0) {
      console.error(
        `Fuzz seed ${SEED}: ${failures.length} of ${outcomes.length} requests failed:\n${failures.slice(0, 30).map(describeFailure).join('\n')}`,
      );
    }
    expect(failures.map(describeFailure)).toEqual([]);
    // The handlers answered, not the rate limit, and many requests got past validation into the SQL.
    expect(outcomes.filter((outcome) => outcome.status === 429)).toHaveLength(0);
    expect(outcomes.filter((outcome) => outcome.status === 200).length).toBeGreaterThan(1_000);
    expect(logger.errors).toEqual([]);
    // At most one warning line per rejected request.
    const rejected = outcomes.filter((outcome) => outcome.status >= 400).length;
    expect(logger.warnings).toBeLessThanOrEqual(rejected);
  }, 90_000);
});
