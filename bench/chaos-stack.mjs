// The chaos bench's hands on the stack (bench/chaos.mjs): its addresses and state folder, the
// stack command, requests through the edge (a proposal from its own loopback address), and
// waiting for a killed instance to be back.
//
// Ports: BENCH_PORT (3210) + 41 and + 42 the stack's http and https, + 43 to + 55 its own.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import https from 'node:https';
import path from 'node:path';

export const BASE = (Number(process.env.BENCH_PORT) || 3210) + 40;
export const EDGE = `https://localhost:${BASE + 2}`;
export const STATE_DIR = path.resolve('.bench-data', 'chaos-stack');

/** An open tender of the embedded content (content/tenders.json: its deadline is ahead). */
export const TENDER = 1;

export const stackEnv = {
  ...process.env,
  STACK_DIR: STATE_DIR,
  STACK_HTTP_PORT: String(BASE + 1),
  STACK_HTTPS_PORT: String(BASE + 2),
  STACK_INTERNAL_PORT: String(BASE + 3),
  STACK_NGINX_WORKERS: '1',
  REVALIDATE_SECRET: randomUUID(),
};

export function stack(...args) {
  return spawnSync(process.execPath, ['scripts/stack.mjs', ...args], {
    encoding: 'utf8',
    env: stackEnv,
  });
}

export function status() {
  const result = stack('status');
  if (result.status !== 0) throw new Error(`stack status: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

// The stack's own helpers: a pid still running, a pause.
export { alive, sleep as pause } from '../scripts/stack/state.mjs';

const agent = new https.Agent({ keepAlive: true, rejectUnauthorized: false });

/**
 * One request through the edge; resolves with the status (0: no answer) and the body's text.
 * @param {string} target
 * @param {{ method?: string, headers?: Record<string, string>, body?: Buffer, from?: string }} [options]
 */
export function send(target, { method = 'GET', headers = {}, body, from } = {}) {
  return new Promise((resolve) => {
    const request = https.request(
      `${EDGE}${target}`,
      {
        method,
        headers,
        // A proposal comes from its own address, so the allowance per visitor is not what stops it.
        ...(from ? { localAddress: from, agent: false, rejectUnauthorized: false } : { agent }),
        timeout: 120_000,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        response.on('error', () => resolve({ status: 0, text: '' }));
      },
    );
    request.on('error', () => resolve({ status: 0, text: '' }));
    request.on('timeout', () => request.destroy());
    request.end(body);
  });
}

/** A tender proposal's text fields, shared with the e2e suites. */
const PROPOSAL_TEXT = JSON.parse(
  await readFile(new URL('../e2e/tender-proposal.json', import.meta.url), 'utf8'),
);

/** A tender proposal as the site's form posts it, its file marked so a stored copy is found. */
export function proposal(marker) {
  const boundary = `----chaos${randomUUID()}`;
  const file = Buffer.alloc(64 * 1024, 0x20);
  file.write(`%PDF-1.7\n% ${marker}\n`, 0, 'latin1');
  const fields = {
    tender_id: String(TENDER),
    company_name: 'Chaos Engineering Ltd',
    ...PROPOSAL_TEXT,
  };
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="proposal_file[0]"; filename="${marker}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    body,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(body.length),
      origin: EDGE,
      'accept-language': 'fr',
    },
  };
}

export async function readyAt(port) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status === 200;
  } catch {
    return false;
  }
}

/** Milliseconds from `since` until `role` runs under a pid other than `oldPid` and is ready. */
export async function backAfter(role, oldPid, since, limitMs = 300_000) {
  while (Date.now() - since < limitMs) {
    const instance = status().processes.find((entry) => entry.role === role);
    if (instance && instance.pid !== oldPid && (await readyAt(instance.port)))
      return Date.now() - since;
    await pause(250);
  }
  return null;
}
