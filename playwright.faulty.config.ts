import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';

// The faulty-provider suite: the site's image (`node scripts/images.mjs`), one container with a
// read-only root (scripts/serve-image.mjs), reads from a fake provider the tests make misbehave
// (e2e/faulty/fake-provider.mjs). What the image's build prerendered with the embedded provider is
// re-rendered on demand through POST /api/revalidate, and the checked detail pages use ids no
// build prerenders.
const PORT = Number(process.env.E2E_PORT) || 3100;
export const FAULTY = {
  site: PORT + 2,
  provider: PORT + 3,
  control: PORT + 4,
  /** A second instance started and stopped by the graceful-shutdown test. */
  spare: PORT + 5,
  /** The site's read timeout, kept short so that a slow provider shows quickly. */
  timeoutMs: 1500,
  secret: 'faulty-suite-revalidate-secret',
  // Outside test-results/, which Playwright empties when the tests start.
  log: '.next/e2e-container.log',
  container: `inwrdam-e2e-${PORT}-faulty`,
  /** The graceful-shutdown test's second container. */
  spareContainer: `inwrdam-e2e-${PORT}-faulty-spare`,
} as const;

export default defineConfig({
  ...base,
  testDir: './e2e/faulty',
  testIgnore: [],
  // One fake provider whose mode is global: the tests run one after another.
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-faulty' }]],
  use: { ...base.use, baseURL: `http://localhost:${FAULTY.site}` },
  projects: [{ name: 'faulty-provider', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node e2e/faulty/fake-provider.mjs',
      url: `http://localhost:${FAULTY.control}/state`,
      reuseExistingServer: false,
      env: {
        FAKE_PROVIDER_PORT: String(FAULTY.provider),
        FAKE_CONTROL_PORT: String(FAULTY.control),
      },
    },
    {
      command: `node scripts/serve-image.mjs --name ${FAULTY.container} --log ${FAULTY.log}`,
      url: `http://localhost:${FAULTY.site}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      // serve-image.mjs stops the container (docker stop) and removes it before it exits.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 80_000 },
      env: {
        PORT: String(FAULTY.site),
        SITE_URL: `http://localhost:${FAULTY.site}`,
        PROVIDER_API_URL: `http://localhost:${FAULTY.provider}`,
        PROVIDER_TIMEOUT_MS: String(FAULTY.timeoutMs),
        REVALIDATE_SECRET: FAULTY.secret,
      },
    },
  ],
});
