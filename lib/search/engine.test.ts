import {
  buildIndex,
  MAX_QUERY_LENGTH,
  parseQuery,
  runSearch,
  snippet,
  type SearchDocument,
} from './engine';

function doc(id: string, fields: Partial<SearchDocument>): SearchDocument {
  return {
    id,
    kind: 'news',
    title: '',
    summary: '',
    body: '',
    href: `/news/${id}`,
    date: null,
    open: null,
    ...fields,
  };
}

const DOCUMENTS = [
  doc('en', { title: 'Water and energy in the Jordan valley', body: 'Irrigation pilots.' }),
  doc('fr', { title: 'Le réseau de l’eau', summary: 'Gestion intégrée des ressources en eau.' }),
  doc('ar', { title: 'إدارة المياه في المنطقة', body: 'شبكة إسلامية لتنمية الموارد المائية' }),
  doc('fa', { title: 'همکاری در مدیریت آب', body: 'این طرح اجرا می‌شود.' }),
  doc('open', { kind: 'tenders', title: 'Supply of meters', open: true, date: '2026-01-01' }),
  doc('closed', { kind: 'tenders', title: 'Supply of meters', open: false, date: '2026-02-01' }),
];
const index = buildIndex(DOCUMENTS);
const find = (query: string) =>
  runSearch(index, parseQuery(query).terms).hits.map((hit) => hit.document.id);

describe('runSearch', () => {
  it.each([
    ['English, any case', 'WATER', 'en'],
    ['English, as the visitor types', 'irrig', 'en'],
    ['English, one typo in a longer word', 'irrigaton', 'en'],
    ['French without accents', 'reseau', 'fr'],
    ['French, a prefix without accents', 'integ', 'fr'],
    ['Arabic without hamza or teh marbuta', 'اداره', 'ar'],
    ['Arabic without the article', 'مياه', 'ar'],
    ['Arabic typed with Persian letters', 'شبکه اسلامی', 'ar'],
    ['Persian typed with Arabic letters', 'همكاري', 'fa'],
    ['Persian without the zero-width non-joiner', 'میشود', 'fa'],
  ])('finds %s (%p)', (_case, query, id) => {
    expect(find(query)).toContain(id);
  });

  it('needs every word, and says when it offers pages with only some of them', () => {
    expect(find('water irrigation')).toEqual(['en']);
    const outcome = runSearch(index, parseQuery('water zebra').terms);
    expect(outcome.partial).toBe(true);
    expect(outcome.hits.map((hit) => hit.document.id)).toEqual(['en']);
  });

  it('does not take a short word for another with one letter changed', () => {
    expect(find('eaux')).not.toContain('fr');
  });

  it('ranks an open tender above a closed one of the same score, even a newer one', () => {
    expect(find('meters')).toEqual(['open', 'closed']);
  });

  it.each(['', '   ', '<script>alert(1)</script>', '"" AND OR -+*', '?', 'ﷺ'])(
    'answers the query %p without throwing',
    (query) => {
      expect(() => find(query)).not.toThrow();
    },
  );
});

describe('parseQuery', () => {
  it('cuts a long query at a word end and says so', () => {
    const parsed = parseQuery('water '.repeat(200));
    expect(parsed.cut).toBe(true);
    expect(parsed.text.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(parsed.text.endsWith('water')).toBe(true);
    expect(parsed.terms).toEqual(['water']);
  });

  it('never cuts a letter in half', () => {
    const parsed = parseQuery('𝒲'.repeat(1000));
    expect(Array.from(parsed.text)).toHaveLength(MAX_QUERY_LENGTH);
    expect(parsed.text.isWellFormed()).toBe(true);
  });

  it('drops bidi overrides so the query cannot reverse the page around it', () => {
    expect(parseQuery('water \u202eevil\u202c مياه')).toMatchObject({ text: 'water evil مياه' });
    expect(parseQuery('می\u200cشود').text).toBe('می\u200cشود');
  });

  it('keeps a short query as typed, spaces tidied', () => {
    expect(parseQuery('  eau   potable ')).toMatchObject({ text: 'eau potable', cut: false });
  });
});

describe('snippet', () => {
  it('marks the matched words as written, accents and all', () => {
    const [hit] = runSearch(index, parseQuery('gestion ressources').terms).hits;
    expect(hit).toBeDefined();
    const parts = snippet(hit!.document, hit!.terms);
    expect(parts.filter((part) => part.mark).map((part) => part.text)).toEqual([
      'Gestion',
      'ressources',
    ]);
    expect(parts.map((part) => part.text).join('')).toBe('Gestion intégrée des ressources en eau.');
  });

  it('marks an Arabic word found without its article', () => {
    const [hit] = runSearch(index, parseQuery('الموارد').terms).hits;
    const marked = snippet(hit!.document, hit!.terms).filter((part) => part.mark);
    expect(marked.map((part) => part.text)).toEqual(['الموارد']);
  });

  it('shows a passage around a match deep in a long text', () => {
    const body = `${'filler '.repeat(100)}target ${'after '.repeat(100)}`.trim();
    const parts = snippet(doc('long', { body }), ['target']);
    const text = parts.map((part) => part.text).join('');
    expect(text.startsWith('… ')).toBe(true);
    expect(text.endsWith(' …')).toBe(true);
    expect(parts.filter((part) => part.mark)).toEqual([{ text: 'target', mark: true }]);
  });
});
