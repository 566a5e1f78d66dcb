// What the shared-cache specs share: the two instances' addresses, the Redis they use (which the
// outage test stops and starts again), the provider's control port, and the requests they send.
import { expect, type APIRequestContext } from '@playwright/test';
import { createClient } from '@redis/client';
import { SHARED } from '../../playwright.redis.config';
import { pdf, proposalFields } from '../application-form';
import { docker } from '../docker';

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

/** Stops Redis the way a crash or a maintenance stop would (no save): its container exits. */
export async function stopRedis(): Promise<void> {
  await withRedis(async (client) => {
    // The server closes the connection instead of answering.
    await client.sendCommand(['SHUTDOWN', 'NOSAVE']).catch(() => {});
  });
  await expect
    .poll(() => docker(['inspect', '--format', '{{.State.Running}}', SHARED.containers.redis]))
    .toBe('false');
}

/** Starts the same Redis container again, empty (it keeps nothing on disk), and waits for it. */
export async function startRedis() {
  await docker(['start', SHARED.containers.redis]);
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
