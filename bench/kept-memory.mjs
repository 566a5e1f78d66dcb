// Preloaded (--import) into the server the scale benchmark walks, started with --expose-gc: on
// SIGUSR2 it makes V8 collect everything it can, then writes what the process still holds to
// KEPT_MEMORY_OUT. The benchmark reads the server's resident memory first (the figure:
// what the server holds at that instant, garbage included) and only then asks for this one (what
// it keeps), so the collection never changes the first figure. docs/scale.md, "Memory".
import { renameSync, writeFileSync } from 'node:fs';
import { residentBytes } from './resident.mjs';

process.on('SIGUSR2', () => {
  // Two passes: what the first pass's finalizers let go of is collected by the second.
  globalThis.gc();
  globalThis.gc();
  const usage = process.memoryUsage();
  // Written whole, then renamed: the benchmark never reads half a file.
  const out = process.env.KEPT_MEMORY_OUT;
  writeFileSync(
    `${out}.part`,
    JSON.stringify({
      rssBytes: residentBytes(),
      heapUsedBytes: usage.heapUsed,
      heapTotalBytes: usage.heapTotal,
      externalBytes: usage.external,
    }),
  );
  renameSync(`${out}.part`, out);
});
