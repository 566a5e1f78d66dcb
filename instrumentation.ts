// Runs once when an instance starts (https://nextjs.org/docs/app/guides/instrumentation).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const redisUrl = process.env.REDIS_URL?.trim();
  if (!redisUrl) return;
  // With the shared cache, the pages prerendered by the build are copied into Redis, so the first
  // visitors of a new release get them without a render. Entries already there (written by
  // another instance of the same release, possibly fresher) are kept.
  const [{ registerInitialCache }, { createRedisCacheHandler }] = await Promise.all([
    import('@fortedigital/nextjs-cache-handler/instrumentation'),
    import('./lib/cache/redis-handler.mjs'),
  ]);
  await registerInitialCache(createRedisCacheHandler(redisUrl), { setOnlyIfNotExists: true });
}
