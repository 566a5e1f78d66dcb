/** @jest-environment node */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { content } from '@/lib/embedded-provider/content';
import { compareNames } from '@/lib/i18n/collation';
import {
  getHomeEvents,
  getMemberStates,
  getNews,
  getNewsItem,
  getProject,
  getProjects,
  getSliders,
  getTender,
  ProviderError,
  stripMarkup,
  withFallback,
} from './index';

// These run against the embedded provider (PROVIDER_API_URL unset), through the real contract.
describe('provider getters on the embedded provider', () => {
  it('reads slides with their markup stripped, and the five social links', async () => {
    const { slides, social } = await getSliders('en');
    expect(slides).toHaveLength(content.sliders.sliders.length);
    expect(slides[0]!.description).not.toMatch(/<[^>]+>/);
    expect(Object.keys(social).sort()).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'x',
      'youtube',
    ]);
  });

  it('gives Arabic readers the Arabic copy and Persian readers the Persian one', async () => {
    const tender = content.tenders[0]!;
    expect((await getTender('ar', String(tender.id)))!.title).toBe(tender.title.ar);
    expect((await getTender('fa', String(tender.id)))!.title).toBe(tender.title.fa);
    expect((await getTender('fr', String(tender.id)))!.location).toBe(tender.location.fr);
  });

  it('answers null for an unknown id so the page can answer 404', async () => {
    await expect(getProject('en', '999999')).resolves.toBeNull();
    await expect(getNewsItem('ar', 'no-such-slug')).resolves.toBeNull();
  });

  it('limits the home strip to three items and the featured projects to the page size', async () => {
    expect(await getHomeEvents('en', 3)).toHaveLength(3);
    const projects = await getProjects('en', { perPage: 4 });
    expect(projects.items).toHaveLength(4);
    expect(projects.total).toBe(content.projects.length);
  });

  it('sorts member states by their name in the reader’s language', async () => {
    for (const locale of ['en', 'ar', 'fa'] as const) {
      const names = (await getMemberStates(locale)).map((m) => m.name);
      expect(names).toEqual([...names].sort(compareNames(locale)));
    }
    const jordan = (await getMemberStates('fr')).find((m) => m.code === 'jo')!;
    expect(jordan.id).toBe('jordan');
    expect(jordan.name).toBe(content.memberStates.members.find((m) => m.iso2 === 'jo')!.name.fr);
  });
});

describe('withFallback', () => {
  it('logs a failed read once and returns the fallback', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const result = await withFallback(
      Promise.reject(new ProviderError('timeout', '/news', 'too slow')),
      'fallback',
      'news list',
    );
    expect(result).toBe('fallback');
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toContain('news list failed (timeout /news: too slow)');
    log.mockRestore();
  });
});

describe('a remote provider that misbehaves', () => {
  const realFetch = global.fetch;

  beforeEach(() => {
    process.env.PROVIDER_API_URL = 'https://cms.example.org/api';
    process.env.PROVIDER_TIMEOUT_MS = '50';
  });

  afterEach(() => {
    global.fetch = realFetch;
    delete process.env.PROVIDER_API_URL;
    delete process.env.PROVIDER_TIMEOUT_MS;
  });

  function answer(respond: (init: RequestInit) => Promise<Response>) {
    global.fetch = jest.fn((_url: URL, init: RequestInit) =>
      respond(init),
    ) as unknown as typeof fetch;
  }

  const slow = (init: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    });

  it.each([
    ['timeout', slow],
    ['http', async () => Response.json({ message: 'boom' }, { status: 500 })],
    ['shape', async () => new Response('{"success": true, "data": [', { status: 200 })],
    ['shape', async () => Response.json({ status: 'ok', items: 'unexpected' })],
    ['network', async () => Promise.reject(new TypeError('fetch failed'))],
  ] as const)(
    'turns each fault into a ProviderError of kind %s, for lists and details',
    async (kind, respond) => {
      answer(respond);
      await expect(getNews('en')).rejects.toMatchObject({ name: 'ProviderError', kind });
      await expect(getTender('en', '1')).rejects.toMatchObject({ name: 'ProviderError', kind });
    },
  );

  it('calls a detail record without an id or title a provider defect, not an unknown id', async () => {
    answer(async () => Response.json({ success: true, data: { unexpected: true } }));
    await expect(getTender('en', '1')).rejects.toMatchObject({ kind: 'shape', path: '/tenders/1' });
    answer(async () => Response.json({ success: false, message: 'Not found' }, { status: 404 }));
    await expect(getTender('en', '1')).resolves.toBeNull();
  });

  it('logs one failure once even when two sections fall back on it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new ProviderError('http', '/sliders', 'Provider answered HTTP 500', 500);
    await withFallback(Promise.reject(failure), null, 'sliders');
    await withFallback(Promise.reject(failure), null, 'social links');
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toBe(
      '[provider] sliders failed (http /sliders: Provider answered HTTP 500)',
    );
    log.mockRestore();
  });
});

describe('stripMarkup', () => {
  it('turns provider HTML into plain text', () => {
    expect(stripMarkup('<p>Water &amp; <strong>energy</strong></p>\n<p>for all</p>')).toBe(
      'Water & energy for all',
    );
  });

  it('decodes every named entity, not only the six of the XML family', () => {
    expect(stripMarkup('<p>The network&rsquo;s r&eacute;seau&nbsp;&ndash;&nbsp;2025</p>')).toBe(
      'The network\u2019s r\u00e9seau\u00a0\u2013\u00a02025',
    );
    expect(stripMarkup('caf&eacute; &copy; &hellip;')).toBe('caf\u00e9 \u00a9 \u2026');
  });

  it('decodes decimal and hexadecimal numeric entities, Arabic and Persian letters included', () => {
    // &#1605;&#1575;&#1569; is the Arabic word for water; &#x622;&#x628; the Persian one.
    expect(stripMarkup('&#1605;&#1575;&#1569; / &#x622;&#x628; / &#X41;&#39;')).toBe(
      "\u0645\u0627\u0621 / \u0622\u0628 / A'",
    );
  });

  // A no-break space is text, which HTML never collapses: «6\u00a0mois» stays whole (the French
  // review of 2026-12-06, M1); the ends of the text are trimmed all the same.
  it('keeps no-break spaces and collapses runs of the other spaces', () => {
    expect(stripMarkup('&nbsp;Water&nbsp;&nbsp;and <br>\n energy&#160;')).toBe(
      'Water\u00a0\u00a0and energy',
    );
  });

  it('leaves an encoded tag as text: decoding happens after the tags are removed', () => {
    const text = stripMarkup(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;bold&lt;/b&gt;</p>',
    );
    expect(text).toBe('<script>alert(1)</script> <b>bold</b>');
    // Rendered as React text (the hero's description), it is escaped again, never markup.
    expect(renderToStaticMarkup(createElement('p', null, text))).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;bold&lt;/b&gt;</p>',
    );
  });

  it('keeps an unknown or unterminated entity as the browser would', () => {
    expect(stripMarkup('AT&T &madeup; 5 &lt 6')).toBe('AT&T &madeup; 5 < 6');
  });
});

describe('member states from a remote provider that names countries in Arabic', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    delete process.env.PROVIDER_API_URL;
  });

  it('keeps the id the slug of the English name, through the Arabic-to-English map', async () => {
    process.env.PROVIDER_API_URL = 'https://api.example.org/api';
    global.fetch = jest.fn(async () =>
      Response.json({
        success: true,
        data: {
          data: [
            { country: { name: 'المملكة العربية السعودية' }, name: 'السعودية', rank: 'عضو' },
            { country: { name: 'الاردن', code: 'JO' }, name: 'الأردن' },
          ],
        },
      }),
    ) as unknown as typeof fetch;
    const members = await getMemberStates('ar');
    expect(members.map((m) => [m.id, m.englishName, m.name, m.code])).toEqual([
      ['jordan', 'Jordan', 'الأردن', 'jo'],
      ['saudi-arabia', 'Saudi Arabia', 'السعودية', null],
    ]);
  });
});
