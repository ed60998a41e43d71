import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The screenshot reviews of docs/review/: the suite's stack and browser, but
// only e2e/review/*.review.ts, which write pictures and assert little.
export default defineConfig({
  ...base,
  testDir: './e2e/review',
  testMatch: '**/*.review.ts',
  retries: 0,
  reporter: [['list']],
});
