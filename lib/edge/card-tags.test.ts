/** @jest-environment node */
import { CARD_KINDS, type CardKindName } from '@/lib/cards/cards';
import { EDGE_KEY_HEADER, edgeKeyHeaders } from './tags.mjs';

/**
 * The tags of every provider read a card's item makes, as Next's data cache would record them
 * (the card route draws from the same read, so a revalidation of these tags changes the card).
 */
const mockRead = { tags: new Set<string>() };
jest.mock('next/cache', () => ({
  unstable_cache:
    (fn: (...args: unknown[]) => Promise<unknown>, _key: string[], options: { tags: string[] }) =>
    (...args: unknown[]) => {
      for (const tag of options.tags) mockRead.tags.add(tag);
      return fn(...args);
    },
}));

const cardKeys = (kind: string) =>
  edgeKeyHeaders()
    .find((entry) => entry.source === `/cards/:locale/${kind}/:id/:file`)
    ?.headers.find((header) => header.key === EDGE_KEY_HEADER)
    ?.value.split(' ') ?? [];

describe('share cards at the edge', () => {
  it.each(Object.keys(CARD_KINDS) as CardKindName[])(
    'the %s card names every tag of the item it is drawn from, so revalidating it purges the card',
    async (kind) => {
      mockRead.tags.clear();
      await CARD_KINDS[kind].get('en', '1');
      expect(mockRead.tags.size).toBeGreaterThan(1);
      expect(cardKeys(kind)).toEqual(expect.arrayContaining([...mockRead.tags]));
    },
  );
});
