// `npm test`: every test the project has, as CI runs it.
// lint + typecheck, jest (unit and integration against the real PostgreSQL
// and Redis, one fresh database per run), the jest specs that start processes,
// then the Playwright journeys in the system Chromium. Prints each tier's
// duration and ends with one "N passed, N failed" line over all of them.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { defaults, loadDotEnv, repoRoot } from './lib/env.mjs';
import { ensureRedis, ensureDatabase } from './lib/services.mjs';
import { run } from './lib/run.mjs';
import { onNode24 } from './lib/node-24.mjs';

// On an older Node: one line that says so, then the same script again on Node 24.
await onNode24();

loadDotEnv();
process.env.DATABASE_URL ??= defaults.DATABASE_URL;
process.env.REDIS_URL ??= defaults.REDIS_URL;
process.env.NX_DAEMON = 'false';
process.env.NX_NO_CLOUD = 'true';
process.env.NX_TUI = 'false';

const resultsDir = path.join(repoRoot, 'var/test-results');
rmSync(resultsDir, { recursive: true, force: true });

if (!existsSync('/usr/bin/chromium')) {
  if (process.getuid?.() !== 0) {
    console.error("✗ The Playwright tests need Debian's Chromium: apt-get install -y chromium");
    process.exit(1);
  }
  console.log('Installing Chromium for the browser tests…');
  const update = await run('apt-get', ['update', '-qq']);
  const install = update === 0 ? await run('apt-get', ['install', '-y', '-qq', 'chromium']) : update;
  if (install !== 0) process.exit(install);
}

try {
  await ensureRedis(process.env.REDIS_URL);
  // The tests make and drop their own databases; this only proves the server answers.
  await ensureDatabase(process.env.DATABASE_URL);
} catch (error) {
  console.error(`✗ ${error.message}`);
  process.exit(1);
}

// The specs that start processes (apps, a Redis of their own, the sync CLI, pg_dump) are a
// tier of their own (tools/jest/test-tiers.cjs): the same jest projects, after the others.
const withTier = (tier) => ({ env: { ...process.env, TEST_TIER: tier } });
const steps = [
  ['formatting', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['lint and typecheck', ['nx', 'run-many', '-t', 'lint', 'typecheck', '--outputStyle=stream']],
  ['unit and integration tests', ['nx', 'run-many', '-t', 'test', '--outputStyle=stream'], withTier('in-process')],
  [
    'tests that start processes',
    ['nx', 'run-many', '-t', 'test', '--projects=@immo/bff,@immo/sync-worker', '--outputStyle=stream'],
    withTier('processes'),
  ],
  ['browser journeys', ['nx', 'run', '@immo/web:e2e', '--outputStyle=stream']],
];
const failedSteps = [];
const durations = [];
for (const [label, args, options] of steps) {
  console.log(`\n▶ ${label}`);
  const startedAt = performance.now();
  const code = await run('npx', args, options);
  const took = formatDuration(performance.now() - startedAt);
  durations.push([label, took, code === 0]);
  console.log(`${code === 0 ? '✓' : '✗'} ${label}: ${took}`);
  if (code !== 0) failedSteps.push(label);
}

const totals = { passed: 0, failed: 0, skipped: 0 };
if (existsSync(resultsDir)) {
  for (const file of readdirSync(resultsDir).filter((f) => f.endsWith('.json'))) {
    const result = JSON.parse(readFileSync(path.join(resultsDir, file), 'utf8'));
    // Playwright's JSON reporter counts in `stats`; our jest reporter writes the totals directly.
    const counts = result.stats
      ? {
          passed: result.stats.expected + result.stats.flaky,
          failed: result.stats.unexpected,
          skipped: result.stats.skipped,
        }
      : result;
    for (const key of Object.keys(totals)) totals[key] += counts[key] ?? 0;
  }
}
console.log('\nDurations:');
for (const [label, took, passed] of durations) console.log(`  ${passed ? '✓' : '✗'} ${label.padEnd(28)} ${took}`);
if (failedSteps.length > 0) console.error(`\n✗ failed: ${failedSteps.join(', ')}`);
// A failed step without a failed test (lint, a crash) must still read as a failure.
const failed = Math.max(totals.failed, failedSteps.length > 0 ? 1 : 0);
console.log(`\ntests: ${totals.passed} passed, ${failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);

function formatDuration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}
