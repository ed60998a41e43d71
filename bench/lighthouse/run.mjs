// `npm run bench:lighthouse [-- --runs 5] [--skip-build]`: Lighthouse 12 (mobile
// defaults: Moto G Power emulation, simulated slow 4G, 4× CPU slowdown) on the
// home, list and detail pages and the form pages (contact, free valuation, a
// sale property's offer form), median of N runs each, plus the first-load
// JavaScript of the detail page (its forms panel included) next to a bare
// Next.js page of the same version built in the same run (docs/benchmarks.md).
//
// The stack is the e2e one (tools/e2e/global-setup.mjs: fresh database, the
// bundled sample imported, BFF and web in production mode) on its own ports
// and its own build folder, so a running `npm start` is not disturbed.
// "First-load JS" is what a first visit downloads before it can interact: the
// transfer size (gzip, as `next start` serves it) of every script the page
// loads, read from Lighthouse's network records of the median run.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { repoRoot } from '../../scripts/lib/env.mjs';
import { run } from '../../scripts/lib/run.mjs';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, 'skip-build': { type: 'boolean', default: false } },
});
const RUNS = Number(args.runs);
const WEB_PORT = 3190;
const BFF_PORT = 3191;
const BARE_PORT = 3192;
const DIST_DIR = '.next-bench';
const BARE_DIR = path.join(repoRoot, 'bench/lighthouse/bare-next');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const nextBin = path.join(repoRoot, 'node_modules/next/dist/bin/next');

async function mustRun(command, commandArgs, options) {
  const code = await run(command, commandArgs, options);
  if (code !== 0) throw new Error(`${command} ${commandArgs.join(' ')} exited with ${code}`);
}

function startBareNext() {
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(BARE_PORT)], {
    cwd: BARE_DIR,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'ignore',
    detached: true,
  });
  return child;
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

/** One Lighthouse run in a fresh Chromium (fresh profile: a first visit, consent banner included). */
async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits } = result.lhr;
    const requests = audits['network-requests']?.details?.items ?? [];
    const scriptBytes = requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
    const failed = Object.values(audits)
      .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === 'binary')
      .map((entry) => entry.id);
    return {
      lhr: result.lhr,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      scriptKb: Number((scriptBytes / 1024).toFixed(1)),
      failed,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const fileLabel = (label) => label.replace(/\W+/g, '-');

async function measure(label, url) {
  const runs = [];
  for (let index = 0; index < RUNS; index += 1) {
    runs.push(await audit(url));
    process.stdout.write(`  ${label} run ${index + 1}/${RUNS}: performance ${runs.at(-1).performance}\n`);
  }
  const summary = { label, url };
  for (const key of ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'tbtMs', 'cls', 'scriptKb']) {
    summary[key] = median(runs.map((entry) => entry[key]));
  }
  summary.failedAudits = [...new Set(runs.flatMap((entry) => entry.failed))];
  // The run whose score is the median, whole, to read what held the page back.
  const medianRun = runs.find((entry) => entry.performance === summary.performance);
  const out = path.join(repoRoot, 'var/bench');
  await mkdir(out, { recursive: true });
  await writeFile(path.join(out, `lighthouse-${fileLabel(label)}.json`), JSON.stringify(medianRun.lhr));
  return summary;
}

async function main() {
  const env = { ...process.env, NEXT_DIST_DIR: DIST_DIR, E2E_WEB_PORT: String(WEB_PORT), E2E_BFF_PORT: String(BFF_PORT) };
  if (!args['skip-build']) {
    console.log('Building the web app and the bare Next.js page…');
    // The web's own build script: `next build`, then the compile hints (apps/web/src/build).
    await mustRun('npm', ['run', 'build', '-w', '@immo/web'], { cwd: repoRoot, env });
    await mustRun(process.execPath, [nextBin, 'build'], { cwd: BARE_DIR, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  }
  Object.assign(process.env, env);
  const { default: startStack } = await import('../../tools/e2e/global-setup.mjs');
  const stopStack = await startStack();
  const bare = startBareNext();
  try {
    await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
    const base = `http://127.0.0.1:${WEB_PORT}`;
    const list = await (await fetch(`http://127.0.0.1:${BFF_PORT}/api/properties?goal=sale&locale=fr&limit=1`)).json();
    const detailUrl = await resolveDetailUrl(base, list.items[0].id);
    const pages = [
      ['home', `${base}/fr/`],
      ['list', `${base}/fr/a-vendre/`],
      ['detail', detailUrl],
      ['contact', `${base}/fr/contact/`],
      ['valuation', `${base}/fr/estimation-gratuite/`],
      // A property form page lives below its property's canonical URL (route-table: make-an-offer).
      // It is noindex (SubjectFormPage: the property's page is the one to find), so Lighthouse's
      // is-crawlable audit fails and its SEO score stops at 66 by design; the label says so.
      ['offer (noindex)', new URL('faire-une-offre/', detailUrl).href],
      ['bare Next.js', `http://127.0.0.1:${BARE_PORT}/`],
    ];
    const results = [];
    for (const [label, url] of pages) {
      console.log(`Lighthouse ${label}: ${url}`);
      results.push(await measure(label, url));
    }
    await report(results);
  } finally {
    try {
      process.kill(-bare.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await stopStack();
  }
}

/** The detail page's canonical URL: /property/{id}/ redirects there. */
async function resolveDetailUrl(base, id) {
  const response = await fetch(`${base}/fr/property/${id}/`, { redirect: 'follow' });
  return response.url;
}

async function report(results) {
  const header = '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | first-load JS kB |';
  const rows = results.map(
    (entry) =>
      `| ${entry.label} | ${entry.performance} | ${entry.accessibility} | ${entry.bestPractices} | ${entry.seo} | ${entry.lcpMs} | ${entry.tbtMs} | ${entry.cls} | ${entry.scriptKb} |`,
  );
  console.log(['', header, '|---|---|---|---|---|---|---|---|---|', ...rows].join('\n'));
  const detail = results.find((entry) => entry.label === 'detail');
  const bare = results.find((entry) => entry.label === 'bare Next.js');
  const delta = Number((detail.scriptKb - bare.scriptKb).toFixed(1));
  console.log(`\nDetail page first-load JS: ${detail.scriptKb} kB, bare Next.js page: ${bare.scriptKb} kB, difference ${delta} kB (goal ≤ 10 kB).`);
  const below = results.filter(
    (entry) => entry.label !== 'bare Next.js' && Math.min(entry.performance, entry.accessibility, entry.seo) < 100,
  );
  for (const entry of below) {
    console.log(`${entry.label}: below 100 on performance, accessibility or SEO (var/bench/lighthouse-${fileLabel(entry.label)}.json)`);
  }
  if (delta > 10) console.log(`Detail page first-load JS over budget by ${(delta - 10).toFixed(1)} kB.`);
  for (const entry of results) {
    if (entry.failedAudits.length > 0) console.log(`${entry.label}: audits not passed in some run: ${entry.failedAudits.join(', ')}`);
  }
  const out = path.join(repoRoot, 'var/bench');
  await mkdir(out, { recursive: true });
  await writeFile(path.join(out, 'lighthouse.json'), `${JSON.stringify({ runs: RUNS, results, detailMinusBareKb: delta }, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
