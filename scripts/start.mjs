// `npm start`: the whole site with the sample data on one machine.
// Migrates, seeds the demo site content, builds the web (Nx caches it), then runs BFF, worker and web
// together; the worker imports the bundled sample when the catalogue is empty.
import { defaults, loadDotEnv } from './lib/env.mjs';
import { ensureDatabase, ensureRedis } from './lib/services.mjs';
import { runOrExit } from './lib/run.mjs';
import net from 'node:net';
import { onNode24 } from './lib/node-24.mjs';

// On an older Node: one line that says so, then the same script again on Node 24.
await onNode24();

loadDotEnv();
process.env.DATABASE_URL ??= defaults.DATABASE_URL;
process.env.REDIS_URL ??= defaults.REDIS_URL;
// The web runs in production mode and requires the site's origin: this machine's.
process.env.SITE_URL ??= 'http://localhost:3000';
// No mail server configured: a local mail catcher (MailDev) receives every mail, shown on its page.
const MAILDEV = { smtpPort: 1025, webPort: 1080 };
const catchMail = !process.env.SMTP_URL;
if (catchMail) process.env.SMTP_URL = `smtp://127.0.0.1:${MAILDEV.smtpPort}`;
// A catcher already listening there (a MailDev or Mailpit of an earlier run) gets the mails instead.
const startMailDev = catchMail && !(await isListening(MAILDEV.smtpPort));
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
  Mail      ${mailWhere()}
  Ctrl-C stops everything.
`);
const apps = [
  ['bff', 'blue', 'npm start -w @immo/bff'],
  ['worker', 'magenta', 'npm start -w @immo/sync-worker'],
  ['web', 'green', 'npm start -w @immo/web'],
  ...(startMailDev
    ? [['mail', 'yellow', `node scripts/mail-catcher.mjs --smtp ${MAILDEV.smtpPort} --web ${MAILDEV.webPort}`]]
    : []),
];
await runOrExit('npx', [
  'concurrently',
  '--kill-others',
  '--names',
  apps.map(([name]) => name).join(','),
  '--prefix-colors',
  apps.map(([, color]) => color).join(','),
  ...apps.map(([, , command]) => command),
]);

function isListening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function mailWhere() {
  if (!catchMail) return 'sent through SMTP_URL';
  if (!startMailDev) return `to the mail catcher already listening on 127.0.0.1:${MAILDEV.smtpPort}`;
  return `http://127.0.0.1:${MAILDEV.webPort}/   (MailDev: every mail the site sends; none leaves this machine)`;
}
