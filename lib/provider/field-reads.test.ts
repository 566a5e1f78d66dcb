/** @jest-environment node */
import { observed, recordFieldReads, type ReadCall } from './field-reads';

const call: ReadCall = { path: '/member-states-countries', envelope: 'array' };

afterEach(() => recordFieldReads(null));

describe('observed', () => {
  it('hands the record itself to the reader while nothing records', () => {
    const record = { name: 'Jordan' };
    expect(observed(record, call)).toBe(record);
  });

  it('notes each field read, nested records and lists of records by their path', () => {
    const notes: string[] = [];
    recordFieldReads((read, field) => notes.push(`${read.path} ${read.envelope} ${field}`));
    const record = observed(
      {
        name: 'Jordan',
        country: { code: 'JO', flag: { url: '/flags/jo.svg' } },
        translations: [{ locale: 'ar', name: 'الأردن' }, 'stray'],
        tags: ['a', 'b'],
        fax: null,
      },
      call,
    );
    expect(record.name).toBe('Jordan');
    expect(record.country.flag.url).toBe('/flags/jo.svg');
    const [arabic, stray] = record.translations;
    expect(typeof arabic === 'object' && arabic.locale).toBe('ar');
    expect(stray).toBe('stray');
    expect(record.tags).toEqual(['a', 'b']);
    expect(record.fax).toBeNull();
    expect(notes.map((note) => note.replace('/member-states-countries array ', ''))).toEqual([
      'name',
      'country',
      'country.flag',
      'country.flag.url',
      'translations',
      'translations[].locale',
      'tags',
      'fax',
    ]);
    expect(notes[0]).toBe('/member-states-countries array name');
  });

  it('notes a paginator’s fields under the prefix it is given, and no symbol', () => {
    const notes: string[] = [];
    recordFieldReads((_, field) => notes.push(field));
    const meta = observed({ current_page: 2 }, call, 'paginator.');
    expect(meta.current_page).toBe(2);
    expect(String(meta)).toBe('[object Object]');
    expect(notes).toEqual(['paginator.current_page', 'paginator.toString']);
  });
});
