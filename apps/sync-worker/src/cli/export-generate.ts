// `npm run export:generate -- --properties <N> --out <folder> [--seed 42]
// [--page-size 50] [--projects <M>] [--messy <share>] [--now "YYYY-MM-DD HH:mm:ss"] [--pretty]`:
// writes a generated CRM export (docs/crm-export.md).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUNDLED_SAMPLE_EXPORT_DIR } from '../config/env';
import { writeExport } from '../export/generate-export';

/** How the bundled sample is made: `--sample` regenerates it exactly (sample-export/README.md). */
const SAMPLE = { properties: '150', projects: '3', seed: '42', 'page-size': '50' } as const;

const USAGE =
  'Usage: npm run export:generate -- --properties <N> --out <folder> [--seed 42] [--page-size 50] [--projects <M>] [--messy <0-1>] [--now "YYYY-MM-DD HH:mm:ss"] [--pretty]\n' +
  '       npm run export:generate -- --sample   (regenerates apps/sync-worker/sample-export)';

function number(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isFinite(parsed))
    throw new Error(`--${name} must be a number, got ${JSON.stringify(value)}\n${USAGE}`);
  return parsed;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      properties: { type: 'string' },
      out: { type: 'string' },
      seed: { type: 'string' },
      'page-size': { type: 'string' },
      projects: { type: 'string' },
      messy: { type: 'string' },
      now: { type: 'string' },
      pretty: { type: 'boolean', default: false },
      sample: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (values.sample) Object.assign(values, SAMPLE, { pretty: true, out: BUNDLED_SAMPLE_EXPORT_DIR });
  const properties = number('properties', values.properties);
  if (properties === undefined || !values.out) {
    console.error(USAGE);
    return 2;
  }
  // `npm run -w` starts in the app folder; a relative --out means the
  // folder the operator typed the command in (npm's INIT_CWD).
  const out = path.resolve(process.env['INIT_CWD'] ?? process.cwd(), values.out);
  const started = Date.now();
  const summary = await writeExport(
    out,
    {
      properties,
      seed: number('seed', values.seed),
      pageSize: number('page-size', values['page-size']),
      projects: number('projects', values.projects),
      messy: number('messy', values.messy),
      now: values.now,
    },
    { pretty: values.pretty },
  );
  const rows = Object.entries(summary.rows).map(([call, count]) => `${call} ${count}`);
  console.log(`Wrote ${summary.pages} pages to ${summary.folder} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`  ${rows.join(', ')}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
