// Loads the optional .env at the repository root so every script and app sees
// the same settings, then this checkout's local secrets (made on first use,
// local-secrets.mjs); variables already set in the shell win, then .env's.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { loadLocalSecrets } from './local-secrets.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Ignored by git and Docker (var/); the apps' npm scripts read it too (read-local-secrets.cjs). */
export const LOCAL_SECRETS_FILE = path.join(repoRoot, 'var/local-secrets.env');

export function loadDotEnv() {
  const file = path.join(repoRoot, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
  loadLocalSecrets(LOCAL_SECRETS_FILE);
}

export const defaults = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/immo',
  REDIS_URL: 'redis://127.0.0.1:6379',
};
