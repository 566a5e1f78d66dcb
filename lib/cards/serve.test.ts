/** @jest-environment node */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { LOCALES } from '@/lib/i18n/locales';
import { CardError, drawCard } from './draw';
import { cardResponse, defaultCardPath } from './serve';
import { CARD_HEIGHT, CARD_TYPE, CARD_WIDTH } from './size';

jest.mock('./draw', () => {
  const actual = jest.requireActual('./draw');
  return { ...actual, drawCard: jest.fn(actual.drawCard) };
});

/** The hashed address a page names, found by following the sitemap's current address. */
async function hashedFile(locale: string, kind: string, id: string): Promise<string> {
  const response = await cardResponse({ locale, kind, id, file: 'card.jpg' });
  expect(response.status).toBe(307);
  // Revalidated like the page it names: the item's next edit names a new hash.
  expect(response.headers.get('Cache-Control')).toBe(
    'public, s-maxage=300, stale-while-revalidate=600',
  );
  return response.headers.get('Location')!;
}

afterEach(() => {
  delete process.env.PROVIDER_API_URL;
  delete process.env.PROVIDER_TIMEOUT_MS;
  jest.restoreAllMocks();
});

describe('cardResponse', () => {
  it('serves a Persian news card as an immutable 1200×630 JPEG', async () => {
    const file = await hashedFile('fa', 'news', '1');
    expect(file).toMatch(/^[\w-]{16}\.jpg$/);
    const response = await cardResponse({ locale: 'fa', kind: 'news', id: '1', file });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    // Its address is a hash of what it shows: kept for a year, by every cache.
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });

  it('gives a list its own card', async () => {
    const file = await hashedFile('ar', 'pages', 'tenders');
    const response = await cardResponse({ locale: 'ar', kind: 'pages', id: 'tenders', file });
    expect(response.status).toBe(200);
  });

  it.each([
    ['an unknown id', { locale: 'en', kind: 'news', id: '99999', file: 'card.jpg' }],
    ['an unknown kind', { locale: 'en', kind: 'team', id: '1', file: 'card.jpg' }],
    ['an unknown page', { locale: 'en', kind: 'pages', id: 'constructor', file: 'card.jpg' }],
    ['an unknown language', { locale: 'de', kind: 'news', id: '1', file: 'card.jpg' }],
    [
      'a hash that is not the current one',
      { locale: 'en', kind: 'news', id: '1', file: 'AAAAAAAAAAAAAAAA.jpg' },
    ],
  ])('answers 404 for %s, without drawing', async (_, params) => {
    const draw = jest.mocked(drawCard);
    draw.mockClear();
    const response = await cardResponse(params);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'Card not found' });
    expect(draw).not.toHaveBeenCalled();
  });

  it('redirects to the language’s default card, stored by nobody, and logs why when drawing fails', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.mocked(drawCard).mockRejectedValueOnce(new CardError('no bundled font draws U+1F4A7'));
    const file = await hashedFile('ar', 'news', '1');
    const response = await cardResponse({ locale: 'ar', kind: 'news', id: '1', file });
    // Not the year-long answer of the card's own address, nor any other that a cache may keep.
    expect(response.status).toBe(307);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Location')).toBe('/og/default-ar.jpg');
    expect(await response.arrayBuffer()).toHaveProperty('byteLength', 0);
    expect(log).toHaveBeenCalledWith(
      '[cards] ar/news/1: drawing failed, redirecting to the default card (no bundled font draws U+1F4A7)',
    );
  });

  it('answers 503 and logs why when the provider cannot be read', async () => {
    process.env.PROVIDER_API_URL = 'http://127.0.0.1:9/api';
    process.env.PROVIDER_TIMEOUT_MS = '500';
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const response = await cardResponse({ locale: 'fr', kind: 'news', id: '2', file: 'card.jpg' });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      success: false,
      message: 'The card could not be made. Please try again later.',
    });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('[provider] news card failed'));
  });

  it.each(LOCALES)(
    'has a %s default card whose bytes are the JPEG the page’s og:image:type names',
    async (locale) => {
      const bytes = await readFile(path.join('public', defaultCardPath(locale)));
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', CARD_WIDTH, CARD_HEIGHT]);
      expect(CARD_TYPE).toBe('image/jpeg');
    },
  );
});
