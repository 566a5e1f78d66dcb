// Modules loaded afresh, as a server starting with the test's environment would load them, with
// every Redis connection they open recorded so the test can close it (none outlives its test).
import type * as redis from '@redis/client';

export type RedisClient = ReturnType<typeof redis.createClient>;

export async function freshModules<T>(load: () => Promise<T>, opened: RedisClient[]): Promise<T> {
  let loaded: T | undefined;
  await jest.isolateModulesAsync(async () => {
    jest.doMock('@redis/client', () => {
      const real = jest.requireActual<typeof redis>('@redis/client');
      return {
        ...real,
        createClient: (...args: Parameters<typeof real.createClient>) => {
          const client = real.createClient(...args);
          opened.push(client);
          return client;
        },
      };
    });
    loaded = await load();
  });
  return loaded!;
}
