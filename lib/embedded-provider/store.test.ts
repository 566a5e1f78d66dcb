/** @jest-environment node */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { saveSubmission } from './store';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'inwrdam-store-'));
  process.env.DATA_DIR = dir;
});

afterEach(async () => {
  delete process.env.DATA_DIR;
  await rm(dir, { recursive: true, force: true });
});

describe('submission store', () => {
  it('writes the files under random names and one JSON record, with no temporary files left', async () => {
    const file = new File(['%PDF-1.7 proposal'], '../../etc/passwd.pdf', {
      type: 'application/pdf',
    });
    const record = await saveSubmission('tender-proposal', 'ar', { company_name: 'شركة المياه' }, [
      { field: 'proposal_file[0]', file },
    ]);

    const stored = JSON.parse(
      await readFile(path.join(dir, 'submissions', `${record.receipt_id}.json`), 'utf8'),
    );
    expect(stored.fields.company_name).toBe('شركة المياه');
    expect(stored.files[0].original_name).toBe('../../etc/passwd.pdf');
    expect(stored.files[0].stored_as).toMatch(/^uploads\/[0-9a-f-]{36}$/);
    expect(await readFile(path.join(dir, stored.files[0].stored_as), 'utf8')).toBe(
      '%PDF-1.7 proposal',
    );

    const leftovers = [
      ...(await readdir(path.join(dir, 'uploads'))),
      ...(await readdir(path.join(dir, 'submissions'))),
    ];
    expect(leftovers.filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
