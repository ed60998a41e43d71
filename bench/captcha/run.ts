// `npm run bench:captcha [-- --max-number 50000 --node 200 --webcrypto 30 --pictures 300 --clips 100]`:
// what one lead costs a bot through the captcha (docs/benchmarks.md,
// "Captcha", and docs/decisions.md, "Abuse budgets"), on this machine:
//   - the proof of work: challenges minted as the BFF mints them, solved by
//     a linear search from 0 (the only way: SHA-256 has no shortcut), with
//     Node's synchronous hash (what a bot would use) and with WebCrypto
//     (what the page's worker uses, the domain's solvePow); SHA-256
//     evaluations per challenge and the time, mean and 95th percentile;
//   - the typed path's cost to us: the BFF drawing a picture and putting
//     together a spoken clip, per request.
// Nothing but this process: no database, no server. Not part of `npm test`.
import {
  CAPTCHA_TYPED_ALPHABET,
  CAPTCHA_TYPED_LENGTH,
  type CaptchaChallengeDto,
  locales,
  solvePow,
} from '@immo/domain';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { captchaClip } from '../../apps/bff/src/captcha/clip/captcha-clip';
import { createCaptchaChallenge } from '../../apps/bff/src/captcha/captcha-crypto';
import { captchaPicture } from '../../apps/bff/src/captcha/picture/captcha-picture';
import { seededRandom } from '../../apps/bff/src/captcha/seeded-random';

const { values } = parseArgs({
  options: {
    // The BFF's default CAPTCHA_MAX_NUMBER (apps/bff/src/config/env.ts).
    'max-number': { type: 'string', default: '50000' },
    node: { type: 'string', default: '200' },
    webcrypto: { type: 'string', default: '30' },
    pictures: { type: 'string', default: '300' },
    clips: { type: 'string', default: '100' },
  },
});
const MAX_NUMBER = Number(values['max-number']);
const KEY = randomBytes(32).toString('base64url');

interface Summary {
  mean: number;
  p95: number;
}

function summary(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
    p95: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!,
  };
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

function challenges(count: number): CaptchaChallengeDto[] {
  return Array.from({ length: count }, () =>
    createCaptchaChallenge({ hmacKey: KEY, maxNumber: MAX_NUMBER }, new Date()),
  );
}

/** The number, by the search a bot would run: Node's hash, one call per try. */
function solveWithNode(pow: CaptchaChallengeDto['pow']): number {
  for (let number = 0; number <= pow.maxNumber; number += 1) {
    if (createHash('sha256').update(`${pow.salt}${number}`).digest('hex') === pow.challenge) return number;
  }
  throw new Error('A challenge without a solution');
}

async function powFigures(
  label: string,
  count: number,
  solve: (pow: CaptchaChallengeDto['pow']) => Promise<number> | number,
): Promise<void> {
  if (count <= 0) return;
  // A few first, unmeasured: the first calls pay for compiling.
  for (const challenge of challenges(3)) await solve(challenge.pow);
  const times: number[] = [];
  const hashes: number[] = [];
  for (const challenge of challenges(count)) {
    const started = performance.now();
    const number = await solve(challenge.pow);
    times.push(performance.now() - started);
    hashes.push(number + 1);
  }
  const time = summary(times);
  const work = summary(hashes);
  console.log(
    `proof of work, ${label}: ${count} challenges, ${Math.round(work.mean)} SHA-256 per challenge on average (expected ${MAX_NUMBER / 2}); ` +
      `${ms(time.mean)} mean, ${ms(time.p95)} p95 per challenge; ${Math.round(work.mean / time.mean)} hashes per ms`,
  );
}

function randomCharacters(): string {
  return Array.from(
    { length: CAPTCHA_TYPED_LENGTH },
    () => CAPTCHA_TYPED_ALPHABET[randomInt(CAPTCHA_TYPED_ALPHABET.length)],
  ).join('');
}

function mediaFigures(label: string, count: number, make: () => Buffer): void {
  if (count <= 0) return;
  for (let warm = 0; warm < 20; warm += 1) make();
  const times: number[] = [];
  let bytes = 0;
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    bytes += make().length;
    times.push(performance.now() - started);
  }
  const time = summary(times);
  console.log(
    `${label}: ${count} made, ${ms(time.mean)} mean, ${ms(time.p95)} p95 each, ${Math.round(bytes / count / 1024)} KiB on average`,
  );
}

async function main(): Promise<void> {
  console.log(
    `Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}, CAPTCHA_MAX_NUMBER ${MAX_NUMBER}`,
  );
  await powFigures("Node's crypto (a bot's loop)", Number(values.node), solveWithNode);
  await powFigures("WebCrypto (the page's solvePow)", Number(values.webcrypto), async (pow) => {
    const number = await solvePow(pow);
    if (number === null) throw new Error('A challenge without a solution');
    return number;
  });
  mediaFigures('picture (PNG, BFF)', Number(values.pictures), () =>
    captchaPicture(randomCharacters(), seededRandom(randomBytes(16))),
  );
  let turn = 0;
  mediaFigures('spoken clip (WAV, BFF, the four languages in turn)', Number(values.clips), () => {
    turn += 1;
    return captchaClip(randomCharacters(), locales[turn % locales.length]!, seededRandom(randomBytes(16)));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
