// The system Chromium for Lighthouse (scripts/bench.mjs, bench/phone.mjs): headless, on `port`,
// trusting the stacks' own certificates (scripts/stack.mjs makes them for localhost), and doing
// nothing in the background that would land in a trace.
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

/** @param {number} port */
export function launchChrome(port) {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    port,
    chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...CHROMIUM_ARGS],
  });
}
