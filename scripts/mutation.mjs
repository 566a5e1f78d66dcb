#!/usr/bin/env node
// Runs Stryker on one group of stryker.config.mjs (`npm run mutation -- upload`), or on every
// group one after another, smallest first (`npm run mutation -- all`), and prints how long each
// took. Groups run one at a time so a small machine is not swamped. Further arguments go to
// Stryker (`npm run mutation -- normalize --force` retests every mutant, see docs/testing.md).
// The run gets a throwaway redis-server, as `npm test` does (scripts/with-redis.mjs), so the
// tests that need Redis (the upload limiter, the tus locker) run under Stryker too.
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import { groups } from './mutation-groups.mjs';
import { withRedis } from './with-redis.mjs';

const asked = process.argv[2] ?? process.env.MUTATION_GROUP;
const strykerArgs = process.argv.slice(3);
const names = Object.keys(groups);
if (!asked || (asked !== 'all' && !groups[asked])) {
  console.error(`Usage: npm run mutation -- <group|all>\nGroups: ${names.join(', ')}`);
  process.exit(2);
}

/** One Stryker run; resolves with its exit code. */
function stryker(env) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['stryker', 'run', 'stryker.config.mjs', ...strykerArgs], {
      stdio: 'inherit',
      env,
    });
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
}

const git = (...args) => spawnSync('git', args, { encoding: 'utf8' }).stdout.trim();
const commit = git('rev-parse', 'HEAD');
const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';

/** The one-minute load average, read every half minute of a run (the machine may be shared). */
function loadSampler() {
  const samples = [os.loadavg()[0]];
  const timer = setInterval(() => samples.push(os.loadavg()[0]), 30_000);
  return () => {
    clearInterval(timer);
    samples.push(os.loadavg()[0]);
    return samples;
  };
}

const results = [];
const code = await withRedis(async (env) => {
  for (const group of asked === 'all' ? names : [asked]) {
    const started = new Date();
    const stopSampling = loadSampler();
    const status = await stryker({ ...env, MUTATION_GROUP: group });
    const seconds = Math.round((Date.now() - started.getTime()) / 1000);
    const load = stopSampling();
    results.push({ group, seconds, status });
    console.log(`\n[mutation] ${group}: exit ${status}, ${seconds} s\n`);
    // Read when the run ends, from Stryker's mutation.json (scripts/mutation-summary.mjs); a
    // run stopped before its report has none.
    const { writeSummary } = await import('./mutation-summary.mjs');
    const written = await writeSummary({
      group,
      part: process.env.MUTATION_PART ?? '',
      strykerArgs,
      concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 1),
      redis: Boolean(env.TEST_REDIS_URL),
      started,
      seconds,
      status,
      commit,
      dirty,
      load,
      cores: os.cpus().length,
    }).catch((error) => `nowhere: ${error.message}`);
    console.log(`[mutation] summary written to ${written}`);
  }
  return results.some((r) => r.status !== 0) ? 1 : 0;
});
for (const { group, seconds, status } of results) {
  console.log(`[mutation] ${group.padEnd(12)} ${status === 0 ? 'ok    ' : 'FAILED'} ${seconds} s`);
}
process.exit(code);
