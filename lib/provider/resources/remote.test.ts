/** @jest-environment node */
/**
 * What the site takes from a remote provider's answers, field by field, where the embedded
 * content never sends the case: the fallbacks between field names, Persian and Arabic copies,
 * stray entries in a list, and how many items a short list asks for and keeps.
 */
import {
  getCop,
  getHomeEvents,
  getMemberStates,
  getNewsItem,
  getPressItems,
  getProject,
  getSliders,
} from '../index';

const API = 'https://cms.example.org/api';
let asked: URL[] = [];

/** The provider answers `data` (in the `success` envelope) to every request. */
function answer(data: unknown) {
  process.env.PROVIDER_API_URL = API;
  asked = [];
  global.fetch = jest.fn(async (input: URL) => {
    asked.push(new URL(String(input)));
    return Response.json({ success: true, data });
  }) as unknown as typeof fetch;
}

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  delete process.env.PROVIDER_API_URL;
});

describe('a project', () => {
  const project = {
    id: 1,
    title: 'Water reuse',
    title_fa: 'بازچرخانی آب',
    title_ar: 'إعادة الاستخدام',
  };

  it('is titled in Persian from its Persian title, before a title already localised', async () => {
    answer({ ...project, localized_title: 'Localised' });
    expect(await getProject('fa', '1')).toMatchObject({ title: 'بازچرخانی آب' });
  });

  it('is titled in Arabic from its Arabic title, before a title already localised', async () => {
    answer({ ...project, localized_title: 'Localised' });
    expect(await getProject('ar', '1')).toMatchObject({ title: 'إعادة الاستخدام' });
  });

  it('is titled in English and French from the localised title, when the provider sends one', async () => {
    answer({ ...project, localized_title: 'Réutilisation de l’eau' });
    expect(await getProject('fr', '1')).toMatchObject({ title: 'Réutilisation de l’eau' });
    expect(await getProject('en', '2')).toMatchObject({ title: 'Réutilisation de l’eau' });
  });

  it('has a short title in its language, the Persian falling back to the Arabic', async () => {
    const short = { short_title: 'Reuse', short_title_ar: 'إعادة', short_title_en: 'Reuse (en)' };
    answer({ ...project, ...short });
    expect(await getProject('en', '1')).toMatchObject({ shortTitle: 'Reuse' });
    expect(await getProject('ar', '1')).toMatchObject({ shortTitle: 'إعادة' });
    expect(await getProject('fa', '1')).toMatchObject({ shortTitle: 'إعادة' });
    answer({ ...project, short_title_fa: 'بازچرخانی', short_title_ar: 'إعادة' });
    expect(await getProject('fa', '2')).toMatchObject({ shortTitle: 'بازچرخانی' });
  });

  it('lists its countries by their lower-case codes, leaving out entries that are no code', async () => {
    answer({ ...project, countries: ['JO', 'ir', 7, null, { code: 'EG' }, true] });
    expect(await getProject('en', '1')).toMatchObject({ countries: ['jo', 'ir', '7'] });
  });
});

describe('a news item', () => {
  it('is dated by its date, else when it was published, else when it was created', async () => {
    const item = { id: 1, title: 'Drought' };
    answer({ ...item, date: '2026-03-01', published_at: '2026-02-01', created_at: '2026-01-01' });
    expect(await getNewsItem('en', '1')).toMatchObject({ date: '2026-03-01' });
    answer({ ...item, published_at: '2026-02-01', created_at: '2026-01-01' });
    expect(await getNewsItem('en', '2')).toMatchObject({ date: '2026-02-01' });
    answer({ ...item, created_at: '2026-01-01' });
    expect(await getNewsItem('en', '3')).toMatchObject({ date: '2026-01-01' });
  });
});

describe('the media list', () => {
  it('takes the localised title and the date, and skips entries that are not items', async () => {
    answer({
      data: [
        null,
        'stray',
        {
          id: 4,
          title: 'Water forum',
          localized_title: 'Forum de l’eau',
          date: '2026-05-02',
          created_at: '2026-04-01',
        },
      ],
    });
    const items = await getPressItems('fr');
    // The menu shows the latest three, and asks for no more.
    expect(asked.map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/api/inwrdam-in-press?per_page=3',
    ]);
    expect(items.map(({ id, title, date }) => ({ id, title, date }))).toEqual([
      { id: '4', title: 'Forum de l’eau', date: '2026-05-02' },
    ]);
  });

  it('dates an item without a date by when it was created, else when it was published', async () => {
    const dated = (fields: Record<string, string>) =>
      answer({ data: [{ id: 4, title: 'Water forum', ...fields }] });
    dated({ created_at: '2026-04-01', published_at: '2026-03-01' });
    expect((await getPressItems('en'))[0]?.date).toBe('2026-04-01');
    dated({ published_at: '2026-03-01' });
    expect((await getPressItems('ar'))[0]?.date).toBe('2026-03-01');
  });
});

describe('the member states', () => {
  it('name a state in the visitor’s language, from its translation’s name before its title', async () => {
    answer({
      data: [
        {
          country: { name: 'Jordan', code: 'JO' },
          translations: [
            null,
            { locale: 'fr', name: 'Jordanie', title: 'Royaume hachémite de Jordanie' },
          ],
        },
      ],
    });
    const [jordan] = await getMemberStates('fr');
    expect(jordan).toMatchObject({ id: 'jordan', name: 'Jordanie', code: 'jo' });
  });

  it('keep a state the provider names only by its title', async () => {
    answer({ data: [{ title: 'Jordan' }] });
    expect((await getMemberStates('en')).map(({ id, name }) => ({ id, name }))).toEqual([
      { id: 'jordan', name: 'Jordan' },
    ]);
  });
});

describe('pages read whole', () => {
  it('the COP page keeps its conferences and skips entries that are not one', async () => {
    answer({ title: 'COP', items: [null, { id: 28, title: 'COP28', year: 2023 }] });
    expect((await getCop('en')).items.map(({ title }) => title)).toEqual(['COP28']);
  });

  it('the home slider keeps its slides and skips entries that are not one', async () => {
    answer({ sliders: [null, 7, { id: 1, title: 'Nexus' }] });
    expect((await getSliders('en')).slides.map(({ title }) => title)).toEqual(['Nexus']);
  });
});

describe('the home strip', () => {
  it('asks for as many news and events as it shows, and keeps no more', async () => {
    const items = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, title: `Item ${i + 1}` }));
    answer({ data: { items } });
    expect(await getHomeEvents('en', 3)).toHaveLength(3);
    expect(asked.map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/api/home-events?per_page=3',
    ]);
  });
});
