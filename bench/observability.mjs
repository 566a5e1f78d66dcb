// What logs and metrics cost (issue 37): the same build served twice at once, one instance with
// everything an operator gets (a JSON line per request written to a file, metrics collected and
// served on METRICS_PORT) and one with OBSERVABILITY=off, measured in alternated autocannon rounds
// on a page Next answers from its cache and on one it renders per request (a search), with the
// cached page's bytes from a bare Node server beside them as the floor of the machine. The ratio
// on ÷ off is the median of the rounds' ratios (target ≥ 0.97); each round also reads the CPU time
// each instance spent per request, which a load from elsewhere sways less than the rate.
import { fork, spawn } from 'node:child_process';
import { mkdir, open, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cannon, summarise, waitFor } from './load.mjs';
import { cpuSeconds } from './resident.mjs';
import { prepare, serverArgs } from '../scripts/standalone.mjs';

export const TARGET_RATIO = 0.97;
const PAGES = [
  { kind: 'cached', path: '/news' },
  { kind: 'rendered', path: '/search?q=water' },
];

async function instance(name, port, env) {
  const logFile = await open(path.resolve('.bench-data', `observability-${name}.log`), 'w');
  const child = spawn(process.execPath, serverArgs(), {
    stdio: ['ignore', logFile.fd, 'inherit'],
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: 'localhost',
      DATA_DIR: path.resolve('.bench-data', `data-${name}`),
      ...env,
    },
  });
  await waitFor(`http://localhost:${port}/api/health/ready`, 120_000);
  return { name, port, child, logFile };
}

/** @param {{ port: number, load: { connections: number, durationSeconds: number }, rounds?: number, log: (...parts: unknown[]) => void }} options */
export async function observabilityBench({ port, load, rounds = 3, log }) {
  await prepare();
  await mkdir(path.resolve('.bench-data'), { recursive: true });
  const on = await instance('on', port, { LOG_LEVEL: 'info', METRICS_PORT: String(port + 1) });
  const off = await instance('off', port + 2, { OBSERVABILITY: 'off' });
  const results = [];
  try {
    for (const page of PAGES) {
      for (const server of [on, off]) {
        for (let i = 0; i < 20; i += 1) {
          await (await fetch(`http://localhost:${server.port}${page.path}`)).arrayBuffer();
        }
      }
      const file = path.resolve('.bench-data', 'observability-page.html');
      await writeFile(file, await (await fetch(`http://localhost:${off.port}${page.path}`)).text());
      const bare = fork(path.resolve('scripts', 'bench-static-server.mjs'), [
        file,
        String(port + 3),
      ]);
      await new Promise((resolve) => bare.once('message', resolve));
      try {
        const each = [];
        for (let round = 0; round < rounds; round += 1) {
          // The order turns each round, so neither instance always runs on a warmer machine.
          const order = round % 2 === 0 ? [on, off] : [off, on];
          const figures = {};
          for (const server of order) {
            log(`observability: ${page.path} ${server.name}, round ${round + 1}`);
            const before = cpuSeconds(server.child.pid);
            const result = await cannon(`http://localhost:${server.port}${page.path}`, load);
            const spent = cpuSeconds(server.child.pid) - before;
            figures[server.name] = {
              ...summarise(result),
              cpuMsPerRequest: Number(((spent * 1000) / result.requests.total).toFixed(2)),
            };
          }
          figures.bare = summarise(await cannon(`http://localhost:${port + 3}/`, load));
          figures.ratio = Number((figures.on.rps / figures.off.rps).toFixed(3));
          each.push(figures);
        }
        const median = [...each].sort((a, b) => a.ratio - b.ratio)[Math.floor(each.length / 2)];
        results.push({
          ...page,
          on: median.on,
          off: median.off,
          bare: median.bare,
          ratio: median.ratio,
          ratioOfEachRound: each.map((r) => r.ratio),
          cpuMsPerRequest: {
            on: each.map((r) => r.on.cpuMsPerRequest),
            off: each.map((r) => r.off.cpuMsPerRequest),
          },
          met: median.ratio >= TARGET_RATIO,
        });
      } finally {
        bare.kill();
      }
    }
  } finally {
    for (const server of [on, off]) {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.once('exit', resolve));
      await server.logFile.close();
    }
  }
  return results;
}

/** The part's Markdown table. */
export function observabilitySummary(results) {
  const rows = results.map((r) =>
    [
      `${r.path} (${r.kind})`,
      r.on.rps,
      r.off.rps,
      r.bare.rps,
      `${r.ratio} (${r.ratioOfEachRound.join(', ')})`,
      `${r.cpuMsPerRequest.on.join(', ')} / ${r.cpuMsPerRequest.off.join(', ')}`,
      r.met ? 'met' : 'MISSED',
    ].join(' | '),
  );
  return [
    '',
    `### Logs and metrics on ÷ off (target ≥ ${TARGET_RATIO}; median round, each round's ratio in brackets)`,
    '',
    '| page | on req/s | off req/s | bare Node req/s | on ÷ off | CPU ms per request, on / off | target |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}
