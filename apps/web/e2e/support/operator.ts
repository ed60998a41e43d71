// The console spec's operator: created with the BFF's own `operator:create`
// code in the run's database, the TOTP codes computed from the key the setup
// page shows, as an authenticator app would.
import { base32Decode, totpCode } from '@immo/platform/totp';
import type { Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const BFF_DIR = path.resolve(__dirname, '../../../bff');

/** Runs `npm run operator:create`'s script against the run's database; answers the setup link's path and query. */
export function createOperatorWithCli(email: string, name: string, locale: string): string {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  const key = process.env.E2E_OPERATOR_TOTP_KEY;
  if (!databaseUrl || !key)
    throw new Error('E2E_DATABASE_URL / E2E_OPERATOR_TOTP_KEY not set: run through the Playwright global setup');
  const result = spawnSync(
    process.execPath,
    [
      '-r',
      '@swc-node/register',
      'src/operators/create-operator.ts',
      '--email',
      email,
      '--name',
      name,
      '--locale',
      locale,
    ],
    {
      cwd: BFF_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        OPERATOR_TOTP_KEY: key,
        SITE_URL: 'http://127.0.0.1',
      },
      encoding: 'utf8',
    },
  );
  const link = /https?:\/\/\S+\/console\/setup\/\?token=[A-Za-z0-9_-]+/.exec(result.stdout)?.[0];
  if (result.status !== 0 || !link)
    throw new Error(`operator:create failed (${result.status}): ${result.stdout}${result.stderr}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/** The code an authenticator holding `secret` (base32, spaces allowed) shows, `offsetSteps` × 30 s from now. */
export function totpFor(secret: string, offsetSteps = 0): string {
  const key = base32Decode(secret);
  if (key === null) throw new Error(`not a base32 key: ${secret}`);
  return totpCode(key, Date.now() + offsetSteps * 30_000);
}

export interface ConsoleOperator {
  email: string;
  password: string;
  secret: string;
}

/** A new operator, set up through the single-use link as a person would, left logged in on the console's start page. */
export async function loginAsNewOperator(page: Page, locale = 'en', name = 'Ann Ops'): Promise<ConsoleOperator> {
  const email = `ops-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@agency.test`;
  const password = 'Console-Sleutel-2026-Namen';
  await page.goto(createOperatorWithCli(email, name, locale));
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="confirmation"]').fill(password);
  await page.locator('input[name="code"]').fill(totpFor(secret));
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(new RegExp(`/${locale}/console/$`));
  return { email, password, secret };
}
