import net from 'node:net';

/**
 * A TCP proxy between the browser and the site that stands for a bad line: it counts the bytes
 * the browser sends, can slow them to a rate, and cuts the connection carrying them when the
 * count crosses each of the given marks (once each), as a dropped mobile link does.
 */
export interface CuttingProxy {
  port: number;
  /** Bytes the browser sent through it since the last `reset`. */
  sent(): number;
  /** Connections cut so far. */
  cuts(): number;
  /** Starts counting afresh and cuts at these counts (bytes since now). */
  reset(options?: { cutAt?: number[]; bytesPerSecond?: number }): void;
  close(): Promise<void>;
}

export async function startCuttingProxy(target: number): Promise<CuttingProxy> {
  let sent = 0;
  let cuts = 0;
  let marks: number[] = [];
  let rate = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1');
    sockets.add(client).add(upstream);
    const cut = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => {
      sent += chunk.length;
      if (marks.length > 0 && sent >= marks[0]!) {
        marks.shift();
        cuts += 1;
        // Only what came before the mark goes through; the link is gone.
        cut();
        return;
      }
      upstream.write(chunk);
      if (rate > 0) {
        client.pause();
        setTimeout(() => client.resume(), (chunk.length / rate) * 1000);
      }
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    for (const socket of [client, upstream]) {
      socket.on('error', cut);
      socket.on('close', () => {
        sockets.delete(socket);
        cut();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    sent: () => sent,
    cuts: () => cuts,
    reset({ cutAt = [], bytesPerSecond = 0 } = {}) {
      sent = 0;
      marks = [...cutAt].sort((a, b) => a - b);
      rate = bytesPerSecond;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
