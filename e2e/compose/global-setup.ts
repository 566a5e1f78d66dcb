// Brings the compose stack up as an operator does (`docker-compose up --build`, detached), waits
// until the edge serves through both site containers, and takes it down with its volumes after
// the suite. Its build reuses the layers `node scripts/images.mjs` left.
import { expect } from '@playwright/test';
import { request } from '@playwright/test';
import { allInRotation, compose, HTTPS } from './compose';

export default async function globalSetup() {
  await compose(['down', '--volumes', '--remove-orphans']).catch(() => {});
  const started = Date.now();
  // `npm run test:containers -- --no-build` reuses the image the last run built.
  const build = process.env.E2E_COMPOSE_NO_BUILD ? [] : ['--build'];
  await compose(['up', ...build, '--detach'], 1_800_000);
  const context = await request.newContext({ ignoreHTTPSErrors: true });
  try {
    await expect
      .poll(
        async () =>
          (await context.get(`${HTTPS}/api/health`).catch(() => null))?.status() ?? 'down',
        { timeout: 300_000, intervals: [2_000] },
      )
      .toBe(200);
    await allInRotation();
  } finally {
    await context.dispose();
  }
  console.log(`compose: up in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return async () => {
    await compose(['down', '--volumes', '--remove-orphans']);
  };
}
