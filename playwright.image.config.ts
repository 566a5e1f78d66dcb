import { defineConfig, devices } from '@playwright/test';
import base, { serialSuite } from './playwright.config';

// The image's promises (e2e/image/): each test starts the containers it needs from the site's image
// (`node scripts/images.mjs`), checks one promise of the Dockerfile, and removes them. No web
// server of its own: the containers are the servers. Request-level, no browser.
const PORT = Number(process.env.E2E_PORT) || 3100;

export const IMAGE = {
  /** Each test's container listens here, on the host's network. */
  port: PORT + 15,
  /** The second container of the replacement and draining tests. */
  second: PORT + 16,
  prefix: `inwrdam-e2e-${PORT}-image`,
} as const;

export default defineConfig({
  ...base,
  testDir: './e2e/image',
  testIgnore: [],
  ...serialSuite('playwright-report-image'),
  timeout: 180_000,
  use: { ...base.use, baseURL: `http://localhost:${IMAGE.port}` },
  projects: [{ name: 'image', use: { ...devices['Desktop Chrome'] } }],
  webServer: undefined,
});
