import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import base, { serialSuite } from './playwright.config';

// The compose suite: docker-compose.yml as written, brought up with `docker-compose up --build`
// (e2e/compose/global-setup.ts) and taken down with its volumes afterwards: nginx with TLS →
// Varnish → the compressing nginx → two containers of the site's image → Redis.
const PORT = Number(process.env.E2E_PORT) || 3100;

export const COMPOSE = {
  /** The project's name: its containers, network and volumes carry it. */
  project: `inwrdam-e2e-${PORT}`,
  http: PORT + 650,
  https: PORT + 651,
  secret: 'compose-suite-revalidate-secret',
  file: path.resolve('docker-compose.yml'),
} as const;

export const HTTPS = `https://localhost:${COMPOSE.https}`;

export default defineConfig({
  ...base,
  testDir: './e2e/compose',
  testIgnore: [],
  // One stack whose containers the tests stop and replace: one test at a time, in name order.
  ...serialSuite('playwright-report-compose'),
  timeout: 300_000,
  globalSetup: './e2e/compose/global-setup.ts',
  use: { ...base.use, baseURL: HTTPS, ignoreHTTPSErrors: true },
  projects: [{ name: 'compose', use: { ...devices['Desktop Chrome'] } }],
  webServer: undefined,
});
