/** @jest-environment node */
import { forwardedClient, ipv6Groups } from './client-address';

describe('the client address', () => {
  it('is the hops-th address from the right of X-Forwarded-For, or none when a proxy was bypassed', () => {
    expect(forwardedClient('198.51.100.7, 10.0.0.2', 1)).toBe('10.0.0.2');
    expect(forwardedClient('198.51.100.7, 10.0.0.2', 2)).toBe('198.51.100.7');
    expect(forwardedClient('10.0.0.2', 2)).toBeNull();
    expect(forwardedClient('198.51.100.7', 0)).toBeNull();
    expect(forwardedClient(null, 1)).toBeNull();
  });

  it('writes out an IPv6 address’s eight groups, and refuses what is not one', () => {
    expect(ipv6Groups('2001:db8::1')).toEqual(['2001', 'db8', '0', '0', '0', '0', '0', '1']);
    expect(ipv6Groups('203.0.113.9')).toBeNull();
    // Too many groups around '::' is not an address, and must not throw.
    expect(ipv6Groups('1:2:3:4:5:6:7:8::9')).toBeNull();
  });
});
