// A bad day, measured: load through the whole stack (scripts/stack.mjs: nginx → Varnish → two
// instances → Redis, the embedded provider storing proposals under the stack's DATA_DIR) while
// an instance is killed with SIGKILL every 90 s, Redis is restarted once and the build is
// released once. Not a test: it reports what happened and asserts nothing.
//
//   npm run bench -- --only=chaos          ten minutes (CHAOS_SECONDS to change it)
//   node bench/chaos.mjs                   the same; writes bench/results/<date>-chaos.json
//
// The load: pages the edge keeps (HITs), searches the instances render each time, and tender
// proposals from many loopback addresses (127.0.x.y: the upload allowance is per visitor).
// It reports every request, the failed reads (any answer but 200, or none), proposals
// acknowledged against proposals stored (a receipt whose record is missing is lost), proposals
// refused and whether each refusal carried a message, the time from each kill to the instance
// answering ready again, and from the release's start to both instances ready.
//
// Ports and the stack's folder: bench/chaos-stack.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  STATE_DIR,
  TENDER,
  alive,
  backAfter,
  pause,
  proposal,
  send,
  stack,
  stackEnv,
  status,
} from './chaos-stack.mjs';
import { resultsFile } from './results-file.mjs';

const SECONDS = Number(process.env.CHAOS_SECONDS) || 600;
const KILL_EVERY_S = 90;
/** When Redis is restarted and the build released, as shares of the run. */
const REDIS_AT = 0.45;
const RELEASE_AT = 0.6;
const CACHED = ['/', '/news', '/fr', '/ar/news', '/fa/projects', '/fr/tenders'];
const SEARCHES = ['/search?q=water', '/fr/search?q=eau', '/ar/search?q=مياه', '/search?q=tender'];

export async function chaosBench({ log = (...parts) => console.error('[chaos]', ...parts) } = {}) {
  const up = stack('up');
  if (up.status !== 0) throw new Error(`stack up failed:\n${up.stderr}${up.stdout}`);
  const started = Date.now();
  const end = started + SECONDS * 1000;
  const running = () => Date.now() < end;
  const reads = { cached: 0, search: 0, failed: [] };
  const uploads = { sent: 0, acknowledged: [], refused: [], unanswered: 0 };
  const events = [];
  try {
    const readLoop = async (kind, paths) => {
      for (let round = 0; running(); round += 1) {
        const target = paths[round % paths.length];
        const { status: code } = await send(target, { headers: { 'accept-encoding': 'br' } });
        reads[kind] += 1;
        if (code !== 200) reads.failed.push({ at: Date.now() - started, target, status: code });
      }
    };
    const uploadLoop = async (worker) => {
      for (let round = 0; running(); round += 1) {
        const address = `127.0.${1 + worker}.${1 + (round % 250)}`;
        const marker = `chaos-${worker}-${round}-${randomUUID()}`;
        const { body, headers } = proposal(marker);
        uploads.sent += 1;
        const answer = await send(`/api/tenders/${TENDER}/apply`, {
          method: 'POST',
          headers,
          body,
          from: address,
        });
        let parsed = null;
        try {
          parsed = JSON.parse(answer.text);
        } catch {
          // Not JSON: counted below as a refusal without a message.
        }
        if (answer.status === 200 && parsed?.success && parsed.receipt)
          uploads.acknowledged.push({ receipt: parsed.receipt, marker });
        else if (answer.status === 0) uploads.unanswered += 1;
        else
          uploads.refused.push({
            at: Date.now() - started,
            status: answer.status,
            message: typeof parsed?.message === 'string' ? parsed.message : null,
          });
        await pause(200);
      }
    };
    const chaos = async () => {
      let victim = 1;
      let redisDone = false;
      let releaseDone = false;
      for (let next = started + KILL_EVERY_S * 1000; running(); await pause(250)) {
        const at = Date.now() - started;
        if (!redisDone && at >= SECONDS * 1000 * REDIS_AT) {
          redisDone = true;
          const redis = status().processes.find((entry) => entry.role === 'redis');
          log(`restarting Redis (pid ${redis.pid})`);
          const since = Date.now();
          process.kill(redis.pid, 'SIGTERM');
          while (alive(redis.pid)) await pause(50);
          const restarted = spawnSync('redis-server', [path.join(STATE_DIR, 'redis.conf')]);
          events.push({
            kind: 'redis-restart',
            at,
            ok: restarted.status === 0,
            downMs: Date.now() - since,
          });
        }
        if (!releaseDone && at >= SECONDS * 1000 * RELEASE_AT) {
          releaseDone = true;
          log('releasing');
          const since = Date.now();
          const release = spawn(process.execPath, ['scripts/stack.mjs', 'release'], {
            env: stackEnv,
            stdio: ['ignore', 'ignore', 2],
          });
          const code = await new Promise((resolve) => release.on('exit', resolve));
          events.push({ kind: 'release', at, exitCode: code, bothReadyMs: Date.now() - since });
          next = Date.now() + KILL_EVERY_S * 1000;
        }
        if (Date.now() >= next) {
          const role = `instance-${victim}`;
          const instance = status().processes.find((entry) => entry.role === role);
          log(`SIGKILL ${role} (pid ${instance.pid})`);
          const since = Date.now();
          process.kill(instance.pid, 'SIGKILL');
          const readyMs = await backAfter(role, instance.pid, since);
          events.push({ kind: 'kill', role, at, readyMs });
          victim = victim === 1 ? 2 : 1;
          next = since + KILL_EVERY_S * 1000;
        }
      }
    };
    await Promise.all([
      readLoop('cached', CACHED),
      readLoop('cached', CACHED),
      readLoop('search', SEARCHES),
      uploadLoop(0),
      uploadLoop(1),
      chaos(),
    ]);

    // What the embedded provider holds: every record under the stack's DATA_DIR.
    const records = path.join(STATE_DIR, 'data', 'submissions');
    const stored = new Set();
    for (const name of await readdir(records).catch(() => [])) {
      if (!name.endsWith('.json')) continue;
      const record = JSON.parse(await readFile(path.join(records, name), 'utf8'));
      stored.add(record.receipt_id);
    }
    const lost = uploads.acknowledged.filter(({ receipt }) => !stored.has(receipt));
    const final = status();
    return {
      seconds: SECONDS,
      requests: reads.cached + reads.search + uploads.sent,
      reads: { cached: reads.cached, search: reads.search, failed: reads.failed },
      uploads: {
        sent: uploads.sent,
        acknowledged: uploads.acknowledged.length,
        stored: uploads.acknowledged.length - lost.length,
        lost: lost.length,
        refused: uploads.refused.length,
        refusedWithoutMessage: uploads.refused.filter(({ message }) => !message).length,
        refusals: uploads.refused,
        unanswered: uploads.unanswered,
      },
      events,
      restarts: final.processes
        .filter(({ role }) => role.startsWith('instance-'))
        .map(({ role, restarts }) => ({ role, restarts })),
    };
  } finally {
    stack('down');
    // The Redis this run restarted is not the one the stack's state names: stopped here.
    const pid = Number(await readFile(path.join(STATE_DIR, 'redis.pid'), 'utf8').catch(() => ''));
    if (pid > 0 && alive(pid)) process.kill(pid, 'SIGTERM');
  }
}

export function chaosSummary(result) {
  const kills = result.events.filter(({ kind }) => kind === 'kill');
  const release = result.events.find(({ kind }) => kind === 'release');
  const redis = result.events.find(({ kind }) => kind === 'redis-restart');
  const seconds = (ms) =>
    ms === null || ms === undefined ? 'never' : `${(ms / 1000).toFixed(1)} s`;
  return [
    `## Chaos: ${result.seconds} s of load, ${kills.length} SIGKILLs, Redis restarted once, one release`,
    '',
    '| what | figure | target |',
    '| --- | --- | --- |',
    `| requests | ${result.requests} (${result.reads.cached} cached pages, ${result.reads.search} searches, ${result.uploads.sent} proposals) | |`,
    `| failed reads | ${result.reads.failed.length} | 0 |`,
    `| proposals acknowledged / stored | ${result.uploads.acknowledged} / ${result.uploads.stored} (lost: ${result.uploads.lost}) | 0 lost |`,
    `| proposals refused (without a message) | ${result.uploads.refused} (${result.uploads.refusedWithoutMessage}); unanswered: ${result.uploads.unanswered} | every refusal with a message |`,
    `| kill → ready again | ${kills.map(({ role, readyMs }) => `${role} ${seconds(readyMs)}`).join(', ')} | |`,
    `| release → both instances ready | ${release ? `${seconds(release.bothReadyMs)} (exit ${release.exitCode})` : 'not reached'} | |`,
    `| Redis restart | ${redis ? `down ${seconds(redis.downMs)}` : 'not reached'} | |`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await chaosBench();
  await mkdir(path.resolve('bench', 'results'), { recursive: true });
  const out = resultsFile(new Date().toISOString().slice(0, 10), '-chaos');
  await writeFile(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(chaosSummary(result));
  console.error(`[chaos] results in ${path.relative(process.cwd(), out)}`);
}
