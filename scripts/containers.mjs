// `npm run test:containers`: the site as operators run it, on a Docker engine. Builds the images
// (scripts/images.mjs: the base images when missing, then the site's image from the Dockerfile),
// then runs the suites that drive containers of it, and prints how long each part took:
// - the faulty-provider suite (playwright.faulty.config.ts): one container, a misbehaving provider;
// - the shared-cache suite (playwright.redis.config.ts): two containers and a Redis container;
// - the image's promises (playwright.image.config.ts): non-root, read-only, /data, health,
//   draining, no secret in a layer;
// - the compose stack (playwright.compose.config.ts): docker-compose.yml as written.
//
//   npm run test:containers                  everything
//   npm run test:containers -- faulty image  only those suites (names: faulty redis image compose)
//   npm run test:containers -- --no-build    with the images already built
import { spawnSync } from 'node:child_process';
import { baseImages, siteImage } from './images.mjs';

const SUITES = {
  faulty: 'playwright.faulty.config.ts',
  redis: 'playwright.redis.config.ts',
  image: 'playwright.image.config.ts',
  compose: 'playwright.compose.config.ts',
};

const argv = process.argv.slice(2);
const chosen = argv.filter((arg) => arg in SUITES);
const unknown = argv.filter((arg) => !(arg in SUITES) && arg !== '--no-build');
if (unknown.length > 0) {
  console.error(
    `containers: unknown ${unknown.join(' ')} (suites: ${Object.keys(SUITES).join(' ')})`,
  );
  process.exit(2);
}

// `npm test` ends here: without an engine the suites are skipped with how to get one, as the edge
// suite is without nginx, and under CI=true that is an error instead (.ci/run starts the engine).
if (spawnSync('docker', ['info'], { stdio: 'ignore' }).status !== 0) {
  console.error(
    [
      `No Docker engine answers (\`docker info\` fails): the container suites ${process.env.CI === 'true' ? 'cannot run' : 'are skipped'}.`,
      'On Debian: sudo apt-get install -y docker.io docker-compose debootstrap, then start',
      'dockerd (`sudo systemctl start docker`, or `sudo dockerd &` without systemd).',
    ].join('\n'),
  );
  process.exit(process.env.CI === 'true' ? 1 : 0);
}

const times = [];
function timed(label, step) {
  const start = Date.now();
  const status = step();
  times.push([label, (Date.now() - start) / 1000, status]);
  return status;
}
function report() {
  const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
  console.log('\nThe container part:');
  for (const [label, seconds, status] of times) {
    console.log(
      `  ${label.padEnd(28)} ${seconds.toFixed(0).padStart(5)} s  ${status === 0 ? 'ok' : 'FAILED'}`,
    );
  }
  console.log(`  ${'total'.padEnd(28)} ${total.toFixed(0).padStart(5)} s`);
}

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  // The compose suite then brings the stack up without building (e2e/compose/global-setup.ts).
  ...(argv.includes('--no-build') ? { E2E_COMPOSE_NO_BUILD: '1' } : {}),
};
let failed = 0;
if (!argv.includes('--no-build')) {
  failed = timed('images', () => {
    try {
      baseImages();
      siteImage();
      return 0;
    } catch (error) {
      console.error(`containers: ${error.message}`);
      return 1;
    }
  });
}
for (const name of chosen.length > 0 ? chosen : Object.keys(SUITES)) {
  if (failed !== 0) break;
  failed = timed(`${name} suite`, () => {
    const run = spawnSync('npx', ['playwright', 'test', '-c', SUITES[name]], {
      stdio: 'inherit',
      env,
    });
    return run.status ?? 1;
  });
}
report();
process.exit(failed);
