import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import base, { serialSuite } from './playwright.config';

// The edge suite: the whole deployment as `node scripts/stack.mjs up` starts it (nginx for TLS,
// Varnish, two instances of the main suite's build, Redis), reading from a provider the tests
// control (e2e/faulty/fake-provider.mjs). e2e/edge/global-setup.ts starts both and stops them.
const PORT = Number(process.env.E2E_PORT) || 3100;

export const EDGE = {
  http: PORT + 30,
  https: PORT + 31,
  /**
   * Varnish, the first of the stack's thirteen internal ports (STACK_INTERNAL_PORT, in the order
   * of PORTS in scripts/stack/state.mjs): the instances, Redis, the compressing nginx, Prometheus…
   */
  cache: PORT + 32,
  instances: [PORT + 33, PORT + 34],
  redis: PORT + 35,
  prometheus: PORT + 38,
  provider: PORT + 48,
  control: PORT + 49,
  secret: 'edge-suite-revalidate-secret',
  stateDir: path.resolve('.next/e2e-edge'),
  /** Where the fake provider keeps the proposals it accepted (FAKE_RECEIVED_DIR). */
  receivedDir: path.resolve('.next/e2e-edge-received'),
} as const;

export const HTTPS = `https://localhost:${EDGE.https}`;

export default defineConfig({
  ...base,
  testDir: './e2e/edge',
  testIgnore: [],
  // One stack whose state (cache, provider edition, instances) the tests change: one test at a
  // time, files in name order; without-instances.spec.ts stops the instances, so it runs last.
  ...serialSuite('playwright-report-edge'),
  globalSetup: './e2e/edge/global-setup.ts',
  // The stack's certificate is self-signed, made by `up`.
  use: { ...base.use, baseURL: HTTPS, ignoreHTTPSErrors: true },
  projects: [{ name: 'edge', use: { ...devices['Desktop Chrome'] } }],
  webServer: undefined,
});
