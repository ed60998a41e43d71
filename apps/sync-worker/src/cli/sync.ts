// `npm run sync -w @immo/sync-worker -- --from <folder or URL> [--full]`: one import
// straight into DATABASE_URL, without Redis. Exits non-zero when the run fails.
import 'reflect-metadata';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env';
import { createDataSource } from '../database/data-source';
import { CatalogueImporter } from '../sync/catalogue-importer';
import { defaultExportLocation, exportSourceFor } from '../sync/export-source-for';
import { runSummaryLines } from '../sync/run-summary';

const USAGE = 'Usage: npm run sync -w @immo/sync-worker -- [--from <export folder or CRM API URL>] [--full]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      full: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const env = loadEnv();
  // `npm run -w` starts in the app folder; a relative --from means the
  // folder the operator typed the command in (npm's INIT_CWD).
  // A URL is the CRM API (credentials from CRM_API_USER / CRM_API_PASSWORD);
  // without --from, the configured source (CRM_API_URL, CRM_EXPORT_DIR, the sample).
  const from = values.from
    ? /^https?:\/\//i.test(values.from)
      ? values.from
      : path.resolve(process.env['INIT_CWD'] ?? process.cwd(), values.from)
    : defaultExportLocation(env);
  const dataSource = await createDataSource(env).initialize();
  try {
    const source = exportSourceFor(from, env);
    const outcome = await new CatalogueImporter(dataSource, env).run({
      source,
      full: values.full,
      trigger: 'operator',
    });
    // source.location, not --from: a URL may carry credentials.
    const lines = runSummaryLines(outcome, `${values.full ? 'full' : 'partial'} import of ${source.location}`);
    const succeeded = outcome.status === 'succeeded';
    for (const line of lines) (succeeded ? console.log : console.error)(line);
    return succeeded ? 0 : 1;
  } finally {
    await dataSource.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A failed run (SyncRunFailedError) says which run, step and record; it is also in sync_runs.failure_reason.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
