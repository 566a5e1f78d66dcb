// Prints a route's first-load JavaScript from the build's own report (.next/diagnostics), raw,
// gzip and brotli, and what its lazily loaded islands (next/dynamic, from the route's
// react-loadable-manifest.json) add when they load. Run after `npm run build`:
//   node scripts/bundle-stats.mjs            # the home page, /[locale]
//   node scripts/bundle-stats.mjs /[locale]/news
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const route = process.argv[2] ?? '/[locale]';
const next = path.resolve('.next');
const stats = JSON.parse(
  readFileSync(path.join(next, 'diagnostics', 'route-bundle-stats.json'), 'utf8'),
);
const entry = stats.find((item) => item.route === route);
if (!entry) {
  console.error(
    `No route ${route} in the build report. Routes: ${stats.map((s) => s.route).join(', ')}`,
  );
  process.exit(1);
}

function size(files) {
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

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const line = (label, s) =>
  console.log(
    `${label.padEnd(34)} ${kB(s.raw).padStart(10)} raw ${kB(s.gzip).padStart(10)} gzip ${kB(s.brotli).padStart(10)} brotli`,
  );

const firstLoad = entry.firstLoadChunkPaths;
const first = size(firstLoad);
line(`${route} first load (${firstLoad.length} files)`, first);

const manifest = path.join(
  next,
  'server',
  'app',
  ...route.split('/').filter(Boolean),
  'page',
  'react-loadable-manifest.json',
);
const lazy = existsSync(manifest)
  ? [...new Set(Object.values(JSON.parse(readFileSync(manifest, 'utf8'))).flatMap((m) => m.files))]
      .filter((file) => file.endsWith('.js'))
      .map((file) => path.join('.next', file))
      .filter((file) => !firstLoad.includes(file))
  : [];
if (lazy.length) {
  const islands = size(lazy);
  line(`lazy islands (${lazy.length} files)`, islands);
  line('first load + lazy islands', {
    raw: first.raw + islands.raw,
    gzip: first.gzip + islands.gzip,
    brotli: first.brotli + islands.brotli,
  });
}
