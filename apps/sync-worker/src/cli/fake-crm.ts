// `npm run fake-crm -- --dir <export folder> [--port 4010] [--user u --password p]`:
// serves an export folder as the CRM's HTTP API, for local runs of
// `npm run sync -- --from http://127.0.0.1:4010` (docs/crm-export.md).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUNDLED_SAMPLE_EXPORT_DIR } from '../config/env';
import { startFakeCrm } from '../export/fake-crm-server';

const USAGE =
  'Usage: npm run fake-crm -- [--dir <export folder>] [--port 4010] [--host 127.0.0.1] [--user crm --password crm]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      user: { type: 'string', default: 'crm' },
      password: { type: 'string', default: 'crm' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number\n${USAGE}`);
  const dir = values.dir
    ? path.resolve(process.env['INIT_CWD'] ?? process.cwd(), values.dir)
    : BUNDLED_SAMPLE_EXPORT_DIR;
  const crm = await startFakeCrm({ dir, port, host: values.host, user: values.user, password: values.password });
  console.log(
    `Fake CRM serving ${dir} at ${crm.url} (Basic auth ${values.user} / ${'*'.repeat(values.password.length)})`,
  );
  console.log(`  try: CRM_API_USER=${values.user} CRM_API_PASSWORD=… npm run sync -- --from ${crm.url}`);
  const stop = () => {
    crm.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
