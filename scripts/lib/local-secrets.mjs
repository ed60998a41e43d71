// The secrets of local runs (`npm start`, the benches, `npm test`): made once
// per checkout from crypto randomness and kept in an ignored file readable by
// this user only. The apps have no default secret of their own: a value
// written in the code would be the same on every machine, and anyone who can
// reach a developer's BFF could mint captcha answers, sign owner tokens or
// lift the rate limits with it.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/** Each secret a local run needs, and how a fresh one is made (the shape its app's schema takes). */
export const LOCAL_SECRETS = {
  // AES-256 key: 32 bytes in base64, as `openssl rand -base64 32` prints.
  OPERATOR_TOTP_KEY: () => randomBytes(32).toString('base64'),
  INTERNAL_API_TOKEN: () => randomBytes(32).toString('base64url'),
  REVALIDATE_SECRET: () => randomBytes(32).toString('base64url'),
  CAPTCHA_HMAC_KEY: () => randomBytes(32).toString('base64url'),
  SUBSCRIPTION_TOKEN_SECRET: () => randomBytes(32).toString('base64url'),
  OWNER_JWT_SECRET: () => randomBytes(32).toString('base64url'),
};

const HEADER = `# This checkout's own secrets for local runs (npm start, the benches, npm test),
# made once by scripts/lib/local-secrets.mjs. Never commit or share this file;
# delete it to get new ones (operators then need a new setup link).
`;

/**
 * The checkout's local secrets from `file`, made first when missing: the file
 * is created with those not there yet (a secret added to the project later is
 * appended) and is kept at mode 0600.
 */
export function ensureLocalSecrets(file) {
  mkdirSync(path.dirname(file), { recursive: true });
  const exists = existsSync(file);
  const text = exists ? readFileSync(file, 'utf8') : '';
  const stored = parseEnv(text);
  const missing = Object.keys(LOCAL_SECRETS).filter((name) => !stored[name]);
  if (missing.length > 0) {
    const made = Object.fromEntries(missing.map((name) => [name, LOCAL_SECRETS[name]()]));
    const lines = missing.map((name) => `${name}=${made[name]}\n`).join('');
    const separator = text === '' || text.endsWith('\n') ? '' : '\n';
    try {
      // A new file with 'wx': of two runs starting together, one makes it and the other reads it.
      writeFileSync(file, `${exists ? text : HEADER}${separator}${lines}`, { mode: 0o600, flag: exists ? 'w' : 'wx' });
    } catch (error) {
      if (error.code === 'EEXIST') return ensureLocalSecrets(file);
      throw error;
    }
    Object.assign(stored, made);
  }
  // writeFileSync's mode applies to a new file only; an old or copied one is narrowed too.
  chmodSync(file, 0o600);
  return Object.fromEntries(Object.keys(LOCAL_SECRETS).map((name) => [name, stored[name]]));
}

/** Puts the checkout's local secrets into `env` where it has none of its own (the shell and .env win). */
export function loadLocalSecrets(file, env = process.env) {
  const secrets = ensureLocalSecrets(file);
  for (const [name, value] of Object.entries(secrets)) if (!env[name]) env[name] = value;
  return secrets;
}
