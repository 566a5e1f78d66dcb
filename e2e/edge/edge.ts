// What the edge specs share: the stack's addresses, its processes (scripts/stack.mjs status), the
// fake provider's controls, and the requests they send through the edge.
import { spawnSync } from 'node:child_process';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { createClient } from '@redis/client';
import { EDGE, HTTPS } from '../../playwright.edge.config';

export { EDGE, HTTPS };
export const HTTP = `http://localhost:${EDGE.http}`;

/** The fake provider's news item, tender and event: ids no build prerenders. */
export const ID = 701;

const control = `http://localhost:${EDGE.control}`;

export interface StackStatus {
  urls: { https: string; http: string };
  /**
   * Every process `up` started; an instance's pid is its supervisor's current one, with its
   * metrics port and its count of unplanned restarts. The supervisor has no port.
   */
  processes: {
    role: string;
    pid: number;
    port?: number;
    metricsPort?: number;
    restarts?: number;
  }[];
}

export function stackStatus(): StackStatus {
  const result = spawnSync(process.execPath, ['scripts/stack.mjs', 'status'], {
    encoding: 'utf8',
    env: { ...process.env, STACK_DIR: EDGE.stateDir },
  });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as StackStatus;
}

/** Waits until every one of `processes` has exited (a signal sent, as `systemctl stop` would). */
export function untilGone(processes: readonly { pid: number }[], timeout = 30_000) {
  const exited = (pid: number) => {
    try {
      process.kill(pid, 0);
      return false;
    } catch {
      return true;
    }
  };
  return expect.poll(() => processes.every(({ pid }) => exited(pid)), { timeout }).toBe(true);
}

/** PASS, HIT, MISS or STALE: how the edge answered (deploy/varnish.vcl, vcl_deliver). */
export const edgeCache = (response: APIResponse) => response.headers()['x-cache'];

export async function edition(request: APIRequestContext): Promise<number> {
  return ((await (await request.get(`${control}/state`)).json()) as { edition: number }).edition;
}

export async function nextEdition(request: APIRequestContext) {
  expect((await request.post(`${control}/edition`)).ok()).toBe(true);
}

/** The CMS webhook, sent to the public address as a CMS would. */
export function revalidate(
  request: APIRequestContext,
  body: { tags?: string[]; paths?: string[] },
) {
  return request.post(`${HTTPS}/api/revalidate`, {
    headers: { authorization: `Bearer ${EDGE.secret}` },
    data: body,
  });
}

/** Requests a page until the edge has it: the first answer may be a MISS. */
export async function warm(request: APIRequestContext, path: string) {
  await request.get(path);
  const second = await request.get(path);
  expect(second.status()).toBe(200);
  expect(edgeCache(second)).toBe('HIT');
  return second;
}

/** Empties the stack's Redis: the upload counters earlier tests left there. */
export async function flushRedis() {
  const client = createClient({ url: `redis://127.0.0.1:${EDGE.redis}` });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.flushDb();
  } finally {
    client.destroy();
  }
}
