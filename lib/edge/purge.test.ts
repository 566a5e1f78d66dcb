/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { edgePurgeUrls, purgeEdges } from './purge';

describe('edge purge', () => {
  it('reads EDGE_PURGE_URLS as http(s) addresses separated by commas or spaces', () => {
    expect(edgePurgeUrls(' http://127.0.0.1:6081/, https://edge.example:8443  ftp://x ')).toEqual([
      'http://127.0.0.1:6081/',
      'https://edge.example:8443',
    ]);
    // Only a whole address counts: a scheme further in is a typo, not an edge to purge.
    expect(edgePurgeUrls('edge=http://127.0.0.1:6081')).toEqual([]);
    expect(edgePurgeUrls(undefined)).toEqual([]);
    expect(edgePurgeUrls('')).toEqual([]);
  });

  it('reads the environment when given nothing', () => {
    const before = process.env.EDGE_PURGE_URLS;
    process.env.EDGE_PURGE_URLS = 'http://127.0.0.1:6081 http://127.0.0.1:6082';
    try {
      expect(edgePurgeUrls()).toEqual(['http://127.0.0.1:6081', 'http://127.0.0.1:6082']);
    } finally {
      if (before === undefined) delete process.env.EDGE_PURGE_URLS;
      else process.env.EDGE_PURGE_URLS = before;
    }
  });

  it('reports an edge that does not answer instead of throwing', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused.
    const [result] = await purgeEdges(['news'], ['http://127.0.0.1:1/']);
    expect(result).toMatchObject({ url: 'http://127.0.0.1:1/', ok: false });
    expect(result?.detail).not.toBe('');
  });

  describe('against an edge that answers', () => {
    let server: Server;
    let seen: { method?: string; keys?: string | string[] }[];
    let status: number;
    let base: string;

    beforeAll(async () => {
      server = createServer((request: IncomingMessage, response) => {
        seen.push({ method: request.method, keys: request.headers['xkey-purge'] });
        response.writeHead(status).end('purged');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
    beforeEach(() => {
      seen = [];
      status = 200;
    });

    it('sends PURGE with every key in xkey-purge, to every edge, and reports each', async () => {
      const results = await purgeEdges(['news', 'page:/ar/news/3'], [base, base]);
      expect(seen).toEqual([
        { method: 'PURGE', keys: 'news page:/ar/news/3' },
        { method: 'PURGE', keys: 'news page:/ar/news/3' },
      ]);
      expect(results).toEqual([
        { url: base, ok: true, detail: '200' },
        { url: base, ok: true, detail: '200' },
      ]);
    });

    it('reports an edge that refuses the purge (not an allowed purger) as failed, with its status', async () => {
      status = 403;
      expect(await purgeEdges(['news'], [base])).toEqual([{ url: base, ok: false, detail: '403' }]);
    });

    it('asks nothing of the edges when there is nothing to purge', async () => {
      expect(await purgeEdges([], [base])).toEqual([]);
      expect(seen).toEqual([]);
    });
  });
});
