// Logs, metrics and traces of a production instance (docs/operations.md, "Logs, metrics and
// traces"), tried on a server of its own from the last build (E2E_PORT+11), with its metrics on
// E2E_PORT+12 and a small OTLP/HTTP receiver on E2E_PORT+13 standing in for a trace collector.
// Its stdout is read line by line: every line must be JSON.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const BASE_PORT = Number(process.env.E2E_PORT) || 3100;
const SITE = BASE_PORT + 11;
const METRICS = BASE_PORT + 12;
const COLLECTOR = BASE_PORT + 13;
const site = `http://localhost:${SITE}`;
const metricsUrl = `http://127.0.0.1:${METRICS}/metrics`;

test.describe.configure({ mode: 'serial' });

type Line = Record<string, unknown>;
const lines: Line[] = [];
const notJson: string[] = [];
/** The spans the receiver was sent, as OTLP/JSON. */
const spans: { traceId: string; name: string; attributes: { key: string; value: unknown }[] }[] =
  [];
let child: ChildProcess;
let collector: Server;
let dataDir: string;

test.beforeAll(async () => {
  collector = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as {
          resourceSpans: { scopeSpans: { spans: typeof spans }[] }[];
        };
        for (const resource of body.resourceSpans)
          for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(COLLECTOR, '127.0.0.1', resolve));

  dataDir = mkdtempSync(path.join(os.tmpdir(), 'observability-data-'));
  child = spawn(
    process.execPath,
    ['--import', path.resolve('server-preload.mjs'), path.resolve('.next/standalone/server.js')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        PORT: String(SITE),
        HOSTNAME: '0.0.0.0',
        SITE_URL: `http://localhost:${BASE_PORT}`,
        DATA_DIR: dataDir,
        TRUST_PROXY: '',
        LOG_LEVEL: 'info',
        METRICS_PORT: String(METRICS),
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${COLLECTOR}`,
        // Spans leave every 200 ms rather than every 5 s.
        OTEL_BSP_SCHEDULE_DELAY: '200',
      },
    },
  );
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString();
    const complete = text.split('\n');
    rest = complete.pop() ?? '';
    for (const line of complete.filter(Boolean)) {
      try {
        lines.push(JSON.parse(line) as Line);
      } catch {
        notJson.push(line);
      }
    }
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${site}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null) throw new Error('the server exited');
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  // Waits for the graceful stop, so the ports are free for the next run.
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await new Promise((resolve) => collector?.close(resolve));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const requestLine = (id: string) =>
  expect.poll(() => lines.find((line) => line.msg === 'request' && line.requestId === id));

test('each request is one JSON line with its route pattern, cache outcome and masked client', async () => {
  const id = '0123456789abcdef0123456789abcdef';
  const response = await fetch(`${site}/news/1`, { headers: { 'X-Request-Id': id } });
  expect(response.status).toBe(200);
  expect(response.headers.get('x-request-id')).toBe(id);
  await requestLine(id).toMatchObject({
    level: 'info',
    method: 'GET',
    route: '/[locale]/news/[id]',
    status: 200,
    cache: expect.stringMatching(/^(hit|stale|miss)$/),
    client: expect.stringMatching(/^(127\.0\.0\.0|0:0:0::)$/),
    bytes: expect.any(Number),
    durationMs: expect.any(Number),
  });
  const own = await fetch(`${site}/ar/no-such-page/at/all`);
  expect(own.status).toBe(404);
  const made = own.headers.get('x-request-id') ?? '';
  expect(made).toMatch(/^[0-9a-f-]{36}$/);
  await requestLine(made).toMatchObject({ route: '/[locale]/[...missing]', status: 404 });
  // The start banner Next prints before instrumentation runs is the only plain text allowed.
  // Without the banner's colours.
  const plain = notJson.map((line) => line.replace(/\u001b\[[\d;]*m/g, ''));
  expect(plain.filter((line) => !/^\s*(▲|-|✓)/.test(line))).toEqual([]);
});

test('no cookie, credential or form field reaches the log', async () => {
  const form = new FormData();
  form.set('first_name', 'field-secret-value');
  form.set('email', 'field-secret@example.org');
  const response = await fetch(`${site}/api/internship/apply`, {
    method: 'POST',
    headers: {
      Cookie: 'session=cookie-secret-value',
      Authorization: 'Bearer authorization-secret-value',
      Origin: `http://localhost:${BASE_PORT}`,
    },
    body: form,
  });
  expect(response.status).toBeGreaterThanOrEqual(400);
  const id = response.headers.get('x-request-id') ?? '';
  await requestLine(id).toMatchObject({ route: '/api/internship/apply', method: 'POST' });
  const log = JSON.stringify(lines);
  for (const secret of ['cookie-secret', 'authorization-secret', 'field-secret'])
    expect(log).not.toContain(secret);
});

test('/metrics is served on the private port only, with bounded labels', async () => {
  expect((await fetch(`${site}/metrics`)).status).toBe(404);
  const scrape = async () => (await fetch(metricsUrl)).text();
  for (let i = 0; i < 20; i += 1) await (await fetch(`${site}/scan-${i}/x.php?q=${i}`)).text();
  const series = (text: string) =>
    text.split('\n').filter((line) => line.startsWith('site_http_request_duration_seconds_count'))
      .length;
  const before = series(await scrape());
  await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      fetch(`${site}/probe-${i}/wp-admin/${Math.random()}`).then((r) => r.text()),
    ),
  );
  const text = await scrape();
  expect(series(text)).toBe(before);
  expect(text).not.toContain('wp-admin');
  expect(text).toContain('route="/[locale]/news/[id]"');
  expect(text).toMatch(/^site_page_cache_total\{route="\/\[locale\]\/news\/\[id\]",outcome="/m);
  expect(text).toMatch(/^site_provider_calls_total\{resource="[a-z-]+",outcome="ok"\} \d+/m);
  expect(text).toMatch(/^site_uploads_total\{form="internship",outcome="[a-z_]+"\} 1/m);
  expect(text).toMatch(/^site_data_dir_free_bytes \d+/m);
  expect(text).toContain('nodejs_eventloop_lag_seconds');
});

test("traces reach the collector, with a span per provider call, and the log names the request's trace", async () => {
  const response = await fetch(`${site}/fr/search?q=eau`);
  expect(response.status).toBe(200);
  const id = response.headers.get('x-request-id') ?? '';
  await requestLine(id).toMatchObject({ traceId: expect.stringMatching(/^[0-9a-f]{32}$/) });
  const traceId = lines.find((line) => line.requestId === id && line.msg === 'request')?.traceId;
  await expect.poll(() => spans.some((span) => span.traceId === traceId)).toBe(true);
  await expect
    .poll(() =>
      spans.some(
        (span) =>
          span.name.startsWith('provider GET ') &&
          span.attributes.some((attribute) => attribute.key === 'provider.resource'),
      ),
    )
    .toBe(true);
});
