/** @jest-environment node */
import { ProviderError } from './errors';
import { recordFieldReads } from './field-reads';
import {
  MAX_LAST_PAGE,
  cleanImageUrl,
  timeZone,
  pick,
  pickText,
  flag,
  id,
  num,
  str,
  unwrapArray,
  unwrapHomeEvents,
  unwrapItem,
  unwrapPaged,
  unwrapProjects,
} from './reshape';

const asTitle = (raw: Record<string, unknown>) =>
  typeof raw.title === 'string' ? raw.title : null;

describe('envelopes', () => {
  it('reads the paged list envelope data.data with its paging fields', () => {
    const body = {
      success: true,
      data: {
        data: [{ title: 'a' }, { title: 'b' }],
        current_page: 2,
        last_page: 3,
        per_page: 2,
        total: 6,
      },
    };
    expect(unwrapPaged(body, '/news', asTitle)).toEqual({
      items: ['a', 'b'],
      page: 2,
      lastPage: 3,
      perPage: 2,
      total: 6,
    });
  });

  it('reads projects two levels under data', () => {
    const body = {
      success: true,
      data: { data: { data: [{ title: 'p' }], current_page: 1, last_page: 1 } },
    };
    expect(unwrapProjects(body, '/projects', asTitle).items).toEqual(['p']);
  });

  it('reads home events under data.data.items', () => {
    const body = { success: true, data: { data: { items: [{ id: 1 }, 'junk'] } } };
    expect(unwrapHomeEvents(body, '/home-events')).toEqual([{ id: 1 }]);
  });

  it("rejects member states whose data.data is not an array with 'Invalid response shape'", () => {
    expect(() =>
      unwrapArray({ success: true, data: { data: {} } }, '/member-states-countries'),
    ).toThrow('Invalid response shape');
    expect(() =>
      unwrapArray({ success: true, data: { data: {} } }, '/member-states-countries'),
    ).toThrow(ProviderError);
  });

  it('treats success: false as a failure carrying the provider message', () => {
    expect(() => unwrapItem({ success: false, message: 'No such tender' }, '/tenders/9')).toThrow(
      'No such tender',
    );
  });

  it('rejects bodies that are not objects, and lists that are not lists', () => {
    expect(() => unwrapItem('<html>', '/x')).toThrow('Invalid response shape');
    expect(() => unwrapItem({ success: true, data: [] }, '/x')).toThrow('Invalid response shape');
    expect(() => unwrapPaged({ success: true, data: { data: 'nope' } }, '/x', asTitle)).toThrow(
      'Invalid response shape',
    );
  });

  it('caps an absurd last_page', () => {
    const body = { success: true, data: { data: [{ title: 'a' }], last_page: 10_000_000 } };
    expect(unwrapPaged(body, '/news', asTitle).lastPage).toBe(MAX_LAST_PAGE);
  });

  it('drops one record whose mapping throws and keeps the others', () => {
    const body = {
      success: true,
      data: { data: [{ title: 'ok' }, { title: 'bad' }, { title: 'fine' }] },
    };
    const map = (raw: Record<string, unknown>) => {
      if (raw.title === 'bad') throw new RangeError('Invalid time zone specified: Mars/Olympus');
      return asTitle(raw);
    };
    expect(unwrapPaged(body, '/events', map).items).toEqual(['ok', 'fine']);
  });

  it('drops records the mapper cannot use instead of failing the whole list', () => {
    const body = { success: true, data: { data: [{ title: 'ok' }, { nope: true }] } };
    expect(unwrapPaged(body, '/news', asTitle).items).toEqual(['ok']);
  });
});

describe('localised fields', () => {
  const raw = { title: 'Water', title_ar: 'المياه', title_fa: 'آب' };

  it('uses the _ar copy for Arabic', () => {
    expect(pick(raw, 'title', 'ar')).toBe('المياه');
  });

  it('uses the _fa copy for Persian, then the _ar copy, then the base field', () => {
    expect(pick(raw, 'title', 'fa')).toBe('آب');
    expect(pick({ title: 'Water', title_ar: 'المياه' }, 'title', 'fa')).toBe('المياه');
    expect(pick({ title: 'Water' }, 'title', 'fa')).toBe('Water');
  });

  it('uses the base field for English and French, and ignores empty copies', () => {
    expect(pick(raw, 'title', 'fr')).toBe('Water');
    expect(pick({ title: 'Water', title_ar: '  ' }, 'title', 'ar')).toBe('Water');
  });
});

describe('image URL cleaning', () => {
  const base = 'https://api.example.org';

  it('keeps the last of a duplicated host', () => {
    expect(
      cleanImageUrl('https://api.example.org/storage/https://api.example.org/storage/a.jpg', base),
    ).toBe('https://api.example.org/storage/a.jpg');
  });

  it('collapses a repeated storage segment', () => {
    expect(cleanImageUrl('https://api.example.org/storage/storage/b.png', base)).toBe(
      'https://api.example.org/storage/b.png',
    );
    expect(cleanImageUrl('/storage/storage/c.png', base)).toBe(
      'https://api.example.org/storage/c.png',
    );
  });

  it('makes storage-relative paths absolute against the provider', () => {
    expect(cleanImageUrl('storage/d.png', base)).toBe('https://api.example.org/storage/d.png');
  });

  it('drops a URL that cannot be parsed or that is not http(s) instead of throwing', () => {
    expect(cleanImageUrl('http://[not-an-address/x.jpg', base)).toBeNull();
    expect(cleanImageUrl('https://exa mple.org/a.jpg', base)).toBeNull();
    expect(cleanImageUrl('javascript:alert(1)', base)).toBeNull();
    expect(cleanImageUrl('data:image/png;base64,AAAA', null)).toBeNull();
    // A scheme may hold digits: still a scheme, not a relative path.
    expect(cleanImageUrl('ed2k://file|a.jpg', base)).toBeNull();
  });

  it("keeps the site's own root-relative files and drops empty values", () => {
    expect(cleanImageUrl('/content/news/1.webp', null)).toBe('/content/news/1.webp');
    expect(cleanImageUrl('', base)).toBeNull();
    expect(cleanImageUrl(42, base)).toBeNull();
  });

  it('keeps a clean absolute URL and collapses doubled slashes in its path only', () => {
    expect(cleanImageUrl('  https://cdn.example.org//media///a.jpg?w=2  ', base)).toBe(
      'https://cdn.example.org/media/a.jpg?w=2',
    );
    expect(cleanImageUrl('http://api.example.org/storage/storage/storage/a.jpg', null)).toBe(
      'http://api.example.org/storage/a.jpg',
    );
  });

  it('gives a protocol-relative URL https', () => {
    expect(cleanImageUrl('//cdn.example.org/a.jpg', base)).toBe('https://cdn.example.org/a.jpg');
  });

  it('puts storage paths on the provider, and other root paths on the site', () => {
    expect(cleanImageUrl('/storage/e.png', base)).toBe('https://api.example.org/storage/e.png');
    expect(cleanImageUrl('/storage/e.png', null)).toBe('/storage/e.png');
    expect(cleanImageUrl('/images/logo.svg', base)).toBe('/images/logo.svg');
  });

  it('resolves a relative path, with or without ./, against the provider root or the site', () => {
    expect(cleanImageUrl('./uploads/f.png', `${base}/api/`)).toBe(
      'https://api.example.org/uploads/f.png',
    );
    expect(cleanImageUrl('uploads/f.png', null)).toBe('/uploads/f.png');
    // A colon further on is part of the path, not a scheme.
    expect(cleanImageUrl('uploads/cover:large.png', base)).toBe(
      'https://api.example.org/uploads/cover:large.png',
    );
    expect(cleanImageUrl('   ', base)).toBeNull();
    expect(cleanImageUrl('mailto:a@example.org', base)).toBeNull();
  });
});

describe('time zones', () => {
  it('keeps a zone the runtime knows and drops one it does not', () => {
    expect(timeZone({ timezone: 'Asia/Amman' }, 'timezone')).toBe('Asia/Amman');
    expect(timeZone({ timezone: 'Mars/Olympus_Mons' }, 'timezone')).toBeNull();
    expect(timeZone({}, 'timezone')).toBeNull();
  });
});

describe('pickText', () => {
  const raw = {
    title: 'The network&rsquo;s <em>r&eacute;seau</em>&nbsp;report',
    title_ar:
      '&#1578;&#1602;&#1585;&#1610;&#1585; &laquo;&#1575;&#1604;&#1605;&#1610;&#1575;&#1607;&raquo;',
    caption: '   ',
  };

  it('gives a plain-text field as text: tags dropped, every entity decoded', () => {
    expect(pickText(raw, 'title', 'en')).toBe('The network\u2019s r\u00e9seau\u00a0report');
  });

  it('keeps the no-break spaces of the text, and collapses only the spaces HTML collapses', () => {
    const title = 'Formation r\u00e9gionale\u00a0: 6\u00a0mois,\n\t 5\u202f000 t\u00e2ches\u202f?';
    expect(pickText({ title }, 'title', 'fr')).toBe(
      'Formation r\u00e9gionale\u00a0: 6\u00a0mois, 5\u202f000 t\u00e2ches\u202f?',
    );
    expect(pickText({ title: 'Webinaire&nbsp;&mdash; <em>Eau</em>' }, 'title', 'fr')).toBe(
      'Webinaire\u00a0\u2014 Eau',
    );
  });

  it('never puts a space before punctuation where a tag closed', () => {
    const slide = 'في 22 دولة عضوًا في <strong>منظمة التعاون الإسلامي</strong>، سعيًا';
    expect(pickText({ title: slide }, 'title', 'ar')).toBe(
      'في 22 دولة عضوًا في منظمة التعاون الإسلامي، سعيًا',
    );
    expect(pickText({ title: '<p>Eau</p>\n<p>: <a href="/x">lien</a>.</p>' }, 'title', 'fr')).toBe(
      'Eau: lien.',
    );
    expect(pickText({ title: 'un <b>mot</b><i>collé</i>' }, 'title', 'fr')).toBe('un motcollé');
  });

  it('drops comments and other markup that names no element, as a browser never shows them', () => {
    // Text pasted from a word processor into the provider's editor brings its comments along.
    expect(pickText({ title: 'Water<!-- mso -->Week 2026' }, 'title', 'en')).toBe(
      'Water Week 2026',
    );
    expect(pickText({ title: '<!DOCTYPE html>Eau </>et énergie' }, 'title', 'fr')).toBe(
      'Eau et énergie',
    );
  });

  it('keeps apart the words of two blocks that touch, as a browser shows them', () => {
    expect(pickText({ summary: '<p>Water</p><p>Energy</p>' }, 'summary', 'fr')).toBe(
      'Water Energy',
    );
  });

  it('decodes numeric entities in the Arabic field, which Persian falls back to', () => {
    expect(pickText(raw, 'title', 'ar')).toBe('تقرير «المياه»');
    expect(pickText(raw, 'title', 'fa')).toBe('تقرير «المياه»');
  });

  it('answers null for a field that is missing or only blank', () => {
    expect(pickText(raw, 'caption', 'en')).toBeNull();
    expect(pickText(raw, 'summary', 'en')).toBeNull();
    expect(pickText({ title: '<br>&nbsp;' }, 'title', 'en')).toBeNull();
  });
});

describe('paging fields as providers send them', () => {
  const page = (
    meta: Record<string, unknown>,
    data: unknown[] = [{ title: 'a' }, { title: 'b' }],
  ) => unwrapPaged({ success: true, data: { data, ...meta } }, '/news', asTitle);

  it('reads numbers sent as strings, and ignores zero, negative, fractional and other values', () => {
    expect(page({ current_page: '3', last_page: '7', per_page: '2', total: '14' })).toMatchObject({
      page: 3,
      lastPage: 7,
      perPage: 2,
      total: 14,
    });
    for (const bad of [0, -2, 1.5, '', 'two', null, true]) {
      expect(page({ current_page: bad, last_page: bad, per_page: bad, total: bad })).toEqual({
        items: ['a', 'b'],
        page: 1,
        lastPage: 1,
        perPage: 2,
        total: bad === 0 ? 0 : 2,
      });
    }
  });

  it('keeps a last page of exactly the cap, and answers one item a page for an empty list', () => {
    expect(page({ last_page: MAX_LAST_PAGE }).lastPage).toBe(MAX_LAST_PAGE);
    expect(page({ last_page: MAX_LAST_PAGE + 1 }).lastPage).toBe(MAX_LAST_PAGE);
    expect(page({}, [])).toEqual({ items: [], page: 1, lastPage: 1, perPage: 1, total: 0 });
  });

  it('reads a bare array as one page, skipping entries that are not records', () => {
    const body = { success: true, data: [{ title: 'a' }, 'junk', null, [1], { title: 'b' }] };
    expect(unwrapPaged(body, '/partners', asTitle)).toEqual({
      items: ['a', 'b'],
      page: 1,
      lastPage: 1,
      perPage: 2,
      total: 2,
    });
  });

  it('notes the paginator’s own fields apart from the records', () => {
    // docs/content-api.md documents them as the paginator's (lib/provider/contract.test.ts).
    const notes: string[] = [];
    recordFieldReads((_call, field) => notes.push(field));
    try {
      page({ current_page: 2, last_page: 3, per_page: 2, total: 6 });
    } finally {
      recordFieldReads(null);
    }
    expect(notes).toEqual(
      expect.arrayContaining(['paginator.current_page', 'paginator.last_page', 'title']),
    );
    expect(notes).not.toContain('current_page');
  });

  it('calls a missing list or a list under the wrong key a shape fault', () => {
    for (const data of [null, 'x', { items: [] }]) {
      expect(() => unwrapPaged({ success: true, data }, '/news', asTitle)).toThrow(
        new ProviderError('shape', '/news', 'Invalid response shape'),
      );
    }
    expect(() =>
      unwrapProjects({ success: true, data: { data: 'x' } }, '/projects', asTitle),
    ).toThrow('Invalid response shape');
    expect(() => unwrapHomeEvents({ success: true, data: { data: {} } }, '/home-events')).toThrow(
      'Invalid response shape',
    );
  });
});

describe('a failure the provider reports', () => {
  it('carries its message, or a plain one when it sends none, as an unsuccessful call', () => {
    const failure = (body: unknown) => {
      try {
        unwrapItem(body, '/tenders/9');
      } catch (error) {
        return error;
      }
      return null;
    };
    expect(failure({ success: false, message: 'No such tender' })).toMatchObject({
      kind: 'unsuccessful',
      path: '/tenders/9',
      message: 'No such tender',
    });
    expect(failure({ success: false, message: 42 })).toMatchObject({
      kind: 'unsuccessful',
      message: 'Provider reported failure',
    });
    expect(failure(null)).toMatchObject({ kind: 'shape', message: 'Invalid response shape' });
    expect(failure([{ success: true }])).toMatchObject({ kind: 'shape' });
    // A body without `success` at all is read: only an explicit false is a failure.
    expect(unwrapItem({ data: { id: 1 } }, '/tenders/1')).toEqual({ id: 1 });
  });
});

describe('scalar fields', () => {
  const raw = {
    text: ' Amman ',
    blank: ' \t',
    count: 12,
    numeric: ' 4.5 ',
    word: 'four',
    infinite: Infinity,
    yes: true,
    one: 1,
    oneText: '1',
    zero: 0,
    yesText: 'true',
    list: ['a'],
  };

  it('reads text as sent, a number as its digits, and nothing else', () => {
    expect(str(raw, 'text')).toBe(' Amman ');
    expect(str(raw, 'blank')).toBeNull();
    expect(str(raw, 'count')).toBe('12');
    expect(str(raw, 'list')).toBeNull();
    expect(str(raw, 'missing')).toBeNull();
    expect(id({ id: 7 })).toBe('7');
    expect(id({ slug: 'water' }, 'slug')).toBe('water');
  });

  it('reads a number sent as a number or as text, and nothing that is not finite', () => {
    expect(num(raw, 'count')).toBe(12);
    expect(num(raw, 'numeric')).toBe(4.5);
    expect(num(raw, 'word')).toBeNull();
    expect(num(raw, 'blank')).toBeNull();
    expect(num(raw, 'infinite')).toBeNull();
    expect(num(raw, 'yes')).toBeNull();
  });

  it('reads a yes/no field sent as true, 1 or "1", and nothing else as yes', () => {
    expect(['yes', 'one', 'oneText'].map((key) => flag(raw, key))).toEqual([true, true, true]);
    expect(['zero', 'yesText', 'text', 'missing'].map((key) => flag(raw, key))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
