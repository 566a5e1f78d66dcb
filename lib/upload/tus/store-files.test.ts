/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeExpired, submissionSize } from './store-files';

// What the store keeps beside each upload (`<id>.json`), read as the endpoint reads it to bound
// a submission and to sweep what expired.
let directory: string;
beforeEach(() => {
  directory = mkdtempSync(path.join(os.tmpdir(), 'tus-files-'));
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

const CREATED = Date.parse('2026-12-01T10:00:00.000Z');
const DAY = 24 * 3_600_000;

function upload(id: string, info: unknown) {
  writeFileSync(path.join(directory, id), '');
  writeFileSync(
    path.join(directory, `${id}.json`),
    typeof info === 'string' ? info : JSON.stringify(info),
  );
}

describe('removeExpired', () => {
  /** The ids a sweep at `now` removes, and the count it answers. */
  async function sweepAt(now: number) {
    const removed: string[] = [];
    const count = await removeExpired(
      directory,
      async (id) => {
        removed.push(id);
      },
      now,
      DAY,
    );
    return { removed: removed.sort(), count };
  }

  it('keeps an upload until its expiry, to the millisecond, and removes it a moment after', async () => {
    upload('sub-1', { creation_date: new Date(CREATED).toISOString(), size: 10 });
    expect(await sweepAt(CREATED)).toEqual({ removed: [], count: 0 });
    expect(await sweepAt(CREATED + DAY)).toEqual({ removed: [], count: 0 });
    expect(await sweepAt(CREATED + DAY + 1)).toEqual({ removed: ['sub-1'], count: 1 });
  });

  it('removes an upload whose creation cannot be read, and leaves a record being written', async () => {
    upload('no-date', { size: 10 });
    upload('bad-date', { creation_date: 'yesterday' });
    upload('half-written', '{"creation_da');
    // Whole JSON that is no record: read as a record without a creation, never a crash that
    // would stop the sweep before the uploads after it.
    upload('null-record', 'null');
    upload('number-record', '7');
    upload('fresh', { creation_date: new Date(CREATED).toISOString() });
    writeFileSync(path.join(directory, 'stray.txt'), 'not a record');
    expect(await sweepAt(CREATED + 1)).toEqual({
      removed: ['bad-date', 'no-date', 'null-record', 'number-record'],
      count: 4,
    });
  });

  it('counts only what it removed: one gone meanwhile is not counted, and the rest go on', async () => {
    upload('gone', {});
    upload('old', {});
    const removed: string[] = [];
    const count = await removeExpired(
      directory,
      async (id) => {
        if (id === 'gone') throw new Error('ENOENT');
        removed.push(id);
      },
      CREATED,
      DAY,
    );
    expect({ removed, count }).toEqual({ removed: ['old'], count: 1 });
  });

  it('finds nothing to remove in a folder not made yet', async () => {
    expect(await removeExpired(path.join(directory, 'none'), async () => {}, CREATED, DAY)).toBe(0);
  });
});

describe('submissionSize', () => {
  it("counts a submission's uploads and their announced bytes, and nobody else's", async () => {
    upload('aaaaaaaaaaaaaaaa-1', { size: 100 });
    upload('aaaaaaaaaaaaaaaa-2', { size: 2_000 });
    upload('aaaaaaaaaaaaaaaa-3', {});
    upload('aaaaaaaaaaaaaaaa-4', 'null');
    upload('aaaaaaaaaaaaaaaab-1', { size: 5_000 });
    upload('baaaaaaaaaaaaaaaa-1', { size: 7_000 });
    expect(await submissionSize(directory, 'aaaaaaaaaaaaaaaa')).toEqual({
      files: 4,
      bytes: 2_100,
    });
    expect(await submissionSize(directory, 'cccccccccccccccc')).toEqual({ files: 0, bytes: 0 });
    expect(await submissionSize(path.join(directory, 'none'), 'a')).toEqual({
      files: 0,
      bytes: 0,
    });
  });
});
