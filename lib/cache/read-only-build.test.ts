/** @jest-environment node */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { pagesInMemoryWhenReadOnly } from './read-only-build.mjs';

const FileSystemCache = fileSystemCache;

let dist: string;
beforeEach(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'read-only-build-'));
});
afterEach(async () => {
  await rm(dist, { recursive: true, force: true });
});

/** Next's own cache as Next builds it for a request, over `dist` as the build's server folder. */
function cache(writable: boolean) {
  const Handler = pagesInMemoryWhenReadOnly(FileSystemCache, () => writable);
  return new Handler({
    fs: nodeFs,
    flushToDisk: true,
    serverDistDir: path.join(dist, 'server'),
    maxMemoryCacheSize: 50 * 1024 * 1024,
    revalidatedTags: [],
  } as unknown as ConstructorParameters<typeof FileSystemCache>[0]);
}

const page = {
  kind: 'APP_PAGE',
  html: '<p>regenerated</p>',
  rscData: Buffer.from('rsc'),
  headers: {},
  status: 200,
  postponed: undefined,
  segmentData: undefined,
};
const setContext = { cacheControl: { revalidate: 300, expire: 86400 } };

async function filesUnder(dir: string) {
  return readdir(dir, { recursive: true }).catch(() => []);
}

describe("Next's own cache over a read-only build", () => {
  it('keeps a regenerated page in memory without writing under .next/server', async () => {
    const handler = cache(false);
    await handler.set('/en/news-ro', page as never, setContext as never);
    expect(await filesUnder(path.join(dist, 'server'))).toEqual([]);
    const entry = await handler.get('/en/news-ro', { kind: 'APP_PAGE' } as never);
    expect(entry?.value).toMatchObject({ kind: 'APP_PAGE', html: '<p>regenerated</p>' });
  });

  it('still writes provider reads to .next/cache, which stays writable', async () => {
    const handler = cache(false);
    const read = {
      kind: 'FETCH',
      data: { headers: {}, body: '{}', status: 200, url: '' },
      revalidate: 300,
    };
    await handler.set('read-key', read as never, { fetchCache: true, tags: [] } as never);
    expect(await filesUnder(path.join(dist, 'cache', 'fetch-cache'))).toContain('read-key');
  });

  it('writes pages to disk as Next does when the build is writable', async () => {
    const handler = cache(true);
    await handler.set('/en/news-rw', page as never, setContext as never);
    expect(await filesUnder(path.join(dist, 'server', 'app', 'en'))).toContain('news-rw.html');
  });
});
