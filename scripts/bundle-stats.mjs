// Prints a route's first-load JavaScript from the build's own report (.next/diagnostics), raw,
// gzip and brotli, and what its lazily loaded islands (next/dynamic and plain import(), see
// lazyChunks) add when they load, beside Next's own floor (the build manifest's rootMainFiles)
// and what the route adds above it. Run after `npm run build`:
//   node scripts/bundle-stats.mjs            # the home page, /[locale]
//   node scripts/bundle-stats.mjs /[locale]/news
// scripts/bench.mjs imports routeBundles() for the JavaScript budgets.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const next = path.resolve('.next');

/** The build's report: one entry per route with the chunks its first load needs. */
export function readBundleStats() {
  return JSON.parse(
    readFileSync(path.join(next, 'diagnostics', 'route-bundle-stats.json'), 'utf8'),
  );
}

/** Sizes of a set of files, raw and compressed as a server would send them. */
export function size(files) {
  return files.reduce(
    (sum, file) => {
      const bytes = readFileSync(path.resolve(file));
      return {
        raw: sum.raw + bytes.length,
        gzip: sum.gzip + gzipSync(bytes, { level: 9 }).length,
        brotli:
          sum.brotli +
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

/**
 * Chunks a route loads later, not part of its first load: those of its next/dynamic islands (the
 * route's react-loadable-manifest.json), and those a plain `import()` in its first-load code
 * fetches on demand (the tender page's proposal form, the member map): Turbopack writes the files
 * such an import loads into the importing chunk, as "static/chunks/…" names.
 */
export function lazyChunks(route, firstLoad) {
  const manifest = path.join(
    next,
    'server',
    'app',
    ...route.split('/').filter(Boolean),
    'page',
    'react-loadable-manifest.json',
  );
  const loadable = existsSync(manifest)
    ? Object.values(JSON.parse(readFileSync(manifest, 'utf8'))).flatMap((m) => m.files)
    : [];
  const imported = firstLoad.flatMap((chunk) =>
    [...readFileSync(path.resolve(chunk), 'utf8').matchAll(/"(static\/chunks\/[^"]+\.js)"/g)].map(
      (match) => match[1],
    ),
  );
  return [...new Set([...loadable, ...imported])]
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join('.next', file))
    .filter((file) => !firstLoad.includes(file));
}

/**
 * The chunks a route's page really loads. Next's report adds to every route the chunks of
 * `app/global-not-found` (the 404 of unmatched paths, another root layout), which a page of that
 * route never loads: its HTML names only the chunks of its own segments. Those are left out here,
 * read from the route's client reference manifest (the list the server writes into the HTML).
 */
export function firstLoadChunks(entry) {
  const manifestFile = path.join(
    next,
    'server',
    'app',
    ...entry.route.split('/').filter(Boolean),
    'page_client-reference-manifest.js',
  );
  if (!existsSync(manifestFile)) return entry.firstLoadChunkPaths;
  const sandbox = { self: {} };
  new Function('self', 'globalThis', readFileSync(manifestFile, 'utf8'))(
    sandbox.self,
    sandbox.self,
  );
  const manifest = Object.values(sandbox.self.__RSC_MANIFEST ?? {})[0];
  if (!manifest?.entryJSFiles) return entry.firstLoadChunkPaths;
  const own = new Set();
  const notFoundOnly = new Set();
  for (const [segment, files] of Object.entries(manifest.entryJSFiles)) {
    for (const file of files)
      (segment.endsWith('/global-not-found') ? notFoundOnly : own).add(file);
  }
  return entry.firstLoadChunkPaths.filter((chunk) => {
    const file = chunk.replace(/^\.next\//, '');
    return own.has(file) || !notFoundOnly.has(file);
  });
}

/**
 * Next's own runtime, which every page loads before any code of ours: the build manifest's
 * `rootMainFiles` (React, the App Router, Turbopack's loader), read from the same build.
 */
export function frameworkFloor() {
  const manifest = JSON.parse(readFileSync(path.join(next, 'build-manifest.json'), 'utf8'));
  return size(manifest.rootMainFiles.map((file) => path.join('.next', file)));
}

/** Every route of the report with its first-load size and what its lazy islands add. */
export function routeBundles() {
  return readBundleStats().map((entry) => {
    const firstLoad = firstLoadChunks(entry);
    const lazy = lazyChunks(entry.route, firstLoad);
    return {
      route: entry.route,
      firstLoad: size(firstLoad),
      lazy: lazy.length ? size(lazy) : null,
    };
  });
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const line = (label, s) =>
  console.log(
    `${label.padEnd(34)} ${kB(s.raw).padStart(10)} raw ${kB(s.gzip).padStart(10)} gzip ${kB(s.brotli).padStart(10)} brotli`,
  );

if (import.meta.url === `file://${process.argv[1]}`) {
  const route = process.argv[2] ?? '/[locale]';
  const stats = readBundleStats();
  const entry = stats.find((item) => item.route === route);
  if (!entry) {
    console.error(
      `No route ${route} in the build report. Routes: ${stats.map((s) => s.route).join(', ')}`,
    );
    process.exit(1);
  }
  const firstLoad = firstLoadChunks(entry);
  const first = size(firstLoad);
  const floor = frameworkFloor();
  line("Next's floor (rootMainFiles)", floor);
  line(`${route} first load (${firstLoad.length} files)`, first);
  line('above the floor', {
    raw: first.raw - floor.raw,
    gzip: first.gzip - floor.gzip,
    brotli: first.brotli - floor.brotli,
  });
  const lazy = lazyChunks(route, firstLoad);
  if (lazy.length) {
    const islands = size(lazy);
    line(`lazy islands (${lazy.length} files)`, islands);
    line('first load + lazy islands', {
      raw: first.raw + islands.raw,
      gzip: first.gzip + islands.gzip,
      brotli: first.brotli + islands.brotli,
    });
  }
}
