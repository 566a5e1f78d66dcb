/** @jest-environment node */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type * as Stream from 'node:stream';
import type * as LoggerModule from './logger';
import { observeRequest } from './requests';
import { routeLabel, UNMATCHED } from './route';
import { logger, metrics } from './state';

// The logger writes into this array instead of stdout.
const mockLines: Record<string, unknown>[] = [];
const lines = mockLines;
jest.mock('./logger', () => {
  const actual = jest.requireActual<typeof LoggerModule>('./logger');
  const { Writable } = jest.requireActual<typeof Stream>('node:stream');
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        mockLines.push(JSON.parse(line));
      done();
    },
  });
  return {
    ...actual,
    createLogger: (requests: Parameters<typeof actual.createLogger>[0]) =>
      actual.createLogger(requests, sink),
  };
});

const META = Symbol.for('NextInternalRequestMeta');

/**
 * Stands in for Next: records the route it "matched" where Next records it, answers with
 * x-nextjs-cache, and logs an application event from inside the request.
 */
function nextLike(request: IncomingMessage, response: ServerResponse) {
  const path = request.url?.split('?')[0] ?? '/';
  const pathname = /^\/news\/\d+$/.test(path) ? '/[locale]/news/[id]' : '/[locale]/[...missing]';
  (request as unknown as Record<symbol, unknown>)[META] = { match: { definition: { pathname } } };
  setImmediate(() => {
    logger().warn({ component: 'provider' }, 'news read failed');
    response.setHeader('x-nextjs-cache', pathname.includes('missing') ? 'MISS' : 'HIT');
    response.statusCode = pathname.includes('missing') ? 404 : 200;
    response.end('body');
  });
}

let server: Server;
let base: string;
const listener = (message: unknown) => {
  const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
  observeRequest(request, response);
};

beforeAll(async () => {
  subscribe('http.server.request.start', listener);
  server = createServer(nextLike);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  unsubscribe('http.server.request.start', listener);
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  lines.length = 0;
});

/** Waits until pino's stream has passed on what was logged. */
const flushed = () => new Promise((resolve) => setTimeout(resolve, 20));

async function series(name: string): Promise<number> {
  const metric = (await metrics().registry.getMetricsAsJSON()).find((m) => m.name === name);
  return metric?.values.length ?? 0;
}

describe('the request log line', () => {
  it('has the route pattern, status, duration, bytes, cache outcome and masked client', async () => {
    const response = await fetch(`${base}/news/42?utm=x`);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await response.text();
    await flushed();
    const line = lines.find((entry) => entry.msg === 'request');
    expect(line).toMatchObject({
      level: 'info',
      requestId: id,
      method: 'GET',
      route: '/[locale]/news/[id]',
      status: 200,
      cache: 'hit',
      client: '127.0.0.0',
    });
    expect(line?.durationMs).toEqual(expect.any(Number));
    expect(line?.bytes).toBeGreaterThan('body'.length);
    expect(typeof line?.time).toBe('string');
    expect(JSON.stringify(line)).not.toContain('/news/42');
  });

  it("keeps the edge's request id, and gives it to the request's application events", async () => {
    const id = '0123456789abcdef0123456789abcdef';
    const response = await fetch(`${base}/news/7`, { headers: { 'X-Request-Id': id } });
    expect(response.headers.get('x-request-id')).toBe(id);
    await response.text();
    await flushed();
    expect(lines.find((entry) => entry.msg === 'news read failed')).toMatchObject({
      level: 'warn',
      requestId: id,
      component: 'provider',
    });
    expect(lines.find((entry) => entry.msg === 'request')).toMatchObject({ requestId: id });
  });

  it('makes its own id when the one sent is not a sane token', async () => {
    const response = await fetch(`${base}/news/7`, { headers: { 'X-Request-Id': 'a b"c' } });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await response.text();
  });

  it('holds no cookie, credential or form field', async () => {
    const response = await fetch(`${base}/news/7`, {
      method: 'POST',
      headers: {
        Cookie: 'session=cookie-secret-1',
        Authorization: 'Bearer bearer-secret-2',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'email=field-secret-3%40example.org',
    });
    await response.text();
    await flushed();
    const all = JSON.stringify(lines);
    expect(lines.some((entry) => entry.msg === 'request' && entry.method === 'POST')).toBe(true);
    for (const secret of ['cookie-secret-1', 'bearer-secret-2', 'field-secret-3'])
      expect(all).not.toContain(secret);
  });
});

describe('the metrics of requests', () => {
  it('keep the same series whatever unknown URLs visitors send', async () => {
    await (await fetch(`${base}/news/1`)).text();
    await (await fetch(`${base}/never/seen`)).text();
    const before = {
      requests: await series('site_http_request_duration_seconds'),
      cache: await series('site_page_cache_total'),
    };
    for (let batch = 0; batch < 20; batch += 1) {
      await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          fetch(`${base}/scan/${batch}-${i}/wp-login.php?x=${Math.random()}`).then((r) => r.text()),
        ),
      );
    }
    expect(await series('site_http_request_duration_seconds')).toBe(before.requests);
    expect(await series('site_page_cache_total')).toBe(before.cache);
    const text = await metrics().registry.metrics();
    expect(text).toContain('route="/[locale]/[...missing]"');
    expect(text).not.toContain('wp-login');
  }, 60_000);

  it('label a request no route answered with a fixed bucket', async () => {
    const bare = {} as IncomingMessage;
    expect(routeLabel(bare, 308)).toBe(UNMATCHED.redirect);
    expect(routeLabel(bare, 404)).toBe(UNMATCHED.notFound);
    expect(routeLabel(bare, 200)).toBe(UNMATCHED.static);
  });

  it('find the route in a few hundred nanoseconds per request', () => {
    const request = {
      [META]: { match: { definition: { pathname: '/[locale]/news/[id]' } } },
    } as unknown as IncomingMessage;
    const rounds = 100_000;
    const started = process.hrtime.bigint();
    for (let i = 0; i < rounds; i += 1) routeLabel(request, 200);
    const nanoseconds = Number(process.hrtime.bigint() - started) / rounds;
    expect(nanoseconds).toBeLessThan(1_000);
  });
});
