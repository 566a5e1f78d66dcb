// What the shared-cache specs share: the two instances' addresses, the Redis they use (which the
// outage test stops and starts again), the provider's control port, and the requests they send.
import { spawn } from 'node:child_process';
import { expect, type APIRequestContext } from '@playwright/test';
import { createClient } from '@redis/client';
import { SHARED } from '../../playwright.redis.config';
import { pdf, proposalFields } from '../application-form';

export const A = `http://localhost:${SHARED.a}`;
export const B = `http://localhost:${SHARED.b}`;
const control = `http://localhost:${SHARED.control}`;

/** The fake provider's news item and tender: ids no build prerenders, so pages render on demand. */
export const ID = 701;

function redisClient() {
  return createClient({ url: SHARED.redisUrl });
}

export async function withRedis<T>(action: (client: ReturnType<typeof redisClient>) => Promise<T>) {
  const client = redisClient();
  client.on('error', () => {});
  await client.connect();
  try {
    return await action(client);
  } finally {
    client.destroy();
  }
}

/** The shared cache's key of one page: Next 16 names it `/route-cache/APP_PAGE/<hash>/$<path>`. */
export function pageKeys(path: string) {
  return withRedis((client) => client.keys(`*/route-cache/APP_PAGE/*/$${path}`));
}

/** Empties Redis: the pages, reads and counters earlier tests left there. */
export function flushRedis() {
  return withRedis((client) => client.flushDb());
}

/**
 * Stops Redis the way a crash or a maintenance stop would (no save), and answers how to start
 * the same server again: its binary and the configuration file scripts/with-redis.mjs wrote.
 */
export async function stopRedis(): Promise<{ executable: string; configFile: string }> {
  return withRedis(async (client) => {
    const info = await client.info('server');
    const field = (name: string) => new RegExp(`^${name}:(.+)$`, 'm').exec(info)?.[1]?.trim();
    const executable = field('executable');
    const configFile = field('config_file');
    if (!executable || !configFile)
      throw new Error('the test Redis runs without a configuration file');
    // The server closes the connection instead of answering.
    await client.sendCommand(['SHUTDOWN', 'NOSAVE']).catch(() => {});
    return { executable, configFile };
  });
}

/** Starts Redis again on the same port, empty (it keeps nothing on disk), and waits for it. */
export async function startRedis({
  executable,
  configFile,
}: {
  executable: string;
  configFile: string;
}) {
  // Detached: it must outlive this test worker; scripts/with-redis.mjs stops whatever serves the
  // port when the run ends.
  const server = spawn(executable, [configFile], { detached: true, stdio: 'ignore' });
  server.unref();
  await expect
    .poll(() => withRedis((client) => client.ping()).catch(() => 'down'), { timeout: 10_000 })
    .toBe('PONG');
}

export interface Health {
  status: string;
  cache: {
    kind: 'local' | 'redis';
    status: 'up' | 'degraded';
    reason?: string;
    /** This instance's memory tier in front of Redis (lib/cache/memory-tier.mjs). */
    memory?: {
      usable: boolean;
      entries: number;
      bytes: number;
      maxEntries: number;
      maxBytes: number;
    };
  };
}

export async function health(request: APIRequestContext, base: string): Promise<Health> {
  const response = await request.get(`${base}/api/health`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Health;
}

export async function providerState(request: APIRequestContext) {
  return (await (await request.get(`${control}/state`)).json()) as {
    mode: string;
    edition: number;
    requests: number;
    submissions: number;
    reads: Record<string, number>;
  };
}

export async function setProviderMode(request: APIRequestContext, mode: 'healthy' | 'slow') {
  expect((await request.post(`${control}/mode`, { data: mode })).ok()).toBe(true);
}

export async function nextEdition(request: APIRequestContext) {
  expect((await request.post(`${control}/edition`)).ok()).toBe(true);
}

export function revalidate(
  request: APIRequestContext,
  base: string,
  body: { tags?: string[]; paths?: string[] },
) {
  return request.post(`${base}/api/revalidate`, {
    headers: { authorization: `Bearer ${SHARED.secret}` },
    data: body,
  });
}

/** A complete proposal for the fake provider's open tender, as the site's form sends it. */
export function submitProposal(request: APIRequestContext, base: string) {
  return request.post(`${base}/api/tenders/${ID}/apply`, {
    headers: { origin: SHARED.siteUrl, 'accept-language': 'en' },
    multipart: proposalFields(ID, 'Shared Cache Engineering', pdf('proposal.pdf', 2048)),
  });
}
