/**
 * The client's address as the site reads it, for the upload limits (lib/upload/server/rate-limit.ts)
 * and the request log (lib/observability/address.ts): which address is the client's behind the
 * declared proxies, and an address's IPv6 groups, written out.
 */

/** `TRUST_PROXY`: how many reverse proxies in front of the site append to X-Forwarded-For. */
export function trustedProxyHops(value = process.env.TRUST_PROXY): number {
  const hops = Number(value?.trim());
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
}

/**
 * Behind `hops` trusted proxies, each appending the address it saw, the client is the right-most
 * address of X-Forwarded-For not written by one of them (the hops-th from the right); null when
 * the header is shorter than that (a proxy was bypassed) or there are no trusted proxies.
 */
export function forwardedClient(forwardedFor: string | null, hops: number): string | null {
  if (hops <= 0) return null;
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return chain[chain.length - hops] ?? null;
}

/** The address without spaces, brackets (`[::1]`) or an IPv6 zone (`fe80::1%eth0`), lower case. */
export function bareAddress(address: string): string {
  return address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
}

/** An IPv6 address's eight groups, `::` written out; null when it is not one. */
export function ipv6Groups(address: string): string[] | null {
  if (!address.includes(':')) return null;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [
          ...left,
          ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'),
          ...right,
        ];
  return groups.length === 8 && groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))
    ? groups
    : null;
}

/** Groups without their leading zeros (`0db8` → `db8`), as addresses are written. */
export function shortGroups(groups: string[]): string {
  return groups.map((group) => group.replace(/^0+(?=.)/, '')).join(':');
}
