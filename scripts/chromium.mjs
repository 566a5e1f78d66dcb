/**
 * The system Chromium every suite, script and benchmark launches (README, "Tests"): the one
 * `CHROMIUM_PATH` names, else Debian's, with nothing running in the background that would reach
 * the network or land in a trace. One list, so a flag added for one run is added for all.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
