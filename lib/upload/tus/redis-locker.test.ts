/** @jest-environment node */
import { createClient } from '@redis/client';
import { createRedisLocker, type LockRedis } from './redis-locker';

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
async function instance(prefix: string) {
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
  });
}

(redisUrl ? describe : describe.skip)('the upload lock shared by instances (Redis)', () => {
  it('lets one instance hold an upload while the other waits, asks it to let go, then takes it', async () => {
    const prefix = `test:tus-lock:${Date.now()}:`;
    const [a, b] = [await instance(prefix), await instance(prefix)];
    const held = a.newLock('upload-1');
    const release = jest.fn();
    await held.lock(new AbortController().signal, release);

    const waiting = b.newLock('upload-1');
    let taken = false;
    const acquired = waiting
      .lock(new AbortController().signal, () => {})
      .then(() => {
        taken = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(taken).toBe(false);
    expect(release).toHaveBeenCalled();
    await held.unlock();
    await acquired;
    expect(taken).toBe(true);
    await waiting.unlock();
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
});
