import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Journeys in the system Chromium (browser downloads are not possible here).
// The global setup (tools/e2e) starts the real stack on its own ports and a
// fresh database with the sample imported, so `npm start` can keep running.
// The web app must be built first: `npx nx run @immo/web:e2e` does both.
const resultsFile = path.join(__dirname, '../../var/test-results/playwright.json');

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: resultsFile }]],
  globalSetup: '../../tools/e2e/global-setup.mjs',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 3100}`,
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
