import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// E2E_PORT lets several checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT) || 3100;

/**
 * The settings of a suite run against servers whose state its tests change (the faulty-provider,
 * shared-cache and edge suites): one test at a time, files in name order, its own HTML report.
 */
export function serialSuite(report: string) {
  return {
    fullyParallel: false,
    workers: 1,
    retries: 0,
    timeout: 60_000,
    reporter: process.env.CI
      ? [['list'] as const]
      : [['list'] as const, ['html', { open: 'never', outputFolder: report }] as const],
  };
}

export default defineConfig({
  testDir: './e2e',
  // The faulty-provider, shared-cache, edge, image and compose suites have their own servers
  // (playwright.{faulty,redis,edge,image,compose}.config.ts).
  testIgnore: ['faulty/**', 'redis/**', 'edge/**', 'image/**', 'compose/**'],
  fullyParallel: true,
  // Two cores: one server, two browser workers.
  workers: 2,
  // Under CI a failure is retried once, to show in the report whether it is flaky, and a test that
  // passed only on its retry fails the run all the same (the list reporter names it "flaky"):
  // https://playwright.dev/docs/api/class-testconfig#test-config-fail-on-flaky-tests
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/standalone.mjs',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(PORT), DATA_DIR: '.e2e-data', SITE_URL: `http://localhost:${PORT}` },
  },
});
