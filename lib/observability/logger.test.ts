/** @jest-environment node */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { createLogger, logLevel, routeConsole } from './logger';
import type { RequestContext } from './types';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, sink };
}

describe('logLevel', () => {
  it('reads LOG_LEVEL, and falls back to info', () => {
    expect(logLevel('debug')).toBe('debug');
    expect(logLevel(' WARN ')).toBe('warn');
    expect(logLevel('loud')).toBe('info');
    expect(logLevel(undefined)).toBe('info');
  });
});

describe('routeConsole', () => {
  it("turns console lines into JSON at their level, with the request's id and the error's stack", async () => {
    const { lines, sink } = capture();
    const requests = new AsyncLocalStorage<RequestContext>();
    const log = createLogger(requests, sink);
    const target = { ...console };
    routeConsole(log, target);
    await requests.run({ id: 'req-1', traceId: 'a'.repeat(32) }, async () => {
      target.error('[provider] news failed (%s)', 'timeout', new Error('slow'));
      target.warn('plain warning');
    });
    target.log('outside any request');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines[0]).toMatchObject({
      level: 'error',
      component: 'provider',
      msg: '[provider] news failed (timeout)',
      requestId: 'req-1',
      traceId: 'a'.repeat(32),
      err: { message: 'slow', stack: expect.stringContaining('Error: slow') },
    });
    expect(lines[1]).toMatchObject({ level: 'warn', msg: 'plain warning', requestId: 'req-1' });
    expect(lines[2]).toMatchObject({ level: 'info', msg: 'outside any request' });
    expect(lines[2]).not.toHaveProperty('requestId');
  });
});
