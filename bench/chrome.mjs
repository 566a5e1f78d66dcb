// The system Chromium for Lighthouse (scripts/bench.mjs, bench/phone.mjs): headless, on `port`,
// trusting the stacks' own certificates (scripts/stack.mjs makes them for localhost), and doing
// nothing in the background that would land in a trace.
import * as chromeLauncher from 'chrome-launcher';

/** @param {number} port */
export function launchChrome(port) {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    port,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--ignore-certificate-errors',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
