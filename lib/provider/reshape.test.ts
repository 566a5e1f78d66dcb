/** @jest-environment node */
import { ProviderError } from './errors';
import {
  MAX_LAST_PAGE,
  cleanImageUrl,
  timeZone,
  pick,
  pickText,
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
  });

  it("keeps the site's own root-relative files and drops empty values", () => {
    expect(cleanImageUrl('/content/news/1.webp', null)).toBe('/content/news/1.webp');
    expect(cleanImageUrl('', base)).toBeNull();
    expect(cleanImageUrl(42, base)).toBeNull();
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
    expect(pickText(raw, 'title', 'en')).toBe('The network\u2019s r\u00e9seau report');
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
