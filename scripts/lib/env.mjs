// Loads the optional .env at the repository root so every script and app sees
// the same settings; variables already set in the shell win.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function loadDotEnv() {
  const file = path.join(repoRoot, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

export const defaults = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/immo',
  REDIS_URL: 'redis://127.0.0.1:6379',
};
