// The images' names and the site image's run flags, shared by the scripts that build and start
// containers (images.mjs, serve-image.mjs) and the tests that drive them (e2e/docker.ts). A module
// of its own, with nothing but constants, so that the tests can import it.

/** The site's image, as docker-compose.yml names it. */
export const SITE_IMAGE = 'inwrdam-site';
export const DEBIAN_IMAGE = 'debian:bookworm-slim';
export const REDIS_IMAGE = 'redis:7-alpine';

/**
 * What the image needs writable under `--read-only`: /tmp, and Next's cache (optimised images,
 * provider reads), owned by the `node` user: a plain `--tmpfs` is root's, and the server's writes
 * there fail (docs/operations.md, "The image"). /data is a volume of its own.
 */
export const READ_ONLY_MOUNTS = [
  '--read-only',
  '--tmpfs',
  '/tmp',
  '--tmpfs',
  '/app/.next/cache:uid=1000,gid=1000',
];
