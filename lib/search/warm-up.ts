/**
 * What an instance does by itself once it listens, before visitors' searches arrive: its first
 * health check starts the search indexes' build (app/api/health, lib/search/service.ts's
 * `warmSearch`, which retries until every index is built), and once they are ready it
 * renders each language's search page once, so that neither the index nor the route's first
 * render is paid for by a visitor (docs/scale.md). Requests to itself, over loopback, to its own
 * public pages; a failure only means the first visitor pays, as before.
 */
const POLL_MS = 250;
const LISTEN_TIMEOUT_MS = 60_000;
const READY_TIMEOUT_MS = 300_000;
const SEARCH_PAGES = [
  '/search?q=water',
  '/fr/search?q=eau',
  '/ar/search?q=مياه',
  '/fa/search?q=آب',
];

import { indexesReady, setPagesWarming } from './service';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The address this server listens on, as Next's standalone server reads it. */
function ownOrigin(env: NodeJS.ProcessEnv): string {
  const host = env.HOSTNAME?.trim();
  const name = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${Number(env.PORT) || 3000}`;
}

async function health(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/api/health`);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

export async function warmUp(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  setPagesWarming(true);
  try {
    await warmPages(ownOrigin(env));
  } finally {
    setPagesWarming(false);
  }
}

async function warmPages(origin: string): Promise<void> {
  const listening = Date.now() + LISTEN_TIMEOUT_MS;
  let status = await health(origin);
  while (!status && Date.now() < listening) {
    await pause(POLL_MS);
    status = await health(origin);
  }
  // That first answer started the indexes' build (a request gives Next's data cache the context
  // the provider's reads need); it is this process's work, so it is watched here, not over HTTP.
  const ready = Date.now() + READY_TIMEOUT_MS;
  while (status && !indexesReady() && Date.now() < ready) await pause(POLL_MS);
  if (!indexesReady()) return;
  for (const page of SEARCH_PAGES) {
    await fetch(origin + encodeURI(page))
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }
}
