/**
 * An absolute http(s) address with a host name that has a dot: what a new tab can open. Used for
 * the provider's social links (`'#'` and empty mean "no address") and for the LinkedIn/portfolio
 * field of the application forms. Runs in the browser and on the server.
 */
export function isWebAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
