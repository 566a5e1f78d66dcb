/** @jest-environment node */
import { createClient } from '@redis/client';
import { MemoryLocker } from '@tus/server';
import { ERRORS, type Locker } from '@tus/utils';
import { createRedisLocker, type LockRedis, type RedisLockerOptions } from './redis-locker';

const redisUrl = process.env.TEST_REDIS_URL;
// `npm test` starts a redis-server for the run (scripts/with-redis.mjs); without one installed,
// these cases are skipped like the other shared-cache tests, except under CI, where they fail.
if (!redisUrl && process.env.CI) {
  throw new Error('CI=true and no TEST_REDIS_URL: the upload lock tests may not be skipped.');
}

const connect = async () => {
  const client = createClient({ url: redisUrl });
  client.on('error', () => {});
  await client.connect();
  clients.push(() => client.quit());
  return client;
};
const clients: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  await Promise.all(clients.map((quit) => quit().catch(() => {})));
});

/** One instance's locker: its own connections, as each Next instance has. */
async function instance(prefix: string, options: Partial<RedisLockerOptions> = {}) {
  const commands = await connect();
  return createRedisLocker({
    redis: async () => commands as unknown as LockRedis,
    subscribe: async (channel, listener) => {
      const subscriber = await connect();
      await subscriber.subscribe(channel, (message) => listener(message));
    },
    prefix,
    ttlMs: 2_000,
    acquireTimeoutMs: 1_500,
    pollMs: 20,
    ...options,
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unique = (name: string) => `test:tus-lock:${Date.now()}:${Math.random()}:${name}:`;
const never = () => new AbortController().signal;

/**
 * One request holds an upload through `holder`; a second, through `other`, waits for it, asks it
 * to let go, and takes the upload once it is released.
 */
async function secondWaitsForFirst(holder: Locker, other: Locker, waitMs: number) {
  const held = holder.newLock('upload-1');
  const release = jest.fn();
  await held.lock(never(), release);
  const waiting = other.newLock('upload-1');
  let taken = false;
  const acquired = waiting
    .lock(never(), () => {})
    .then(() => {
      taken = true;
    });
  await sleep(waitMs);
  expect(taken).toBe(false);
  expect(release).toHaveBeenCalled();
  await held.unlock();
  await acquired;
  expect(taken).toBe(true);
  await waiting.unlock();
}

(redisUrl ? describe : describe.skip)('the upload lock shared by instances (Redis)', () => {
  it('lets one instance hold an upload while the other waits, asks it to let go, then takes it', async () => {
    const prefix = `test:tus-lock:${Date.now()}:`;
    const [a, b] = [await instance(prefix), await instance(prefix)];
    await secondWaitsForFirst(a, b, 200);
  });

  it('gives up after its timeout while the other instance keeps the lock', async () => {
    const prefix = `test:tus-lock:${Date.now()}:timeout:`;
    const [a, b] = [await instance(prefix), await instance(prefix)];
    const held = a.newLock('upload-2');
    await held.lock(new AbortController().signal, () => {});
    await expect(
      b.newLock('upload-2').lock(new AbortController().signal, () => {}),
    ).rejects.toMatchObject({ status_code: 500 });
    await held.unlock();
  });

  it('keeps a held lock alive past its time to live, and lets it lapse when its holder is gone', async () => {
    const prefix = unique('alive');
    const [a, b] = [await instance(prefix, { ttlMs: 300 }), await instance(prefix)];
    const held = a.newLock('upload-3');
    await held.lock(never(), () => {});
    await sleep(1_000);
    const admin = await connect();
    expect(await admin.pTTL(`${prefix}upload-3`)).toBeGreaterThan(0);
    await expect(b.newLock('upload-3').lock(never(), () => {})).rejects.toMatchObject({
      status_code: 500,
    });
    await held.unlock();
    expect(await admin.exists(`${prefix}upload-3`)).toBe(0);
    // A holder that died (its key written, never extended) frees the upload after the time to live.
    await admin.set(`${prefix}upload-4`, 'a dead instance', { PX: 300 });
    await b.newLock('upload-4').lock(never(), () => {});
  });

  it("removes only its own lock: one taken over meanwhile stays the other's", async () => {
    const prefix = unique('own');
    const a = await instance(prefix);
    const held = a.newLock('upload-5');
    await held.lock(never(), () => {});
    const admin = await connect();
    // Its lock lapsed and another instance took the upload.
    await admin.set(`${prefix}upload-5`, 'another token', { PX: 10_000 });
    await held.unlock();
    expect(await admin.get(`${prefix}upload-5`)).toBe('another token');
  });

  it('asks the holder once, however long it waits, and stops waiting when its request ends', async () => {
    const prefix = unique('ask');
    const [a, b] = [await instance(prefix), await instance(prefix, { acquireTimeoutMs: 10_000 })];
    const release = jest.fn();
    const held = a.newLock('upload-6');
    await held.lock(never(), release);
    const asked: string[] = [];
    const listener = await connect();
    await listener.subscribe(`${prefix}release`, (message) => asked.push(message));
    const request = new AbortController();
    const started = Date.now();
    const waiting = b.newLock('upload-6').lock(request.signal, () => {});
    await sleep(400);
    request.abort();
    await expect(waiting).rejects.toMatchObject({ status_code: 500 });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(asked).toEqual(['upload-6']);
    expect(release).toHaveBeenCalledTimes(1);
    await held.unlock();
    // Once let go, a request for the upload no longer reaches the old holder.
    await (await connect()).publish(`${prefix}release`, 'upload-6');
    await sleep(300);
    expect(asked).toEqual(['upload-6', 'upload-6']);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('locks under the site prefix for 30 s unless extended, by default', async () => {
    const commands = await connect();
    const locker = createRedisLocker({
      redis: async () => commands as unknown as LockRedis,
      subscribe: async () => {},
    });
    const id = `test-default-${Date.now()}`;
    const held = locker.newLock(id);
    await held.lock(never(), () => {});
    const ttl = await commands.pTTL(`inwrdam:tus-lock:${id}`);
    expect(ttl).toBeGreaterThan(25_000);
    expect(ttl).toBeLessThanOrEqual(30_000);
    await held.unlock();
  });

  it('subscribes once, tries again after a failure, and says so in the log', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const commands = await connect();
    const subscribe = jest
      .fn<Promise<void>, [string, (id: string) => void]>()
      .mockRejectedValueOnce(new Error('connection refused'))
      .mockResolvedValue(undefined);
    const locker = createRedisLocker({
      redis: async () => commands as unknown as LockRedis,
      subscribe,
      prefix: unique('subscribe'),
    });
    for (const id of ['a', 'b', 'c']) {
      const lock = locker.newLock(id);
      await lock.lock(never(), () => {});
      await lock.unlock();
    }
    expect(subscribe).toHaveBeenCalledTimes(2);
    expect(subscribe.mock.calls[0]![0]).toMatch(/^test:tus-lock:.*:subscribe:release$/);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![0]).toBe('[uploads] cannot subscribe to lock releases');
    errors.mockRestore();
  });
});

describe('the upload lock while Redis does not answer', () => {
  /** A Redis that refuses every command, counting them, as a client does while Redis is down. */
  function downRedis() {
    const asked = { set: 0 };
    const redis: LockRedis = {
      set: async () => {
        asked.set += 1;
        throw new Error('The client is closed');
      },
      eval: async () => {
        throw new Error('The client is closed');
      },
      publish: async () => {
        throw new Error('The client is closed');
      },
    };
    return { asked, redis };
  }
  const locker = (redis: LockRedis, fallback = new MemoryLocker()) =>
    createRedisLocker({
      redis: async () => redis,
      subscribe: async () => {},
      fallback,
      acquireTimeoutMs: 200,
      pollMs: 10,
    });
  let errors: jest.SpyInstance;
  let now: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    now = jest.spyOn(Date, 'now');
  });
  afterEach(() => jest.restoreAllMocks());

  it('takes the lock in this instance, which still excludes a second request for the upload', async () => {
    const { redis } = downRedis();
    const lockers = locker(redis);
    // A second request for the same upload waits for the first, and asks it to let go.
    await secondWaitsForFirst(lockers, lockers, 50);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![0]).toBe(
      '[uploads] Redis unavailable, locking uploads in this instance',
    );
  });

  it('asks Redis again only 10 s after it last failed, logs the outage once, and locks there once it answers', async () => {
    const { asked, redis } = downRedis();
    let answering = false;
    const keys = new Set<string>();
    const recovering: LockRedis = {
      ...redis,
      set: async (key, ...rest) => {
        if (!answering) return redis.set(key, ...rest);
        keys.add(key);
        return 'OK';
      },
      eval: async (_script, { keys: [key] }) => keys.delete(key!),
    };
    const lockers = locker(recovering);
    now.mockReturnValue(1_000_000);
    const a = lockers.newLock('upload-a');
    await a.lock(never(), () => {});
    expect(asked.set).toBe(1);
    await a.unlock();
    // 9.999 s later: straight to this instance's lock, Redis not asked.
    now.mockReturnValue(1_009_999);
    const b = lockers.newLock('upload-b');
    await b.lock(never(), () => {});
    expect(asked.set).toBe(1);
    await b.unlock();
    // 10 s after the failure Redis is asked again; still down, the lock is this instance's, and
    // the outage, logged already, is not logged again.
    now.mockReturnValue(1_010_000);
    const b2 = lockers.newLock('upload-b');
    await b2.lock(never(), () => {});
    expect(asked.set).toBe(2);
    await b2.unlock();
    // 10 s after that it answers, and the lock is its.
    answering = true;
    now.mockReturnValue(1_020_000);
    const c = lockers.newLock('upload-c');
    await c.lock(never(), () => {});
    expect(keys).toEqual(new Set(['inwrdam:tus-lock:upload-c']));
    await c.unlock();
    expect(keys.size).toBe(0);
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it('does not take the lock in this instance when Redis answers that another holds it', async () => {
    const taken: LockRedis = {
      set: async () => null,
      eval: async () => 0,
      publish: async () => 1,
    };
    const fallback = new MemoryLocker();
    const fallbackLocks = jest.spyOn(fallback, 'newLock');
    await expect(
      locker(taken, fallback)
        .newLock('upload-1')
        .lock(never(), () => {}),
    ).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    expect(fallbackLocks).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('without a fallback, fails the request instead', async () => {
    const { redis } = downRedis();
    const lockers = createRedisLocker({ redis: async () => redis, subscribe: async () => {} });
    await expect(lockers.newLock('upload-1').lock(never(), () => {})).rejects.toThrow(
      'The client is closed',
    );
  });
});
