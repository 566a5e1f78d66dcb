import type { IncomingMessage } from 'node:http';

/**
 * The client's address as the upload limits find it (lib/upload/server/rate-limit.ts,
 * `clientKey`): the socket's, or behind `TRUST_PROXY` hops the right-most address of
 * X-Forwarded-For that no trusted proxy wrote.
 */
export function clientAddress(request: IncomingMessage, hops: number): string {
  const socket = request.socket?.remoteAddress ?? '';
  if (hops > 0) {
    const header = request.headers['x-forwarded-for'];
    const chain = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const client = chain[chain.length - hops];
    if (client) return client;
  }
  return socket;
}

/**
 * The address with the host part hidden, so a log identifies a network, not a person: IPv4's
 * last octet (`203.0.113.0`), IPv6's last 80 bits (the interface identifier and subnet, kept as
 * the first 48: `2001:db8:85a3::`). An IPv4-mapped IPv6 address is masked as IPv4.
 */
export function maskAddress(address: string): string {
  const value = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/i.exec(value);
  if (v4) return `${v4[1]}.0`;
  if (!value.includes(':')) return '';
  const [head = '', tail] = value.split('::');
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
  if (groups.length !== 8 || !groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return '';
  return `${groups
    .slice(0, 3)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::`;
}
