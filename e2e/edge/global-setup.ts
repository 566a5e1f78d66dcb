// Starts the fake provider and the stack (scripts/stack.mjs) for the edge suite, and answers the
// teardown that stops both, even when the tests fail.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { EDGE } from '../../playwright.edge.config';

function stack(command: 'up' | 'down') {
  const result = spawnSync(process.execPath, ['scripts/stack.mjs', command], {
    stdio: 'inherit',
    env: {
      ...process.env,
      STACK_DIR: EDGE.stateDir,
      STACK_HTTP_PORT: String(EDGE.http),
      STACK_HTTPS_PORT: String(EDGE.https),
      STACK_INTERNAL_PORT: String(EDGE.cache),
      // Two cores: one worker is enough for the tests' load.
      STACK_NGINX_WORKERS: '1',
      // The build's SITE_URL (http, another port) stays: a form's Origin is then accepted only
      // through the X-Forwarded-Host and -Proto that nginx sets, which is what is tested.
      SITE_URL: process.env.SITE_URL || `http://localhost:${Number(process.env.E2E_PORT) || 3100}`,
      REVALIDATE_SECRET: EDGE.secret,
      PROVIDER_API_URL: `http://localhost:${EDGE.provider}`,
      PROVIDER_TIMEOUT_MS: '1500',
    },
  });
  if (result.status !== 0) throw new Error(`scripts/stack.mjs ${command} failed`);
}

export default async function globalSetup() {
  rmSync(EDGE.receivedDir, { recursive: true, force: true });
  const provider = spawn(process.execPath, ['e2e/faulty/fake-provider.mjs'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      FAKE_PROVIDER_PORT: String(EDGE.provider),
      FAKE_CONTROL_PORT: String(EDGE.control),
      FAKE_RECEIVED_DIR: EDGE.receivedDir,
    },
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ready = await fetch(`http://localhost:${EDGE.control}/state`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('the fake provider did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  try {
    stack('up');
  } catch (error) {
    provider.kill();
    throw error;
  }
  return async () => {
    stack('down');
    provider.kill();
  };
}
