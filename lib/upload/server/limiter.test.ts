/** @jest-environment node */
import type { createClient } from '@redis/client';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { lazyClient } from './limiter';

type RedisClient = ReturnType<typeof createClient>;

/**
 * The connection every upload limit and the tus locker share (lazyClient), through an outage and
 * a recovery. Redis is real (`npm test` and `npm run mutation` export TEST_REDIS_URL, a
 * redis-server they start); the outage is a proxy in front of it that drops every connection
 * and refuses new ones until it is let up again.
 */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.CI) {
  throw new Error('CI=true and no TEST_REDIS_URL: the Redis connection tests may not be skipped.');
}

function outageProxy(target: URL) {
  const open = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    const upstream = net.connect({ host: target.hostname, port: Number(target.port) });
    const drop = () => {
      socket.destroy();
      upstream.destroy();
    };
    for (const end of [socket, upstream]) {
      open.add(end);
      end.on('error', drop).on('close', () => {
        open.delete(end);
        drop();
      });
    }
    socket.pipe(upstream).pipe(socket);
  });
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) =>
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as net.AddressInfo).port;
        resolve();
      }),
    );
  return {
    async start() {
      await listen();
      return `redis://127.0.0.1:${port}`;
    },
    /** Redis goes away: every connection is cut and the port refuses new ones. */
    down() {
      server.close();
      for (const end of open) end.destroy();
    },
    /** Redis is back on the same port. */
    up: listen,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function until(condition: () => boolean, deadlineMs: number) {
  const deadline = Date.now() + deadlineMs;
  while (!condition() && Date.now() < deadline) await sleep(25);
  return condition();
}

(redisUrl ? describe : describe.skip)('lazyClient', () => {
  it('fails a command at once while Redis is down, reconnects by itself with a growing wait, and logs each new outage once', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const proxy = outageProxy(new URL(redisUrl!));
    const connect = lazyClient(await proxy.start());
    const client = (await connect()) as RedisClient;
    try {
      expect(await client.ping()).toBe('PONG');
      expect(await connect()).toBe(client);

      let attempts = 0;
      client.on('reconnecting', () => (attempts += 1));
      proxy.down();
      expect(await until(() => !client.isReady, 1_000)).toBe(true);
      // Not held until Redis is back: the upload is counted in memory instead.
      const outcome = await Promise.race([
        client.ping().then(
          () => 'answered',
          () => 'failed',
        ),
        sleep(1_000).then(() => 'still waiting'),
      ]);
      expect(outcome).toBe('failed');
      await sleep(2_000);
      // Tried again within the outage's first three seconds, but not hammered: the waits grow
      // from a quarter of a second (node-redis's own would have tried five or six times).
      expect(attempts).toBeGreaterThanOrEqual(2);
      expect(attempts).toBeLessThanOrEqual(4);
      expect(errors).toHaveBeenCalledTimes(1);
      expect(errors.mock.calls[0]![0]).toMatch(
        /^\[upload\] Redis unavailable, counting uploads in memory: /,
      );

      // Redis back: used again without a restart, within a couple of seconds.
      await proxy.up();
      expect(await until(() => client.isReady, 4_000)).toBe(true);
      expect(await client.ping()).toBe('PONG');

      // The next outage is news again, and is logged.
      proxy.down();
      expect(await until(() => errors.mock.calls.length === 2, 2_000)).toBe(true);
    } finally {
      client.destroy();
      await proxy.close().catch(() => {});
      errors.mockRestore();
    }
  }, 20_000);
});
