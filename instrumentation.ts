// Runs once when an instance starts (https://nextjs.org/docs/app/guides/instrumentation).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // JSON logs, metrics on METRICS_PORT, traces when OTEL_EXPORTER_OTLP_ENDPOINT is set
  // (docs/operations.md, "Logs, metrics and traces"). Not while building: the build's workers
  // serve no request. OBSERVABILITY=off leaves them out, to measure what they cost (npm run bench).
  if (
    process.env.NEXT_PHASE !== 'phase-production-build' &&
    process.env.OBSERVABILITY?.trim() !== 'off'
  ) {
    const { registerObservability } = await import('./lib/observability/register');
    await registerObservability();
  }
  // A server in production warms its search before visitors come (lib/search/warm-up.ts); not
  // while building, nor in development, where it would compile the search page at every start.
  if (
    process.env.NODE_ENV === 'production' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    const { warmUp } = await import('./lib/search/warm-up');
    void warmUp();
  }
  const redisUrl = process.env.REDIS_URL?.trim();
  if (!redisUrl) return;
  // With the shared cache, the pages prerendered by the build are copied into Redis, so the first
  // visitors of a new release get them without a render (lib/cache/initial-cache.mjs).
  const { seedSharedCache } = await import('./lib/cache/initial-cache.mjs');
  await seedSharedCache(redisUrl);
}
