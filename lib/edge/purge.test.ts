/** @jest-environment node */
import { edgePurgeUrls, purgeEdges } from './purge';

describe('edge purge', () => {
  it('reads EDGE_PURGE_URLS as http(s) addresses separated by commas or spaces', () => {
    expect(edgePurgeUrls(' http://127.0.0.1:6081/, https://edge.example:8443  ftp://x ')).toEqual([
      'http://127.0.0.1:6081/',
      'https://edge.example:8443',
    ]);
    expect(edgePurgeUrls(undefined)).toEqual([]);
  });

  it('reports an edge that does not answer instead of throwing', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused.
    const [result] = await purgeEdges(['news'], ['http://127.0.0.1:1/']);
    expect(result).toMatchObject({ url: 'http://127.0.0.1:1/', ok: false });
  });
});
