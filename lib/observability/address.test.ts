/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { clientAddress, maskAddress } from './address';

describe('maskAddress', () => {
  it.each([
    ['203.0.113.97', '203.0.113.0'],
    ['::ffff:198.51.100.7', '198.51.100.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    ['2001:db8::1', '2001:db8:0::'],
    ['[2001:0DB8:00a1::9]', '2001:db8:a1::'],
    ['::1', '0:0:0::'],
    ['fe80::1%eth0', 'fe80:0:0::'],
    ['not an address', ''],
    ['', ''],
  ])('%s → %s', (address, masked) => {
    expect(maskAddress(address)).toBe(masked);
  });
});

describe('clientAddress', () => {
  const request = (forwarded: string | undefined, socket = '127.0.0.1') =>
    ({
      headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
      socket: { remoteAddress: socket },
    }) as unknown as IncomingMessage;

  it('is the socket without trusted proxies, whatever the client wrote', () => {
    expect(clientAddress(request('203.0.113.5'), 0)).toBe('127.0.0.1');
  });

  it('is the right-most address no trusted proxy wrote behind the edge (two hops)', () => {
    expect(clientAddress(request('198.51.100.1, 203.0.113.5, 127.0.0.1'), 2)).toBe('203.0.113.5');
  });

  it('falls back to the socket when the chain is shorter than the proxies', () => {
    expect(clientAddress(request('127.0.0.1'), 2)).toBe('127.0.0.1');
  });
});
