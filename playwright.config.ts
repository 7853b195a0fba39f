import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser (scripts/test.mjs finds it and sets CHROMIUM_PATH).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 4399);
// Parallel work trees keep their results apart (TEST_TMP=.tmp-x).
const tmp = process.env.TEST_TMP ?? '.tmp';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: [['list'], ['json', { outputFile: `${tmp}/playwright-results.json` }]],
  outputDir: `${tmp}/test-results`,
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    video: 'off',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1366, height: 850 } } }],
});
