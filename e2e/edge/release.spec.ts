import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createClient } from '@redis/client';
import { proposalFields, pdf } from '../application-form';
import { EDGE, HTTPS, ID, edgeCache, stackStatus, warm } from './edge';

// `node scripts/stack.mjs release` replaces both instances, one at a time, three times in a row,
// while visitors keep coming through the edge: pages from the cache, a search rendered per
// request, and tender proposals with their files. Not one answer may fail, and every receipt the
// site gives must stand for a proposal the provider really holds (docs/operations.md,
// "Releasing").

const RELEASES = 3;
const WORKERS_PER_KIND = 1;
const AFTER_RELEASE_MS = 3_000;
const CACHED = ['/', '/news', '/fr', '/ar/news'];

interface Outcome {
  kind: 'cached' | 'search' | 'upload';
  path: string;
  status: number;
  at: number;
  error?: string;
}

/** Forgets this machine's upload allowance: the test sends more than ten proposals. */
async function resetUploadLimit() {
  const client = createClient({ url: `redis://127.0.0.1:${EDGE.redis}` });
  client.on('error', () => {});
  await client.connect();
  try {
    const keys = await client.keys('inwrdam:upload-limit*');
    if (keys.length > 0) await client.del(keys);
  } finally {
    client.destroy();
  }
}

async function timed(kind: Outcome['kind'], target: string, send: () => Promise<number>) {
  const at = Date.now();
  try {
    return { kind, path: target, status: await send(), at } satisfies Outcome;
  } catch (error) {
    return { kind, path: target, status: 0, at, error: String(error) } satisfies Outcome;
  }
}

/** One `release`: its exit code, its output, and when each line was printed. */
async function releaseOnce() {
  const output: string[] = [];
  const marks: Record<string, number> = {};
  const release = spawn(process.execPath, ['scripts/stack.mjs', 'release'], {
    env: { ...process.env, STACK_DIR: EDGE.stateDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [release.stdout, release.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (text: string) => {
      for (const line of text.split('\n').filter(Boolean)) {
        output.push(line);
        marks[line] = Date.now();
      }
    });
  }
  const code = await new Promise<number | null>((resolve) => release.on('exit', resolve));
  return { code, output, marks };
}

const instances = () => stackStatus().processes.filter(({ role }) => role.startsWith('instance-'));

test('three releases in a row replace both instances each time without failing a request or losing an upload', async ({
  request,
}) => {
  test.setTimeout(900_000);
  for (const page of CACHED) await warm(request, page);

  /** Each release, with the instances before it. */
  const releases: (Awaited<ReturnType<typeof releaseOnce>> & {
    before: ReturnType<typeof instances>;
  })[] = [];
  const exited = (async () => {
    for (let index = 0; index < RELEASES; index += 1) {
      const before = instances();
      const done = await releaseOnce();
      releases.push({ ...done, before });
      if (done.code !== 0) break;
    }
  })();
  let releasing = true;
  let stopAt = Infinity;
  const stop = () => {
    releasing = false;
    stopAt = Date.now() + AFTER_RELEASE_MS;
  };
  void exited.then(stop, stop);
  const running = () => releasing || Date.now() < stopAt;

  const outcomes: Outcome[] = [];
  const receipts: { receipt: string; marker: string }[] = [];
  const loop = async (next: (round: number) => Promise<Outcome>) => {
    for (let round = 0; running(); round += 1) outcomes.push(await next(round));
  };
  const cached = (round: number) => {
    const target = CACHED[round % CACHED.length]!;
    return timed('cached', target, async () => (await request.get(target)).status());
  };
  const search = (round: number) => {
    const target = `/search?q=${['water', 'network', 'tender'][round % 3]}`;
    return timed('search', target, async () => (await request.get(target)).status());
  };
  const upload = (api: APIRequestContext) => async (round: number) => {
    const marker = `release-upload-${round}-${Date.now()}`;
    await resetUploadLimit();
    return timed('upload', `/api/tenders/${ID}/apply`, async () => {
      const answer = await api.post(`/api/tenders/${ID}/apply`, {
        headers: { origin: HTTPS, 'accept-language': 'en' },
        multipart: proposalFields(ID, 'Release Engineering', pdf(`${marker}.pdf`, 4096, marker)),
        timeout: 120_000,
      });
      if (answer.ok()) {
        const body = (await answer.json()) as { success: boolean; receipt?: string };
        if (body.success && body.receipt) receipts.push({ receipt: body.receipt, marker });
        else return 0;
      }
      return answer.status();
    });
  };
  await Promise.all(
    Array.from({ length: WORKERS_PER_KIND }, () => [
      loop(cached),
      loop(search),
      loop(upload(request)),
    ]).flat(),
  );

  const counts = Object.fromEntries(
    (['cached', 'search', 'upload'] as const).map((kind) => [
      kind,
      outcomes.filter((outcome) => outcome.kind === kind).length,
    ]),
  );
  console.log(
    `release under load: ${JSON.stringify(counts)} requests, ${receipts.length} receipts`,
  );
  await exited;
  let after: ReturnType<typeof instances> = [];
  expect(releases).toHaveLength(RELEASES);
  for (const [index, { code, output, marks, before }] of releases.entries()) {
    const log = `release ${index + 1}:\n${output.join('\n')}`;
    expect(code, log).toBe(0);
    // Both instances were replaced: new processes on the same ports.
    after = releases[index + 1]?.before ?? instances();
    expect(after.map(({ role, port }) => [role, port])).toEqual(
      before.map(({ role, port }) => [role, port]),
    );
    for (const [position, instance] of after.entries())
      expect(instance.pid, log).not.toBe(before[position]!.pid);

    // The load covered the release: each instance's replacement saw requests of every kind.
    for (const role of ['instance-1', 'instance-2']) {
      const from = marks[`${role}: out of rotation, draining`];
      const to = marks[`${role}: back in rotation`];
      expect(from, log).toBeDefined();
      expect(to, log).toBeDefined();
      for (const kind of ['cached', 'search', 'upload'] as const) {
        const during = outcomes.filter(
          (outcome) => outcome.kind === kind && outcome.at >= from! && outcome.at <= to!,
        );
        expect(
          during.length,
          `${kind} requests while ${role} was replaced (${log})`,
        ).toBeGreaterThan(0);
      }
    }
  }

  // Not one failed answer.
  const failed = outcomes.filter(({ status }) => status !== 200);
  expect(failed).toEqual([]);

  // Every receipt stands for a proposal the provider holds, with its file's bytes.
  expect(receipts.length).toBe(outcomes.filter(({ kind }) => kind === 'upload').length);
  for (const { receipt, marker } of receipts) {
    const body = await readFile(path.join(EDGE.receivedDir, `${receipt}.body`), 'latin1');
    expect(body, receipt).toContain(`% ${marker}\n`);
  }

  // The edge is whole again: both instances ready and in rotation, pages served from the cache.
  for (const { port } of after) {
    const ready = await request.get(`http://localhost:${port}/api/health/ready`);
    expect(ready.status()).toBe(200);
  }
  const page = await request.get('/news');
  expect(page.status()).toBe(200);
  expect(['HIT', 'STALE']).toContain(edgeCache(page));
});
