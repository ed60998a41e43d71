// One client flooding the list page, for `npm run bench:pages` (run.ts), in
// a process of its own so that its work does not slow the measured
// visitor's client. Every request asks for a list address never asked
// before: `--search unused` adds a random parameter no page reads
// (`?cb=…`), `--search used` a random price too (a new search each time, a
// render unless refused). Prints autocannon's figures as one JSON line.
import autocannon from 'autocannon';
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '20' },
    search: { type: 'string', default: 'unused' },
  },
});
if (!values.url) throw new Error('--url is required: the list page on the address the flood comes from');
const list = new URL(values.url);

function search(): string {
  const cacheBuster = `cb=${randomInt(2 ** 40)}`;
  return values.search === 'used' ? `${cacheBuster}&minPrice=${randomInt(1, 1_000_000_000)}` : cacheBuster;
}

async function main(): Promise<void> {
  const result = await autocannon({
    url: list.origin,
    connections: Number(values.connections),
    duration: Number(values.seconds),
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `${list.pathname}?${search()}` }) }],
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count ?? 0]),
  );
  console.log(
    JSON.stringify({
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      statuses,
      errors: result.errors + result.timeouts,
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
