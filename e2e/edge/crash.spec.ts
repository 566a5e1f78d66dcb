import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { proposalFields, pdf } from '../application-form';
import { EDGE, HTTPS, ID, flushRedis, stackStatus, warm } from './edge';

// An instance killed outright (SIGKILL: the kernel's OOM killer, a crash in a native module)
// while visitors keep coming through the edge (docs/operations.md, "When an instance dies"):
// - no read fails: Varnish sends a read that failed on the dead instance to the other one, and
//   its probe then takes the dead one out of rotation;
// - a proposal the dead instance was passing on to the provider gets the site's JSON envelope
//   with a 503, the provider keeps nothing of it, and sending it again succeeds;
// - the stack's supervisor starts the instance again, and it rejoins once ready.

const control = `http://localhost:${EDGE.control}`;
const CACHED = ['/', '/news', '/fr', '/ar/news'];
/** Long enough for the instance to be killed while the provider holds the proposal unread. */
const INTAKE_DELAY_MS = 8_000;

interface ProviderState {
  submissions: number;
  truncated: number;
  /** Proposals the provider holds unread (intake delay). */
  held: number;
}

async function providerState(request: APIRequestContext): Promise<ProviderState> {
  return (await (await request.get(`${control}/state`)).json()) as ProviderState;
}

async function intakeDelay(request: APIRequestContext, ms: number) {
  expect((await request.post(`${control}/intake-delay`, { data: String(ms) })).ok()).toBe(true);
}

function propose(request: APIRequestContext, marker: string) {
  return request.post(`/api/tenders/${ID}/apply`, {
    headers: { origin: HTTPS, 'accept-language': 'fr' },
    // Two megabytes: more than the sockets between the instance and the provider hold, so the
    // instance is still sending it when it dies.
    multipart: proposalFields(ID, 'Crash Test Ltd', pdf(`${marker}.pdf`, 2 * 1024 * 1024, marker)),
    timeout: 60_000,
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('an instance killed under load costs no read and no proposal, and comes back by itself', async ({
  request,
}) => {
  test.setTimeout(240_000);
  await flushRedis();
  for (const page of CACHED) await warm(request, page);
  const instances = () =>
    stackStatus().processes.filter(({ role }) => role.startsWith('instance-'));
  const before = instances();
  const victim = before.find(({ role }) => role === 'instance-1')!;
  const provider = await providerState(request);

  // Two proposals one after the other, nothing else through the edge between them: its round
  // robin (which every request moves on, a cached read too) gives them one instance each. The
  // second leaves once the provider holds the first, so no read can come between them.
  await intakeDelay(request, INTAKE_DELAY_MS);
  const stamp = Date.now();
  const proposals: { marker: string; answer: ReturnType<typeof propose> }[] = [];
  for (const marker of [`crash-a-${stamp}`, `crash-b-${stamp}`]) {
    proposals.push({ marker, answer: propose(request, marker) });
    const holding = provider.held + proposals.length;
    await expect.poll(async () => (await providerState(request)).held).toBe(holding);
  }

  // Reads meanwhile: pages the edge keeps, and searches an instance renders each time.
  const reads: { path: string; status: number }[] = [];
  let loading = true;
  const load = async (paths: (round: number) => string) => {
    for (let round = 0; loading; round += 1) {
      const target = paths(round);
      const status = await request
        .get(target, { timeout: 30_000 })
        .then((response) => response.status())
        .catch(() => 0);
      reads.push({ path: target, status });
    }
  };
  const loops = [
    load((round) => CACHED[round % CACHED.length]!),
    load((round) => `/search?q=${['water', 'network', 'tender', 'drought'][round % 4]}`),
    load((round) => `/fr/search?q=${['eau', 'réseau'][round % 2]}&page=${(round % 3) + 1}`),
  ];

  await pause(2_000);
  process.kill(victim.pid, 'SIGKILL');
  const killedAt = Date.now();
  // What the dead instance was sending is gone; the provider takes the rest at once again.
  await pause(500);
  await intakeDelay(request, 0);

  const answers = await Promise.all(
    proposals.map(async ({ marker, answer }) => {
      const response = await answer;
      return { marker, status: response.status(), body: (await response.json()) as unknown };
    }),
  );
  const refused = answers.filter(({ status }) => status !== 200);
  const accepted = answers.filter(({ status }) => status === 200);
  // The proposal on the killed instance: a clear answer in the site's envelope, to send again.
  expect(refused, JSON.stringify(answers)).toHaveLength(1);
  expect(refused[0]!.status).toBe(503);
  expect(refused[0]!.body).toEqual({ success: false, message: expect.any(String) });
  expect(accepted).toHaveLength(1);
  expect(accepted[0]!.body).toMatchObject({ success: true, receipt: expect.any(String) });

  // The supervisor starts it again; it rejoins once ready. Reads go on meanwhile.
  let back: (typeof before)[number] | undefined;
  for (const deadline = Date.now() + 150_000; Date.now() < deadline; await pause(500)) {
    back = instances().find(({ role }) => role === 'instance-1');
    if (back && back.pid !== victim.pid) {
      const ready = await request
        .get(`http://localhost:${back.port}/api/health/ready`, { timeout: 5_000 })
        .catch(() => null);
      if (ready?.status() === 200) break;
    }
  }
  console.log(`instance-1 ready again ${Date.now() - killedAt} ms after SIGKILL`);
  expect(back?.pid).not.toBe(victim.pid);
  expect(back?.restarts).toBeGreaterThanOrEqual(1);
  // Long enough for Varnish's probe to count it healthy again (two good probes a second apart).
  await pause(3_000);
  loading = false;
  await Promise.all(loops);

  // Not one read failed.
  const failed = reads.filter(({ status }) => status !== 200);
  console.log(`reads while an instance died and came back: ${reads.length}`);
  expect(failed).toEqual([]);

  // The refused proposal was not kept, half or whole; sent again, it is.
  const again = await propose(request, refused[0]!.marker);
  expect(again.status()).toBe(200);
  const receipt = ((await again.json()) as { receipt: string }).receipt;
  const after = await providerState(request);
  // The cut proposal is either refused by the provider as truncated, or, when the sockets had
  // taken all of it before the instance died, kept whole (its receipt never reached the visitor,
  // who sent it again): never kept in part.
  const whole = after.submissions - provider.submissions - 2;
  expect([0, 1]).toContain(whole);
  expect(whole + (after.truncated - provider.truncated)).toBe(1);
  for (const [marker, id] of [
    [accepted[0]!.marker, (accepted[0]!.body as { receipt: string }).receipt],
    [refused[0]!.marker, receipt],
  ] as const) {
    const body = await readFile(path.join(EDGE.receivedDir, `${id}.body`), 'latin1');
    expect(body, id).toContain(`% ${marker}\n`);
  }
});
