/** @jest-environment node */
import { file, pdfBytes } from '../__fixtures__/documents';
import type { UploadResolver } from './uploaded-files';
import { withUploadedFiles } from './uploaded-files';

/**
 * How a form's fields that name finished uploads by their address are read: the resolver here
 * knows a few addresses and records what it was asked; lib/upload/tus/apply-by-address.test.ts
 * runs the same path through a real tus store and a whole submission.
 */
const FIELDS = { full_name: 'text', cv: 'file', annexes: 'files', consent: 'consent' } as const;
const ORIGINS = ['https://inwrdam.example'];

function resolver(known: Record<string, string>) {
  const asked: string[] = [];
  const uploads: UploadResolver = {
    async resolve(_kind, address) {
      asked.push(address);
      const name = known[address];
      if (!name) return { ok: false, reason: 'notFound' };
      return { ok: true, id: `id-of-${name}`, file: file(pdfBytes(), name) };
    },
    async remove() {},
  };
  return { uploads, asked };
}

function form(entries: [string, string | File][]) {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

/** Each entry as the rules after this one read it: a file by its name, text as itself. */
const read = (data: FormData) =>
  [...data.entries()].map(([key, value]) => [
    key,
    typeof value === 'string' ? value : `file:${value.name}`,
  ]);

describe('withUploadedFiles', () => {
  it('puts each upload’s file where its address stood, in a one-file field and in every part of a many-file one', async () => {
    const { uploads } = resolver({
      '/api/uploads/a': 'cv.pdf',
      '/api/uploads/b': 'annex.pdf',
      '/api/uploads/c': 'letter.pdf',
      '/api/uploads/d': 'map.pdf',
    });
    const result = await withUploadedFiles(
      FIELDS,
      form([
        ['full_name', 'Layla Haddad'],
        ['cv', '/api/uploads/a'],
        ['annexes[]', '/api/uploads/b'],
        ['annexes[3]', '/api/uploads/c'],
        ['annexes[12]', '/api/uploads/d'],
        ['consent', '1'],
      ]),
      'vacancy',
      uploads,
      ORIGINS,
    );
    if ('reason' in result) throw new Error(`refused: ${result.reason}`);
    expect(read(result.form)).toEqual([
      ['full_name', 'Layla Haddad'],
      ['cv', 'file:cv.pdf'],
      ['annexes[]', 'file:annex.pdf'],
      ['annexes[3]', 'file:letter.pdf'],
      ['annexes[12]', 'file:map.pdf'],
      ['consent', '1'],
    ]);
    // Exactly the uploads the form used, so that only they are removed once it went through.
    expect(result.ids).toEqual([
      'id-of-cv.pdf',
      'id-of-annex.pdf',
      'id-of-letter.pdf',
      'id-of-map.pdf',
    ]);
  });

  it('leaves text alone: a text field, and a name that holds a file field’s only around an index', async () => {
    const { uploads, asked } = resolver({ '/api/uploads/a': 'cv.pdf' });
    const entries: [string, string][] = [
      ['full_name', '/api/uploads/a'],
      ['c[0]v', '/api/uploads/a'],
      ['annexes[0]x', '/api/uploads/a'],
      ['annexes[a]', '/api/uploads/a'],
    ];
    const result = await withUploadedFiles(FIELDS, form(entries), 'vacancy', uploads, ORIGINS);
    if ('reason' in result) throw new Error(`refused: ${result.reason}`);
    expect(read(result.form)).toEqual(entries);
    expect(result.ids).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('keeps a file sent as a part as it came, and without a resolver keeps an address as text', async () => {
    const attached = file(pdfBytes(), 'cv.pdf');
    const data = form([
      ['cv', attached],
      ['annexes[0]', '/api/uploads/b'],
    ]);
    const result = await withUploadedFiles(FIELDS, data, 'vacancy', undefined, ORIGINS);
    if ('reason' in result) throw new Error(`refused: ${result.reason}`);
    expect(read(result.form)).toEqual([
      ['cv', 'file:cv.pdf'],
      ['annexes[0]', '/api/uploads/b'],
    ]);
    expect(result.ids).toEqual([]);
  });

  it('stops at the first address that names no finished upload, with its reason', async () => {
    const { uploads, asked } = resolver({ '/api/uploads/a': 'cv.pdf' });
    const result = await withUploadedFiles(
      FIELDS,
      form([
        ['cv', '/api/uploads/a'],
        ['annexes[0]', '/api/uploads/gone'],
        ['annexes[1]', '/api/uploads/a'],
      ]),
      'vacancy',
      uploads,
      ORIGINS,
    );
    expect(result).toEqual({ reason: 'notFound' });
    expect(asked).toEqual(['/api/uploads/a', '/api/uploads/gone']);
  });
});
