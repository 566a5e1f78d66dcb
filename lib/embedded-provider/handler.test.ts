/** @jest-environment node */
import { content } from './content';
import { createEmbeddedProvider } from './handler';
import type { saveSubmission } from './store';

const NOW = new Date('2026-11-22T10:00:00Z');

type Rec = Record<string, unknown>;

/** Reads a dotted path out of a JSON body (`dig(body, 'data.data')`). */
function dig<T = unknown>(value: unknown, path: string): T {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Rec | undefined)?.[key], value) as T;
}

function setup({ storageFull = false } = {}) {
  const save = jest.fn<ReturnType<typeof saveSubmission>, Parameters<typeof saveSubmission>>(
    async (kind, locale, fields, files) => ({
      receipt_id: 'receipt-1',
      kind,
      locale,
      received_at: NOW.toISOString(),
      fields,
      files: files.map(({ field, file }) => ({
        field,
        original_name: file.name,
        stored_as: 'uploads/x',
        size: file.size,
        type: file.type,
      })),
    }),
  );
  const handle = createEmbeddedProvider({
    content,
    now: () => NOW,
    save,
    storageFull: async () => storageFull,
    fileSize: () => 2048,
  });
  const get = async (path: string, lang = 'en') => {
    const response = await handle(
      new Request(`http://embedded.provider${path}`, {
        headers: { lang, 'Accept-Language': lang },
      }),
      { allowWrites: false },
    );
    return { status: response.status, body: (await response.json()) as unknown };
  };
  return { handle, get, save };
}

describe('embedded provider reads', () => {
  it('pages lists with the provider envelope', async () => {
    const { get } = setup();
    const { body } = await get('/news?per_page=3&page=2');
    expect(dig(body, 'success')).toBe(true);
    expect(dig(body, 'data.data')).toHaveLength(3);
    expect(dig(body, 'data')).toMatchObject({
      current_page: 2,
      per_page: 3,
      total: content.news.length,
      last_page: Math.ceil(content.news.length / 3),
    });
  });

  it('answers in the requested language and always sends the _ar copy', async () => {
    const { get } = setup();
    const fr = await get('/tenders/1', 'fr');
    const first = content.tenders.find((t) => t.id === 1)!;
    expect(dig(fr.body, 'data.title')).toBe(first.title.fr);
    expect(dig(fr.body, 'data.title_ar')).toBe(first.title.ar);
    const fa = await get('/tenders/1', 'fa');
    expect(dig(fa.body, 'data.title')).toBe(first.title.fa);
  });

  it('nests projects two levels under data and home events under data.data.items', async () => {
    const { get } = setup();
    expect(Array.isArray(dig((await get('/projects')).body, 'data.data.data'))).toBe(true);
    const home = await get('/home-events?per_page=3');
    expect(dig(home.body, 'data.data.items')).toHaveLength(3);
  });

  it('resolves news by id and by slug, and answers 404 for an unknown id', async () => {
    const { get } = setup();
    const first = content.news[0]!;
    expect(dig((await get(`/news/${first.id}`)).body, 'data.slug')).toBe(first.slug);
    expect(dig((await get(`/news/${first.slug}`)).body, 'data.id')).toBe(first.id);
    expect((await get('/news/99999')).status).toBe(404);
  });

  it('keeps relative tender deadlines relative to today, so open tenders stay open', async () => {
    const { get } = setup();
    const { body } = await get('/tenders?per_page=100');
    const tenders = dig<{ is_expired: boolean; days_remaining: number }[]>(body, 'data.data');
    expect(
      tenders.filter((t) => !t.is_expired && t.days_remaining > 0).length,
    ).toBeGreaterThanOrEqual(2);
    expect(tenders.some((t) => t.is_expired)).toBe(true);
    // Open tenders come first.
    expect(tenders[0]!.days_remaining).toBeGreaterThan(0);
  });

  it('returns member states as an array under data.data with translations and map keys', async () => {
    const { get } = setup();
    const { body } = await get('/member-states-countries', 'ar');
    const members = dig<Rec[]>(body, 'data.data');
    expect(members).toHaveLength(22);
    const jordan = members.find((m) => dig(m, 'country.code') === 'jo');
    expect(
      dig<{ locale: string }[]>(jordan, 'translations')
        .map((t) => t.locale)
        .sort(),
    ).toEqual(['ar', 'en', 'fa', 'fr']);
    expect(dig(jordan, 'map_key.key_color')).toMatch(/^#[0-9a-f]{6}$/i);
    expect(dig(jordan, 'image')).toBe('/flags/jo.svg');
  });

  it('answers 404 for unknown paths', async () => {
    const { get } = setup();
    expect((await get('/nothing-here')).status).toBe(404);
  });
});

describe('embedded provider writes', () => {
  function proposal(tenderId: string) {
    const form = new FormData();
    form.set('tender_id', tenderId);
    form.set('company_name', 'Hydro Consult');
    form.append(
      'proposal_file[0]',
      new File(['%PDF-1.4'], 'offer.pdf', { type: 'application/pdf' }),
    );
    return form;
  }

  it('refuses writes over the read-only HTTP mount', async () => {
    const { handle, save } = setup();
    const response = await handle(
      new Request('http://embedded.provider/tenders/1/apply', {
        method: 'POST',
        body: proposal('1'),
      }),
      { allowWrites: false },
    );
    expect(response.status).toBe(405);
    expect(save).not.toHaveBeenCalled();
  });

  it('stores a proposal for an open tender and returns a receipt', async () => {
    const { handle, save } = setup();
    const response = await handle(
      new Request('http://embedded.provider/tenders/1/apply', {
        method: 'POST',
        body: proposal('1'),
      }),
      { allowWrites: true },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { receipt_id: 'receipt-1' } });
    const [kind, , fields, files] = save.mock.calls[0]!;
    expect(kind).toBe('tender-proposal');
    expect(fields.company_name).toBe('Hydro Consult');
    expect(files.map((f) => f.field)).toEqual(['proposal_file[0]']);
  });

  it('refuses a proposal for a closed tender with 409 and stores nothing', async () => {
    const { handle, save } = setup();
    const closed = content.tenders.find((t) => t.is_expired)!;
    const response = await handle(
      new Request(`http://embedded.provider/tenders/${closed.id}/apply`, {
        method: 'POST',
        body: proposal(String(closed.id)),
      }),
      { allowWrites: true },
    );
    expect(response.status).toBe(409);
    expect(save).not.toHaveBeenCalled();
  });

  it('stores job applications for an open vacancy and internship applications', async () => {
    const { handle, save } = setup();
    const post = (path: string, fields: Record<string, string>) => {
      const body = new FormData();
      for (const [key, value] of Object.entries(fields)) body.set(key, value);
      body.set('cv', new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
      return handle(new Request(`http://embedded.provider${path}`, { method: 'POST', body }), {
        allowWrites: true,
      });
    };
    expect((await post('/job-applications', { vacancy_id: '1', full_name: 'Layla' })).status).toBe(
      200,
    );
    expect((await post('/internship-applications', { full_name: 'Omar' })).status).toBe(200);
    expect(save.mock.calls.map(([kind, , fields, files]) => [kind, fields, files.length])).toEqual([
      ['job-application', { vacancy_id: '1', full_name: 'Layla' }, 1],
      ['internship-application', { full_name: 'Omar' }, 1],
    ]);
  });

  it('refuses a job application for an unknown (404) or closed (409) vacancy and stores nothing', async () => {
    const { handle, save } = setup();
    const closed = content.vacancies.find((v) => 'date' in v.deadline)!;
    for (const [id, status] of [
      ['999', 404],
      [String(closed.id), 409],
    ] as const) {
      const body = new FormData();
      body.set('vacancy_id', id);
      const response = await handle(
        new Request('http://embedded.provider/job-applications', { method: 'POST', body }),
        { allowWrites: true },
      );
      expect(response.status).toBe(status);
    }
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses a file whose content is not a document (415), whatever its name says', async () => {
    const { handle, save } = setup();
    const body = proposal('1');
    body.set(
      'proposal_file[0]',
      new File(['MZ\x90\x00'], 'offer.pdf', { type: 'application/pdf' }),
    );
    const response = await handle(
      new Request('http://embedded.provider/tenders/1/apply', { method: 'POST', body }),
      { allowWrites: true },
    );
    expect(response.status).toBe(415);
    expect(save).not.toHaveBeenCalled();
  });

  it('takes a form the site already parsed, without a body, and still checks its documents', async () => {
    const { handle, save } = setup();
    const post = (form: FormData) =>
      handle(new Request('http://embedded.provider/tenders/1/apply', { method: 'POST' }), {
        allowWrites: true,
        form,
      });
    expect((await post(proposal('1'))).status).toBe(200);
    const [, , fields, files] = save.mock.calls[0]!;
    expect(fields.company_name).toBe('Hydro Consult');
    expect(files.map((f) => [f.field, f.type])).toEqual([['proposal_file[0]', 'pdf']]);

    const disguised = proposal('1');
    disguised.set('proposal_file[0]', new File(['MZ\x90\x00'], 'offer.pdf'));
    expect((await post(disguised)).status).toBe(415);
    expect((await post(proposal('2'))).status).toBe(422);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('answers 507 and stores nothing while storage is full', async () => {
    const { handle, save } = setup({ storageFull: true });
    const response = await handle(
      new Request('http://embedded.provider/tenders/1/apply', {
        method: 'POST',
        body: proposal('1'),
      }),
      { allowWrites: true },
    );
    expect(response.status).toBe(507);
    expect(save).not.toHaveBeenCalled();
  });
});
