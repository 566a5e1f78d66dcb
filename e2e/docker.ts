// The Docker engine as the container suites drive it: the site's image started as an operator
// starts it (scripts/serve-image.mjs's flags), stopped as `docker stop` stops it, and looked into.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { READ_ONLY_MOUNTS, SITE_IMAGE } from '../scripts/image-names.mjs';

const exec = promisify(execFile);

/** `docker …`'s output; a failed command throws with what docker printed. */
export async function docker(args: string[], timeout = 120_000): Promise<string> {
  const { stdout } = await exec('docker', args, { timeout, maxBuffer: 256 * 1024 * 1024 });
  return stdout.trim();
}

/**
 * A container of the site's image, detached, on the host's network (PORT chooses its port), with
 * a read-only root unless `flags` say otherwise. Any container of that name is replaced.
 */
export async function runSite(
  name: string,
  env: Record<string, string>,
  flags: string[] = READ_ONLY_MOUNTS,
): Promise<void> {
  await removeContainer(name);
  const variables = Object.entries(env).flatMap(([key, value]) => ['-e', `${key}=${value}`]);
  await docker([
    'run',
    '-d',
    '--name',
    name,
    '--network',
    'host',
    ...flags,
    ...variables,
    SITE_IMAGE,
  ]);
}

export async function removeContainer(name: string): Promise<void> {
  await docker(['rm', '-f', '--volumes', name]).catch(() => {});
}

/** `docker stop`: SIGTERM, then SIGKILL after `grace` seconds; the container's exit code. */
export async function stopContainer(name: string, grace = 70): Promise<number> {
  await docker(['stop', '--time', String(grace), name], (grace + 30) * 1000);
  return Number(await docker(['inspect', '--format', '{{.State.ExitCode}}', name]));
}

/** A command run in the container, as its user; its output. */
export function execIn(name: string, command: string[]): Promise<string> {
  return docker(['exec', name, ...command]);
}

/** The container's health as Docker judges it by the image's HEALTHCHECK. */
export function healthOf(name: string): Promise<string> {
  return docker(['inspect', '--format', '{{.State.Health.Status}}', name]);
}
