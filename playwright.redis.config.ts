import { defineConfig, devices } from '@playwright/test';
import base, { serialSuite } from './playwright.config';

// The shared-cache suite: two containers (A and B) of the site's image (`node scripts/images.mjs`),
// started as docker-compose.yml starts them (scripts/serve-image.mjs: read-only root, the
// compose file's variables, one /data volume for both), sharing one Redis container
// (redis:7-alpine), reading from a provider the tests control (e2e/faulty/fake-provider.mjs).
// Every container is on the host's network, so each listens on its own port of this machine.
const PORT = Number(process.env.E2E_PORT) || 3100;

export const SHARED = {
  a: PORT + 6,
  b: PORT + 7,
  /** A third instance on the same Redis, started and stopped by the SIGTERM test. */
  spare: PORT + 8,
  provider: PORT + 9,
  control: PORT + 10,
  redisPort: PORT + 14,
  redisUrl: `redis://127.0.0.1:${PORT + 14}`,
  secret: 'shared-cache-suite-revalidate-secret',
  /** The site's read timeout, kept short so that a slow provider shows quickly. */
  timeoutMs: 1500,
  /** One public origin for both, as behind the compose file's proxy. */
  siteUrl: `http://localhost:${PORT + 6}`,
  /** Shared by both, as the compose file's volume. */
  volume: `inwrdam-e2e-${PORT}-shared-data`,
  containers: {
    a: `inwrdam-e2e-${PORT}-shared-a`,
    b: `inwrdam-e2e-${PORT}-shared-b`,
    spare: `inwrdam-e2e-${PORT}-shared-spare`,
    redis: `inwrdam-e2e-${PORT}-shared-redis`,
  },
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
    {
      // The compose file's Redis: a cache without persistence, on loopback only here.
      command:
        `node scripts/serve-image.mjs --name ${SHARED.containers.redis} --image redis:7-alpine -- ` +
        `redis-server --bind 127.0.0.1 --port ${SHARED.redisPort} --save "" --appendonly no`,
      port: SHARED.redisPort,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
    },
    ...(['a', 'b'] as const).map((name) => ({
      command: `node scripts/serve-image.mjs --name ${SHARED.containers[name]} --volume ${SHARED.volume}:/data`,
      url: `http://localhost:${SHARED[name]}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      // serve-image.mjs stops the container (docker stop) and removes it before it exits.
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 80_000 },
      env: instanceEnv(SHARED[name]),
    })),
  ],
});
