// Preloaded by the apps' own npm scripts (`node -r`), so `npm start -w
// @immo/bff` or `npm run operator:create` alone use the same secrets as
// `npm start`. It only reads: a missing file stays missing (a production
// process started this way still fails fast on a missing secret), and the
// shell's values win. CommonJS with -r, not --import (which makes Node 24
// load the .ts entry as native ESM) nor --env-file-if-exists (not in Node 20).
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { parseEnv } = require('node:util');

const file = path.join(__dirname, '../../var/local-secrets.env');
if (existsSync(file)) {
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) process.env[name] ??= value;
}
