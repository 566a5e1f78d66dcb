/** @jest-environment node */
import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createShutdown, DRAINING } from '@/server-shutdown.mjs';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process stand-in: signals are emitted by hand, exit is recorded. */
function fakeProcess() {
  const proc = new EventEmitter() as EventEmitter & { exit: jest.Mock };
  proc.exit = jest.fn();
  return proc;
}

/** A server like Next's standalone one: its own SIGTERM listener closes it and exits with 143. */
async function serve(
  proc: ReturnType<typeof fakeProcess>,
  options: { delayMs: number; timeoutMs: number },
) {
  const shutdown = createShutdown({ ...options, proc, log: () => {} });
  const server = http.createServer((request, response) => {
    shutdown.onRequest(server, response);
    const wait = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('wait') ?? 0);
    if (wait < 0) return; // never answers
    setTimeout(() => response.end('done'), wait);
  });
  const next = jest.fn(() => server.close(() => proc.exit(143)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proc.on('SIGTERM', next);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, next, base, shutdown };
}

/** A GET on a kept-alive connection: its status, its Connection header, its body. */
function get(url: string, agent: http.Agent) {
  return new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            body,
          }),
        );
      })
      .on('error', reject);
  });
}

afterEach(() => {
  (globalThis as Record<symbol, unknown>)[DRAINING] = false;
});

it('on SIGTERM drains first, then lets Next stop: requests in flight finish, new ones close their connection', async () => {
  const proc = fakeProcess();
  const { server, next, base, shutdown } = await serve(proc, { delayMs: 300, timeoutMs: 5_000 });
  const agent = new http.Agent({ keepAlive: true });
  try {
    // The first request lets the shutdown take Next's listener over.
    expect((await get(`${base}/`, agent)).connection).toBe('keep-alive');
    const inFlight = get(`${base}/?wait=600`, agent);
    await pause(50);
    proc.emit('SIGTERM', 'SIGTERM');
    expect(shutdown.draining()).toBe(true);
    expect((globalThis as Record<symbol, unknown>)[DRAINING]).toBe(true);
    // Still listening during the delay, so a request already on its way is served.
    await pause(100);
    expect(next).not.toHaveBeenCalled();
    const during = await get(`${base}/`, agent);
    expect(during).toMatchObject({ status: 200, connection: 'close' });
    await pause(400);
    expect(next).toHaveBeenCalledTimes(1);
    expect(await inFlight).toMatchObject({ status: 200, body: 'done' });
    // Next's listener closed the server once its last connection (kept alive) was closed.
    await pause(300);
    expect(server.listening).toBe(false);
    expect(proc.exit).toHaveBeenCalledWith(143);
  } finally {
    agent.destroy();
    server.closeAllConnections();
    server.close();
  }
});

it('cuts what is still open once the time is up', async () => {
  const proc = fakeProcess();
  const { server, base } = await serve(proc, { delayMs: 0, timeoutMs: 300 });
  const agent = new http.Agent({ keepAlive: true });
  try {
    await get(`${base}/`, agent);
    const hanging = get(`${base}/?wait=-1`, agent).then(
      () => 'answered',
      (error: Error) => error.message,
    );
    await pause(50);
    proc.emit('SIGTERM', 'SIGTERM');
    await pause(150);
    expect(proc.exit).not.toHaveBeenCalled();
    await pause(400);
    // Cut: the client sees the connection end without an answer.
    expect(await hanging).toMatch(/socket hang up|ECONNRESET/);
    expect(proc.exit).toHaveBeenCalledWith(143);
  } finally {
    agent.destroy();
    server.closeAllConnections();
    server.close();
  }
});
