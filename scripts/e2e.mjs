// `npm run test:e2e`: builds the site, then runs Playwright against the production server with
// an installed Chromium (Playwright cannot download its own browser on every machine): first the
// main suite, then the edge suite (the whole stack, scripts/stack.mjs). The suites that run the
// site's image (faulty provider, shared cache, the image's promises, the compose stack) run on a
// Docker engine: `npm run test:containers` (scripts/containers.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { edgePrograms, INSTALL_HINT as EDGE_INSTALL_HINT } from './stack.mjs';

const require = createRequire(import.meta.url);

function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  try {
    candidates.push(require('playwright-core').chromium.executablePath());
  } catch {
    // Playwright's own browser is optional.
  }
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

const chromium = findChromium();
if (!chromium) {
  console.error(
    [
      'No Chromium found for the end-to-end tests.',
      'Install one and run again, for example:',
      '  Debian/Ubuntu:  sudo apt-get install -y chromium',
      '  or Playwright:  npx playwright install chromium',
      'or point CHROMIUM_PATH at an existing Chrome/Chromium binary.',
    ].join('\n'),
  );
  process.exit(1);
}

const args = process.argv.slice(2).filter((arg) => arg !== '--no-build');
// Arguments naming tests or files address the main suite only; without them every suite runs.
const fullRun = args.length === 0;
// Under CI every suite must run: a program one of them needs is missing fails the run here,
// before the build and the other suites, rather than skipping that suite at the end.
if (process.env.CI && fullRun) {
  const missing = Object.values(edgePrograms()).includes(null) ? [EDGE_INSTALL_HINT] : [];
  if (missing.length > 0) {
    console.error([...missing, 'CI=true: every suite must run, so this is an error.'].join('\n'));
    process.exit(1);
  }
}

const port = Number(process.env.E2E_PORT) || 3100;
// Static pages carry absolute URLs (canonical, hreflang, sitemap): build for the origin under test.
const env = {
  ...process.env,
  CHROMIUM_PATH: chromium,
  NEXT_TELEMETRY_DISABLED: '1',
  SITE_URL: `http://localhost:${port}`,
};
if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const main = spawnSync('npx', ['playwright', 'test', ...args], { stdio: 'inherit', env });
if (main.status !== 0) process.exit(main.status ?? 1);
// Arguments naming tests or files address the main suite only.
if (!fullRun) process.exit(0);
// The deployment as it runs: nginx, Varnish, Redis and two instances (playwright.edge.config.ts).
// Without those programs it is skipped with how to get them; under CI=true that is an error.
if (Object.values(edgePrograms()).includes(null)) {
  console.error(EDGE_INSTALL_HINT);
  if (process.env.CI) process.exit(1);
  console.error('Skipped: the edge suite (playwright.edge.config.ts).');
  process.exit(0);
}
const edge = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.edge.config.ts'], {
  stdio: 'inherit',
  env,
});
process.exit(edge.status ?? 1);
