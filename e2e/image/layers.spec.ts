// No secret in the image: not in any layer's files, not in its configuration. Secrets belong in
// the run environment (docker run -e, compose), never in a layer (docs/operations.md, "The image").
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile, copyFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { SITE_IMAGE } from '../../scripts/image-names.mjs';
import { docker } from '../docker';

const exec = promisify(execFile);

/** Names that hold secrets: dotenv files, keys, credentials of npm, git or a cloud. */
const SECRET_NAME =
  /(^|\/)(\.env(\..*)?|\.npmrc|\.git-credentials|id_(rsa|ed25519|ecdsa)|.*\.(pem|key|p12|pfx))$/;
/** Variables whose values are secrets: they must come at run time, never with the image. */
const SECRET_VARIABLE = /^(REVALIDATE_SECRET|[A-Z_]*(SECRET|TOKEN|PASSWORD|API_KEY)[A-Z_]*)=/;

/** Every file of every layer of `image`, as `docker save` exports them, by layer. */
async function layerFiles(image: string): Promise<Map<string, string[]>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'image-layers-'));
  try {
    await docker(['save', '-o', path.join(dir, 'image.tar'), image], 300_000);
    await exec('tar', ['-xf', path.join(dir, 'image.tar'), '-C', dir]);
    const { stdout } = await exec('tar', ['-tf', path.join(dir, 'image.tar')]);
    const layers = stdout
      .split('\n')
      .filter((name) => /(^|\/)layer\.tar$|^blobs\/sha256\/\w+$/.test(name));
    const files = new Map<string, string[]>();
    for (const layer of layers) {
      // Config and manifest blobs are not archives: tar refuses them.
      const listed = await exec('tar', ['-tf', path.join(dir, layer)], {
        maxBuffer: 256 * 1024 * 1024,
      }).catch(() => null);
      if (listed) files.set(layer, listed.stdout.split('\n').filter(Boolean));
    }
    return files;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test('no layer of the site’s image holds a dotenv file, a key or a credential', async () => {
  const layers = await layerFiles(SITE_IMAGE);
  // The run stage's layers are there: the listing is not blind.
  // The stand-in Debian's layer (docker import) names its files `./etc/…`.
  const all = [...layers.values()].flat().map((file) => file.replace(/^\.\//, ''));
  expect(all).toContain('app/server.js');
  const found = all.filter((file) => SECRET_NAME.test(file.replace(/\/$/, '')));
  // Debian's own snakeoil and CA material is not a secret of ours.
  expect(found.filter((file) => !/^(etc\/ssl|usr\/(share|lib)\/)/.test(file))).toEqual([]);
});

test('the image’s configuration carries no secret variable, and its history no build secret', async () => {
  const env = JSON.parse(
    await docker(['image', 'inspect', '--format', '{{json .Config.Env}}', SITE_IMAGE]),
  ) as string[];
  expect(env.filter((entry) => SECRET_VARIABLE.test(entry))).toEqual([]);
  const history = await docker(['history', '--no-trunc', '--format', '{{.CreatedBy}}', SITE_IMAGE]);
  expect(history).not.toMatch(/SECRET|TOKEN|PASSWORD/);
});

test('the build context leaves out every dotenv file (.dockerignore)', async () => {
  // The Dockerfile copies the whole context into its build stage, and Next's standalone output
  // copies .env files into the app: what keeps them out of the image is .dockerignore. The same
  // file, beside dotenv files holding a canary, in a context that copies everything.
  const context = await mkdtemp(path.join(os.tmpdir(), 'image-context-'));
  const canary = `canary-${Date.now()}`;
  const tag = `inwrdam-e2e-context-${Date.now()}`;
  try {
    await copyFile('.dockerignore', path.join(context, '.dockerignore'));
    for (const name of ['.env', '.env.production', '.env.local']) {
      await writeFile(path.join(context, name), `REVALIDATE_SECRET=${canary}\n`);
    }
    await writeFile(path.join(context, 'kept.txt'), 'kept\n');
    await writeFile(
      path.join(context, 'Dockerfile'),
      'FROM debian:bookworm-slim\nCOPY . /context/\n',
    );
    await exec('docker', ['build', '-q', '-t', tag, context], {
      env: { ...process.env, DOCKER_BUILDKIT: '0' },
    });
    const listed = await docker([
      'run',
      '--rm',
      tag,
      'sh',
      '-c',
      'ls -A /context; grep -r canary- /context || true',
    ]);
    expect(listed).toContain('kept.txt');
    expect(listed).not.toContain('.env');
    expect(listed).not.toContain(canary);
  } finally {
    await docker(['rmi', '-f', tag]).catch(() => {});
    await rm(context, { recursive: true, force: true });
  }
});
