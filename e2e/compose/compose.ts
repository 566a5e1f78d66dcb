// The compose stack as the suite drives it: docker-compose with the project's name and the
// variables an operator sets, the containers' states, and the release procedure of
// deploy/compose-release.sh.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { COMPOSE, HTTPS } from '../../playwright.compose.config';
import { docker } from '../docker';

const exec = promisify(execFile);

export { COMPOSE, HTTPS };

/** What an operator sets (docs/operations.md, "With docker-compose"), with this suite's ports. */
export const composeEnv = {
  ...process.env,
  COMPOSE_PROJECT_NAME: COMPOSE.project,
  COMPOSE_FILE: COMPOSE.file,
  REVALIDATE_SECRET: COMPOSE.secret,
  SITE_URL: HTTPS,
  EDGE_HTTP_PORT: String(COMPOSE.http),
  EDGE_HTTPS_PORT: String(COMPOSE.https),
  // Its own tag: the other suites' image (built for http://localhost) keeps its name.
  SITE_IMAGE: `${COMPOSE.project}-site`,
};

/** `docker-compose …` in the project; its output. */
export async function compose(args: string[], timeout = 600_000): Promise<string> {
  const { stdout } = await exec('docker-compose', args, {
    env: composeEnv,
    timeout,
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout.trim();
}

/** The id of a service's running container. */
export const containerOf = async (service: string) => compose(['ps', '-q', service]);

/** The container's address on the project's network: the host reaches it there. */
export async function addressOf(service: string): Promise<string> {
  const id = await containerOf(service);
  const ip = await docker([
    'inspect',
    '--format',
    '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}',
    id,
  ]);
  return `http://${ip}:3000`;
}

export async function healthOf(service: string): Promise<string> {
  const id = await containerOf(service);
  return id ? docker(['inspect', '--format', '{{.State.Health.Status}}', id]) : 'gone';
}

/** PASS, HIT, MISS or STALE: how Varnish answered (deploy/varnish.vcl, vcl_deliver). */
export const edgeCache = (response: APIResponse) => response.headers()['x-cache'];

/**
 * Requests through the edge, one after another, until stopped: cached pages and a search that
 * renders on every request. Every answer that is not a 200 is kept, with its address.
 */
export function load(request: APIRequestContext) {
  const paths = ['/', '/ar/news/1', '/fr/team', '/publications/search?q=water', '/fa/events'];
  const failures: string[] = [];
  let count = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const path = paths[count % paths.length]!;
      count += 1;
      const status = await request
        .get(`${HTTPS}${path}`, { timeout: 30_000 })
        .then((response) => String(response.status()))
        .catch((error: Error) => error.message.split('\n')[0]!);
      if (status !== '200') failures.push(`${path}: ${status}`);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { count, failures };
    },
  };
}

/** Waits until Varnish has every site container in rotation again (its probe, through nginx). */
export async function allInRotation() {
  await expect
    .poll(
      async () => {
        const listed = await compose(['exec', '-T', 'cache', 'varnishadm', 'backend.list']);
        return listed.split('\n').filter((line) => /site_\d\s.*\shealthy(\s|$)/.test(line)).length;
      },
      { timeout: 120_000 },
    )
    .toBe(2);
}
