/** @jest-environment node */
import { createClient } from '@redis/client';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SOCKET_ADDRESS_HEADER as PRELOADED, recordSocketAddress } from '@/server-preload.mjs';
import {
  SOCKET_ADDRESS_HEADER,
  addressKey,
  clientKey,
  createRateLimiter,
  createRedisRateLimiter,
  trustedProxyHops,
} from './rate-limit';

describe('createRateLimiter', () => {
  it('allows `limit` attempts per sliding window and says how long to wait after that', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000 });
    expect(limiter.take('a', 0)).toBe(0);
    expect(limiter.take('a', 400)).toBe(0);
    expect(limiter.take('a', 500)).toBe(500);
    expect(limiter.take('b', 500)).toBe(0);
    // The first attempt leaves the window at 1000 ms.
    expect(limiter.take('a', 1000)).toBe(0);
    expect(limiter.take('a', 1100)).toBe(300);
  });

  it('forgets the least recently seen client past maxKeys', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 2 });
    limiter.take('a', 0);
    limiter.take('b', 1);
    limiter.take('c', 2);
    expect(limiter.take('b', 3)).toBeGreaterThan(0);
    expect(limiter.take('a', 3)).toBe(0);
  });
});

const socketHeaders = (address: string, more: Record<string, string> = {}) =>
  new Headers({ [SOCKET_ADDRESS_HEADER]: address, ...more });

describe('clientKey', () => {
  const socket = socketHeaders;

  it('without trusted proxies, takes the socket address and ignores X-Forwarded-For', () => {
    for (let i = 0; i < 5; i += 1) {
      const rotated = socket('198.51.100.4', { 'x-forwarded-for': `203.0.113.${i}` });
      expect(clientKey(rotated, 0)).toBe('198.51.100.4');
    }
    expect(clientKey(new Headers({ 'x-forwarded-for': '203.0.113.9' }), 0)).toBe('unknown-client');
  });

  it('behind N trusted proxies, takes the N-th address from the right of X-Forwarded-For', () => {
    const chain = socket('10.0.0.2', { 'x-forwarded-for': 'spoofed, 203.0.113.9, 10.0.0.1' });
    expect(clientKey(chain, 1)).toBe('10.0.0.1');
    expect(clientKey(chain, 2)).toBe('203.0.113.9');
    // Fewer hops than trusted proxies: a proxy was bypassed, so the socket decides.
    expect(clientKey(socket('10.0.0.2', { 'x-forwarded-for': '203.0.113.9' }), 2)).toBe('10.0.0.2');
  });

  it('counts an IPv6 client per /64 (it can rotate within it) and a mapped IPv4 as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:198.51.100.42')).toBe('198.51.100.42');
    // An IPv6 address that only ends like a mapped one is not that IPv4 client.
    expect(addressKey('2001:db8:1:2::ffff:203.0.113.9')).toBe('2001:db8:1:2::ffff:203.0.113.9');
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('not an address')).toBe('not an address');
    const a = socketHeaders('2001:db8:1:2::a');
    const b = socketHeaders('2001:db8:1:2:ffff:ffff:ffff:fffe');
    expect(clientKey(a, 0)).toBe(clientKey(b, 0));
  });

  it('reads TRUST_PROXY as a number of hops, anything else as none', () => {
    expect(trustedProxyHops('1')).toBe(1);
    expect(trustedProxyHops(' 2 ')).toBe(2);
    for (const value of [undefined, '', 'true', '-1', '1.5'])
      expect(trustedProxyHops(value)).toBe(0);
  });
});

describe('server-preload.mjs (preloaded into the production server)', () => {
  it('writes the socket address over whatever a client sent under the same header', async () => {
    expect(PRELOADED).toBe(SOCKET_ADDRESS_HEADER);
    const server = http.createServer((request, response) => {
      recordSocketAddress(request, request.socket);
      response.end(JSON.stringify([request.headers[SOCKET_ADDRESS_HEADER], request.rawHeaders]));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { [SOCKET_ADDRESS_HEADER]: '203.0.113.66' },
      });
      const [seen, raw] = (await response.json()) as [string, string[]];
      expect(seen).toBe('127.0.0.1');
      expect(raw).not.toContain('203.0.113.66');
    } finally {
      server.close();
    }
  });
});

// The Redis path runs against a real server: `npm test` exports TEST_REDIS_URL (a redis-server
// it starts); by hand, run `redis-server --port 6392 --save ''` and set
// TEST_REDIS_URL=redis://127.0.0.1:6392.
const redisUrl = process.env.TEST_REDIS_URL;
// Under CI they must run (scripts/with-redis.mjs gives them a server): a missing one fails.
if (!redisUrl && process.env.CI) {
  throw new Error('CI=true and no TEST_REDIS_URL: the Redis rate-limit tests may not be skipped.');
}
const withRedis = redisUrl ? describe : describe.skip;
if (!redisUrl) {
  console.warn(
    'Skipping the Redis rate-limit tests: set TEST_REDIS_URL=redis://127.0.0.1:6379 ' +
      '(redis-server installed: `redis-server --port 6379 --save ""`).',
  );
}

withRedis('createRedisRateLimiter', () => {
  const client = createClient({ url: redisUrl, disableOfflineQueue: true });
  beforeAll(() => client.connect());
  afterAll(() => client.destroy());

  it('shares one count between two instances (two limiters on one Redis)', async () => {
    const keyPrefix = `test-limit-${process.pid}-${Date.now()}`;
    const make = () =>
      createRedisRateLimiter({
        client: async () => client,
        limit: 3,
        windowMs: 60_000,
        keyPrefix,
        fallback: createRateLimiter({ limit: 3, windowMs: 60_000 }),
      });
    const [a, b] = [make(), make()];
    expect(await a.take('203.0.113.9', 0)).toBe(0);
    expect(await b.take('203.0.113.9', 0)).toBe(0);
    expect(await a.take('203.0.113.9', 0)).toBe(0);
    // Refused until the minute's window ends: the wait is what is left of it.
    const wait = await b.take('203.0.113.9', 0);
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect(await a.take('198.51.100.1', 0)).toBe(0);
  });
});

describe('createRedisRateLimiter while Redis is down', () => {
  it('counts in memory instead: neither every upload refused nor an error', async () => {
    const down = createClient({
      url: 'redis://127.0.0.1:1',
      disableOfflineQueue: true,
      socket: { reconnectStrategy: false },
    });
    down.on('error', () => {});
    await down.connect().catch(() => {});
    const failures: unknown[] = [];
    const limiter = createRedisRateLimiter({
      client: async () => down,
      limit: 2,
      windowMs: 60_000,
      keyPrefix: 'test-down',
      fallback: createRateLimiter({ limit: 2, windowMs: 60_000 }),
      onFallback: (error) => failures.push(error),
    });
    expect(await limiter.take('a', 0)).toBe(0);
    expect(await limiter.take('a', 1)).toBe(0);
    expect(await limiter.take('a', 2)).toBeGreaterThan(0);
    expect(failures).toHaveLength(3);
  });
});
