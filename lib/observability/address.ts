import type { IncomingMessage } from 'node:http';
import { bareAddress, forwardedClient, ipv6Groups, shortGroups } from '@/lib/client-address';

/**
 * The client's address as the upload limits find it (lib/upload/server/rate-limit.ts,
 * `clientKey`): the socket's, or behind `TRUST_PROXY` hops the right-most address of
 * X-Forwarded-For that no trusted proxy wrote.
 */
export function clientAddress(request: IncomingMessage, hops: number): string {
  const header = request.headers['x-forwarded-for'];
  const forwarded = Array.isArray(header) ? header.join(',') : (header ?? null);
  return forwardedClient(forwarded, hops) ?? request.socket?.remoteAddress ?? '';
}

/**
 * The address with the host part hidden, so a log identifies a network, not a person: IPv4's
 * last octet (`203.0.113.0`), IPv6's last 80 bits (the interface identifier and subnet, kept as
 * the first 48: `2001:db8:85a3::`). An IPv4-mapped IPv6 address is masked as IPv4.
 */
export function maskAddress(address: string): string {
  const value = bareAddress(address);
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(value);
  if (v4) return `${v4[1]}.0`;
  const groups = ipv6Groups(value);
  return groups ? `${shortGroups(groups.slice(0, 3))}::` : '';
}
