/** @jest-environment node */
import { emptyState, fieldNames, readForm, writeForm } from './form';

/**
 * A form described by its table (lib/upload/form.ts), as the browser writes it and the route
 * handler reads it: one field of each kind, in the order the form shows them.
 */
const TABLE = {
  name: 'text',
  cv: 'file',
  letters: 'files',
  amount: 'text',
  consent: 'consent',
} as const;

const named = (name: string) => new File([name], name, { type: 'application/pdf' });

/** The multipart body as the provider receives it: each part's name and value, in order. */
const parts = (form: FormData): [string, string][] =>
  [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]);

describe('emptyState and fieldNames', () => {
  it('start a form blank, without consent or files, in the table’s order', () => {
    expect(emptyState(TABLE)).toEqual({
      name: '',
      cv: null,
      letters: [],
      amount: '',
      consent: false,
    });
    // A new form each time: one visitor's files are never another form's.
    expect(emptyState(TABLE).letters).not.toBe(emptyState(TABLE).letters);
    expect(fieldNames(TABLE)).toEqual(['name', 'cv', 'letters', 'amount', 'consent']);
  });
});

describe('writeForm', () => {
  it('writes what it applies for first, then each field in the table’s order', () => {
    const form = writeForm(
      TABLE,
      {
        consent: true,
        amount: 1200,
        letters: [named('a.pdf'), named('b.pdf')],
        cv: named('cv.pdf'),
        name: 'Société des eaux',
      },
      { vacancy_id: '7' },
    );
    expect(parts(form)).toEqual([
      ['vacancy_id', '7'],
      ['name', 'Société des eaux'],
      ['cv', 'cv.pdf'],
      ['letters[0]', 'a.pdf'],
      ['letters[1]', 'b.pdf'],
      ['amount', '1200'],
      ['consent', '1'],
    ]);
  });

  it('sends consent withheld as "0", empty text for what is missing, and no part for no file', () => {
    const form = writeForm(TABLE, { name: undefined, cv: null, letters: [], consent: false });
    expect(parts(form)).toEqual([
      ['name', ''],
      ['amount', ''],
      ['consent', '0'],
    ]);
    // Only `true` is consent: the text "true" a request carried is not (the schema reads it first).
    expect(writeForm(TABLE, { consent: 'true' }).get('consent')).toBe('0');
  });

  it('sends an optional text left out as empty, never as "undefined"', () => {
    const form = writeForm({ note: 'text', count: 'text' } as const, { note: undefined, count: 3 });
    expect([form.get('note'), form.get('count')]).toEqual(['', '3']);
  });

  it('leaves out what is not a named file where files go', () => {
    const form = writeForm(TABLE, {
      cv: new Blob(['%PDF-']) as never,
      letters: ['a.pdf', named('b.pdf')] as never,
    });
    expect(form.has('cv')).toBe(false);
    expect(parts(form).filter(([key]) => key.startsWith('letters'))).toEqual([
      ['letters[0]', 'b.pdf'],
    ]);
  });
});

describe('readForm', () => {
  it('reads back what writeForm wrote', () => {
    const cv = named('cv.pdf');
    const letters = [named('a.pdf'), named('b.pdf')];
    const form = writeForm(TABLE, { name: 'Nour', cv, letters, amount: '5', consent: true });
    const input = readForm(TABLE, form);
    expect(input).toEqual({
      name: 'Nour',
      cv: expect.any(File),
      letters: expect.any(Array),
      amount: '5',
      consent: '1',
    });
    expect(input.cv?.name).toBe('cv.pdf');
    expect(input.letters.map((file) => file.name)).toEqual(['a.pdf', 'b.pdf']);
  });

  it('takes every file of a files field however it is numbered, in the order sent', () => {
    const form = new FormData();
    form.append('letters', named('plain.pdf'));
    form.append('letters[]', named('brackets.pdf'));
    form.append('letters[12]', named('numbered.pdf'));
    // Neither the same field nor a file.
    form.append('letters_old', named('other.pdf'));
    form.append('letters[x]', named('odd.pdf'));
    form.append('xletters', named('prefixed.pdf'));
    form.append('let[0]ters', named('split.pdf'));
    form.append('letters[1]', 'not a file');
    expect(readForm(TABLE, form).letters.map((file) => file.name)).toEqual([
      'plain.pdf',
      'brackets.pdf',
      'numbered.pdf',
    ]);
  });

  it('takes the first value of a field, nothing for text where a file goes, and leaves the rest', () => {
    const form = new FormData();
    form.append('name', 'first');
    form.append('name', 'second');
    form.append('cv', 'cv.pdf');
    form.append('amount', named('amount.pdf'));
    form.append('admin', 'true');
    expect(readForm(TABLE, form)).toEqual({ name: 'first', cv: null, letters: [] });
  });
});
