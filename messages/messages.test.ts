/** @jest-environment node */
import { IntlMessageFormat } from 'intl-messageformat';
import ar from './ar.json';
import en from './en.json';
import fa from './fa.json';
import fr from './fr.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string'
      ? { ...flat, [path]: value }
      : { ...flat, ...flatten(value, path) };
  }, {});
}

const english = flatten(en);

/** Words spelt the same in English and the language (French cognates). */
const SAME_IN: Record<string, string[]> = {
  fr: [
    'Pagination',
    'Date',
    'Menu',
    'Publications',
    'Nexus',
    'Type',
    'Atlas',
    'Vision',
    'Mission',
    'CV',
    'Programmes',
    'Pages',
    // A dialog button: French interfaces write « OK » as English does.
    'OK',
  ],
};
const translations = { ar: flatten(ar), fr: flatten(fr), fa: flatten(fa) };

/** Placeholders outside plural branches: `{name}` and `{name, plural, …}` heads. */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)(?=[,}])/g)].map((m) => m[1]!).sort();
}

describe.each(Object.entries(translations))('messages/%s.json', (locale, messages) => {
  it('has exactly the keys of en.json', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
  });

  it('translates every message (none is left identical to English but brand names and true cognates)', () => {
    const untranslated = Object.entries(messages).filter(
      ([key, value]) =>
        value === english[key] &&
        // Nothing to translate: only placeholders (numbers too), punctuation and the brand.
        /[a-z]/i.test(value.replace(/\{\w+(, number)?\}|INWRDAM/g, '')) &&
        !(SAME_IN[locale] ?? []).includes(value),
    );
    expect(untranslated).toEqual([]);
  });

  it('keeps the placeholders of each English message and parses as ICU', () => {
    for (const [key, value] of Object.entries(messages)) {
      expect([key, [...new Set(placeholders(value))]]).toEqual([
        key,
        [...new Set(placeholders(english[key]!))],
      ]);
      expect(() => new IntlMessageFormat(value, locale)).not.toThrow();
    }
  });
});
