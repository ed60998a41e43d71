// `npm start`: the whole site with the sample data on one machine.
// Migrates, seeds the demo site content, builds the web (Nx caches it), then runs BFF, worker and web
// together; the worker imports the bundled sample when the catalogue is empty.
import { defaults, loadDotEnv } from './lib/env.mjs';
import { ensureDatabase, ensureRedis } from './lib/services.mjs';
import { runOrExit } from './lib/run.mjs';

loadDotEnv();
process.env.DATABASE_URL ??= defaults.DATABASE_URL;
process.env.REDIS_URL ??= defaults.REDIS_URL;
process.env.NX_DAEMON ??= 'false';
process.env.NX_NO_CLOUD = 'true';

try {
  await ensureRedis(process.env.REDIS_URL);
  const db = await ensureDatabase(process.env.DATABASE_URL);
  if (db.created) console.log(`Created database ${db.name}`);
} catch (error) {
  console.error(`\n✗ ${error.message}`);
  process.exit(1);
}

await runOrExit('npm', ['run', 'migrate', '-w', '@immo/bff']);
// The demo agency's menu, pages and footer, into an empty site configuration only.
await runOrExit('npm', ['run', 'seed', '-w', '@immo/bff']);
// Every page asks the BFF when it is requested (nothing is prerendered from
// the catalogue), so the build runs before the BFF is up without errors.
console.log('Building the web app; it does not need the BFF: pages fetch the catalogue when they are requested.');
await runOrExit('npx', ['nx', 'run', '@immo/web:build']);

console.log(`
  Site      http://localhost:3000/   (fr, nl, en, de under /{locale}/)
  API       http://localhost:3001/api/ (OpenAPI at http://localhost:3001/api/docs)
  Ctrl-C stops everything.
`);
await runOrExit('npx', [
  'concurrently',
  '--kill-others',
  '--names', 'bff,worker,web',
  '--prefix-colors', 'blue,magenta,green',
  'npm start -w @immo/bff',
  'npm start -w @immo/sync-worker',
  'npm start -w @immo/web',
]);
