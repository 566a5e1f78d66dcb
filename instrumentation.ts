// Runs once when an instance starts (https://nextjs.org/docs/app/guides/instrumentation).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const redisUrl = process.env.REDIS_URL?.trim();
  if (!redisUrl) return;
  // With the shared cache, the pages prerendered by the build are copied into Redis, so the first
  // visitors of a new release get them without a render (lib/cache/initial-cache.mjs).
  const { seedSharedCache } = await import('./lib/cache/initial-cache.mjs');
  await seedSharedCache(redisUrl);
}
