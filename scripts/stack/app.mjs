// An app directory as the stack, and a systemd machine (deploy/systemd/), run it: the standalone
// server with its hashed assets, public files and the server preload, the same files the
// Dockerfile's run stage copies, in the same layout.
//
//   node scripts/stack/app.mjs --dir DIR     (builds first when there is no build)
//
// The image itself is built and tested from the Dockerfile (scripts/images.mjs,
// `npm run test:containers`); this lays out a build for the machines that run it without Docker.
import { cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { PRELOAD_FILES } from '../preload-files.mjs';
import { prepare } from '../standalone.mjs';

const root = process.cwd();

/** The settings every instance runs with, as the image's ENV lines set them. */
export const APP_ENV = {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
};

/** The standalone server, hashed assets, public files and the preload, laid out in `dir`. */
export async function assemble(dir) {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await cp(path.join(root, '.next', 'standalone'), dir, { recursive: true });
  await cp(path.join(root, '.next', 'static'), path.join(dir, '.next', 'static'), {
    recursive: true,
  });
  await cp(path.join(root, 'public'), path.join(dir, 'public'), { recursive: true });
  for (const file of PRELOAD_FILES) {
    await cp(path.join(root, file), path.join(dir, file));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const index = process.argv.indexOf('--dir');
  if (index < 0 || !process.argv[index + 1]) {
    console.error('usage: node scripts/stack/app.mjs --dir DIR');
    process.exit(2);
  }
  await prepare();
  await assemble(path.resolve(process.argv[index + 1]));
}
