/** @jest-environment node */
import { clientKey, createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('allows `limit` attempts per sliding window and says how long to wait after that', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000 });
    expect(limiter.take('a', 0)).toBe(0);
    expect(limiter.take('a', 400)).toBe(0);
    expect(limiter.take('a', 500)).toBe(500);
    expect(limiter.take('b', 500)).toBe(0);
    // The first attempt leaves the window at 1000 ms.
    expect(limiter.take('a', 1000)).toBe(0);
    expect(limiter.take('a', 1100)).toBe(300);
  });

  it('forgets the least recently seen client past maxKeys', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 2 });
    limiter.take('a', 0);
    limiter.take('b', 1);
    limiter.take('c', 2);
    expect(limiter.take('b', 3)).toBeGreaterThan(0);
    expect(limiter.take('a', 3)).toBe(0);
  });
});

describe('clientKey', () => {
  it('takes the first X-Forwarded-For hop, else X-Real-IP, else one shared key', () => {
    expect(clientKey(new Headers({ 'x-forwarded-for': ' 203.0.113.9 , 10.0.0.1' }))).toBe(
      '203.0.113.9',
    );
    expect(clientKey(new Headers({ 'x-real-ip': '198.51.100.1' }))).toBe('198.51.100.1');
    expect(clientKey(new Headers())).toBe('unknown-client');
  });
});
