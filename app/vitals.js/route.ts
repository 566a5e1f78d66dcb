import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BEACON_ENDPOINT, startBeacon } from '@/lib/vitals/beacon';

// `/vitals.js`: web-vitals' own browser build (its IIFE, which defines `webVitals`), then the
// site's beacon started with it. Built once, at build time. A dotted path, so the English rewrite
// of next.config.mjs leaves it alone; loaded by components/layout/VitalsLoader.tsx.
export const dynamic = 'force-static';

export async function GET() {
  const library = await readFile(
    path.join(process.cwd(), 'node_modules', 'web-vitals', 'dist', 'web-vitals.iife.js'),
    'utf8',
  );
  const start = `(${startBeacon.toString()})(webVitals,${JSON.stringify(BEACON_ENDPOINT)},location.pathname,function(u,b){return navigator.sendBeacon(u,b)},window);`;
  return new Response(`${library.trim()}\n${start}\n`, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      // A release may change it: kept an hour by browsers, a day by shared caches.
      'Cache-Control': 'public, max-age=3600, s-maxage=86400',
    },
  });
}
