/** @jest-environment node */
import { offences } from '../../e2e/reader-text';
import { localisedTexts, messageWords } from './localised-texts';

/**
 * The bidi rule of docs/sharing.md ("Latin runs in right-to-left text") over every Arabic and
 * Persian string the site holds, messages and content: a Latin run before «،» or «؛» with a Latin
 * word or a digit after it is closed by a mark or isolated. Each placeholder of a message stands
 * for a Latin value («PDF»), the worst case: `Lists.download` shows a file format there.
 */
const RULE = 'no unisolated Latin run beside «،»';

describe.each(['ar', 'fa'] as const)('Latin runs in %s strings', (locale) => {
  it('keep their place beside the Arabic comma', () => {
    const found = localisedTexts(locale).flatMap(({ where, text, plain }) => {
      const read = where.startsWith('messages:') ? messageWords(text, locale, 'PDF') : plain;
      return offences(read, locale)
        .filter((offence) => offence.startsWith(RULE))
        .map((offence) => `${where}: ${offence}`);
    });
    expect(found).toEqual([]);
  });
});
