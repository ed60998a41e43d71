import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys in the system Chromium (browser downloads are not possible here).
 * The lead's harness adds `globalSetup` (fresh database, sample import, BFF
 * and the built web app); until then, run against servers you started:
 *
 *   cd /work/main && npm run sync -w @immo/sync-worker -- --from apps/sync-worker/sample-export
 *   npm start -w @immo/bff &                       # BFF on :3001
 *   cd apps/web && npx next build && npx next start -p 3000 &
 *   npx playwright test                            # from apps/web
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
