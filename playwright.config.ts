import { defineConfig, devices } from '@playwright/test';
import { E2E_EDGE_PORT, E2E_EDITOR_TOKEN, E2E_PORT as PORT } from './e2e/server-env';

const CI = !!process.env.CI;
/**
 * Pages are prerendered from the store, so the build seeds and reads the e2e store (npm run
 * build). Set E2E_SKIP_BUILD=1 to start the last .next-e2e build again instead of rebuilding.
 */
const build = process.env.E2E_SKIP_BUILD ? '' : 'npm run build && ';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  globalSetup: './e2e/global-setup.ts',
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // Two shared cores: one worker keeps the server responsive and timings honest.
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'on-first-retry',
    // The site's service worker (offline reading) would answer requests that tests intercept with
    // page.route, which does not see a worker's fetches; e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    navigationTimeout: 45_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // Its own build folder and store directory, so it never collides with a dev server. The store
    // directory is wiped first (unless the build is reused) so the build seeds it fresh from content/.
    command: `${build ? 'rm -rf .data/e2e && ' : ''}${build}node server.mjs -p ${PORT}`,
    url: `http://localhost:${PORT}/robots.txt`,
    env: {
      NEXT_DIST_DIR: '.next-e2e',
      DATA_DIR: '.data/e2e',
      SITE_URL: `http://localhost:${PORT}`,
      EDITOR_TOKEN: E2E_EDITOR_TOKEN,
      // e2e/edge.spec.ts puts Varnish there; while it is not running, a write's purge just warns.
      EDGE_PURGE_URL: `http://127.0.0.1:${E2E_EDGE_PORT}/`,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    reuseExistingServer: !CI,
    timeout: 15 * 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
