// Preloaded by the apps' own npm scripts (`node --import`), so `npm start -w
// @immo/bff` or `npm run operator:create` alone use the same secrets as
// `npm start`. It only reads: a missing file stays missing (a production
// process started this way still fails fast on a missing secret), and the
// shell's values win. Not `--env-file-if-exists`, which Node 20 lacks.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

const file = fileURLToPath(new URL('../../var/local-secrets.env', import.meta.url));
if (existsSync(file)) {
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) process.env[name] ??= value;
}
