/** @jest-environment node */
import { execFileSync } from 'node:child_process';
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
      type: 'text/plain',
    });
    const record = await saveSubmission('tender-proposal', 'ar', { company_name: 'شركة المياه' }, [
      { field: 'proposal_file[0]', file, type: 'pdf' },
    ]);

    const stored = JSON.parse(
      await readFile(path.join(dir, 'submissions', `${record.receipt_id}.json`), 'utf8'),
    );
    expect(stored.fields.company_name).toBe('شركة المياه');
    // Kept for staff, without its path; the stored name and type come from the content.
    expect(stored.files[0].original_name).toBe('passwd.pdf');
    expect(stored.files[0].stored_as).toMatch(/^uploads\/[0-9a-f-]{36}\.pdf$/);
    expect(stored.files[0].type).toBe('application/pdf');
    expect(await readFile(path.join(dir, stored.files[0].stored_as), 'utf8')).toBe(
      '%PDF-1.7 proposal',
    );

    const leftovers = [
      ...(await readdir(path.join(dir, 'uploads'))),
      ...(await readdir(path.join(dir, 'submissions'))),
    ];
    expect(leftovers.filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps a name with a right-to-left override as the characters it really holds', async () => {
    const file = new File(['PK'], 'cv\u202Egpj.exe\u0007', { type: 'application/msword' });
    const record = await saveSubmission('job-application', 'en', {}, [
      { field: 'cv', file, type: 'docx' },
    ]);
    expect(record.files[0]!.original_name).toBe('cvgpj.exe');
    expect(record.files[0]!.stored_as).toMatch(/\.docx$/);
  });

  it('is listed by `npm run submissions` with escape sequences shown, not obeyed', async () => {
    const file = new File(['%PDF-1.7'], 'cv\u202Efdp.bat', { type: 'application/pdf' });
    await saveSubmission(
      'job-application',
      'en',
      { full_name: 'Evil\u001b]0;owned\u0007\u001b[2J Co\u202E', vacancy_id: '1' },
      [{ field: 'cv', file, type: 'pdf' }],
    );
    const output = execFileSync(process.execPath, ['scripts/submissions.mjs'], {
      env: { ...process.env, DATA_DIR: dir },
      encoding: 'utf8',
    });
    expect(output).toContain('Evil\\u{1b}]0;owned\\u{7}\\u{1b}[2J Co\\u{202e}');
    expect(output).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f\u202e]/);
  });
});
