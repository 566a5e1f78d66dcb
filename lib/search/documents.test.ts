/** @jest-environment node */
import { content } from '@/lib/embedded-provider/content';
import { getTenders } from '@/lib/provider';
import { SEARCH_KINDS } from './engine';
import { searchDocuments } from './documents';

// The real getters on the embedded provider, except where a test makes one fail.
jest.mock('@/lib/provider', () => {
  const actual = jest.requireActual<Record<string, unknown>>('@/lib/provider');
  return { ...actual, getTenders: jest.fn(actual.getTenders as () => unknown) };
});

const firstNews = content.news[0]!;

describe('searchDocuments', () => {
  beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('reads every kind, in the language of the page', async () => {
    const { documents, failed } = await searchDocuments('fr');
    expect(failed).toEqual([]);
    expect(new Set(documents.map((doc) => doc.kind))).toEqual(new Set(SEARCH_KINDS));
    expect(documents.find((doc) => doc.id === `news:${firstNews.id}`)).toMatchObject({
      title: firstNews.title.fr,
      href: `/news/${firstNews.id}`,
    });
  });

  it('gives text without markup, and tenders and vacancies whether they are open', async () => {
    const { documents } = await searchDocuments('ar');
    expect(documents.every((doc) => !/<[a-z][^>]*>/i.test(doc.body + doc.summary))).toBe(true);
    const tenders = documents.filter((doc) => doc.kind === 'tenders');
    expect(tenders.some((doc) => doc.open === true)).toBe(true);
    expect(tenders.some((doc) => doc.open === false)).toBe(true);
    expect(documents.filter((doc) => doc.kind === 'news').every((doc) => doc.open === null)).toBe(
      true,
    );
  });

  it('leaves out a kind the provider fails to give, and names it', async () => {
    jest.mocked(getTenders).mockRejectedValueOnce(new Error('provider down'));
    const { documents, failed } = await searchDocuments('en');
    expect(failed).toEqual(['tenders']);
    expect(documents.some((doc) => doc.kind === 'tenders')).toBe(false);
    expect(documents.some((doc) => doc.kind === 'news')).toBe(true);
  });
});
