// The faulty suite's hold on the fake provider (e2e/faulty/fake-provider.mjs) and on the site it
// feeds: the provider's mode and state, revalidation, the site's log and its container's cache files.
import { readFile, stat } from 'node:fs/promises';
import { expect, type APIRequestContext } from '@playwright/test';
import { FAULTY } from '../../playwright.faulty.config';
import { execIn } from '../docker';

export const control = `http://localhost:${FAULTY.control}`;

export type Mode =
  | 'healthy'
  | 'slow'
  | 'http-500'
  | 'malformed'
  | 'wrong-shape'
  | 'refused'
  | 'huge-body'
  | 'absurd-last-page'
  | 'bad-item';

/** What each fault looks like to the site: the kind its log line names. */
export const FAULTS: {
  mode: Exclude<Mode, 'healthy' | 'absurd-last-page' | 'bad-item'>;
  kind: string;
  cause: RegExp;
}[] = [
  { mode: 'slow', kind: 'timeout', cause: /did not answer within 1500 ms/ },
  { mode: 'http-500', kind: 'http', cause: /answered HTTP 500/ },
  { mode: 'malformed', kind: 'shape', cause: /malformed JSON/ },
  { mode: 'wrong-shape', kind: 'shape', cause: /Invalid response shape/ },
  { mode: 'refused', kind: 'network', cause: /unreachable/ },
  // An endless answer is cut at the size cap (5 MB), not read into memory.
  { mode: 'huge-body', kind: 'too-large', cause: /answer exceeds \d+ bytes/ },
];

export async function setMode(request: APIRequestContext, mode: Mode) {
  const response = await request.post(`${control}/mode`, { data: mode });
  expect(response.ok()).toBe(true);
}

export async function providerState(request: APIRequestContext) {
  return (await (await request.get(`${control}/state`)).json()) as {
    mode: Mode;
    edition: number;
    requests: number;
  };
}

export function revalidate(
  request: APIRequestContext,
  body: { tags?: string[]; paths?: string[] },
  secret: string = FAULTY.secret,
) {
  return request.post('/api/revalidate', {
    headers: { authorization: `Bearer ${secret}` },
    data: body,
  });
}

/** The site's log from a byte offset on: what the server printed during one step. */
export async function logSize() {
  return (await stat(FAULTY.log)).size;
}
export async function logSince(offset: number) {
  // The offset counts bytes; the log holds multi-byte characters.
  return (await readFile(FAULTY.log)).subarray(offset).toString('utf8');
}

/**
 * How many files the container's caches hold (pages, route answers and provider reads). The
 * pages' folder comes with the build, so it must be there: a wrong path fails rather than counting
 * 0 before and after. The other two appear with their first entry. A test that counts no new file
 * also shows that a legitimate request adds one (the count is not blind to where files go).
 */
export async function cacheFiles(): Promise<number> {
  // Next 16 keeps route handlers' answers (cards, feeds, sitemap parts) in route-cache/.
  const listed = await execIn(FAULTY.container, [
    'sh',
    '-c',
    'cd /app/.next && test -d server/app && { find server/app server/route-cache cache -type f 2>/dev/null; true; }',
  ]);
  return listed.split('\n').filter(Boolean).length;
}
