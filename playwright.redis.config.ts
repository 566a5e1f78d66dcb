import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import base, { serialSuite } from './playwright.config';

// The shared-cache suite: two instances (A and B) of the same build, each assembled and started
// as its container would be (scripts/container.mjs, as in docker-compose.yml), sharing one Redis
// (TEST_REDIS_URL, started by scripts/with-redis.mjs) and one DATA_DIR, reading from a provider
// the tests control (e2e/faulty/fake-provider.mjs). It reuses the main suite's build.
const PORT = Number(process.env.E2E_PORT) || 3100;
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) {
  throw new Error(
    'TEST_REDIS_URL is not set. Run this suite through `npm run test:e2e`, or with a Redis of its ' +
      'own: node scripts/with-redis.mjs "npx playwright test -c playwright.redis.config.ts"',
  );
}

export const SHARED = {
  a: PORT + 6,
  b: PORT + 7,
  /** A third instance on the same Redis, started and stopped by the SIGTERM test. */
  spare: PORT + 8,
  provider: PORT + 9,
  control: PORT + 10,
  redisUrl,
  secret: 'shared-cache-suite-revalidate-secret',
  /** The site's read timeout, kept short so that a slow provider shows quickly. */
  timeoutMs: 1500,
  /** One public origin for both, as behind the compose file's proxy. */
  siteUrl: `http://localhost:${PORT + 6}`,
  /** Shared by both, as the compose file's volume; absolute, since each runs in its own folder. */
  dataDir: path.resolve('.next/e2e-redis-data'),
  dirs: { a: '.next/e2e-redis-a', b: '.next/e2e-redis-b' },
} as const;

/** What both instances are started with: the compose file's `environment`, for this machine. */
export function instanceEnv(port: number): Record<string, string> {
  return {
    PORT: String(port),
    SITE_URL: SHARED.siteUrl,
    REDIS_URL: SHARED.redisUrl,
    REVALIDATE_SECRET: SHARED.secret,
    PROVIDER_API_URL: `http://localhost:${SHARED.provider}`,
    PROVIDER_TIMEOUT_MS: String(SHARED.timeoutMs),
    DATA_DIR: SHARED.dataDir,
  };
}

export default defineConfig({
  ...base,
  testDir: './e2e/redis',
  testIgnore: [],
  // One Redis and one provider whose state the tests change: one test at a time, files in name
  // order. Redis is stopped last (stopped-redis.spec.ts): after it returns, the upload limiter's
  // own connection may still be waiting to reconnect, and rate-limit.spec.ts must count in Redis.
  ...serialSuite('playwright-report-redis'),
  use: { ...base.use, baseURL: `http://localhost:${SHARED.a}` },
  projects: [{ name: 'shared-cache', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node e2e/faulty/fake-provider.mjs',
      url: `http://localhost:${SHARED.control}/state`,
      reuseExistingServer: false,
      env: {
        FAKE_PROVIDER_PORT: String(SHARED.provider),
        FAKE_CONTROL_PORT: String(SHARED.control),
      },
    },
    ...(['a', 'b'] as const).map((name) => ({
      command: `node scripts/container.mjs --dir ${SHARED.dirs[name]}`,
      url: `http://localhost:${SHARED[name]}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
      env: instanceEnv(SHARED[name]),
    })),
  ],
});
