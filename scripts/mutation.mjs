#!/usr/bin/env node
// Runs Stryker on one group of stryker.config.mjs (`npm run mutation -- upload`), or on every
// group one after another, smallest first (`npm run mutation -- all`), and prints how long each
// took. Groups run one at a time so a small machine is not swamped. Further arguments go to
// Stryker (`npm run mutation -- normalize --force` retests every mutant, see docs/testing.md).
// The run gets a throwaway redis-server, as `npm test` does (scripts/with-redis.mjs), so the
// tests that need Redis (the upload limiter, the tus locker) run under Stryker too.
import { spawn } from 'node:child_process';
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

const results = [];
const code = await withRedis(async (env) => {
  for (const group of asked === 'all' ? names : [asked]) {
    const started = Date.now();
    const status = await stryker({ ...env, MUTATION_GROUP: group });
    const seconds = Math.round((Date.now() - started) / 1000);
    results.push({ group, seconds, status });
    console.log(`\n[mutation] ${group}: exit ${status}, ${seconds} s\n`);
  }
  return results.some((r) => r.status !== 0) ? 1 : 0;
});
for (const { group, seconds, status } of results) {
  console.log(`[mutation] ${group.padEnd(12)} ${status === 0 ? 'ok    ' : 'FAILED'} ${seconds} s`);
}
process.exit(code);
