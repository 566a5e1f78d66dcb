/**
 * Every text a reader sees in one language, with where it is: the interface messages and each
 * localised field of the seed content. The glossary and typography tests walk this one list, so
 * a rule the native editors settled holds for messages and content alike.
 */
import { decodeHTML } from 'entities';
import { IntlMessageFormat } from 'intl-messageformat';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import fa from '@/messages/fa.json';
import fr from '@/messages/fr.json';
import { content } from '@/lib/embedded-provider/content';
import type { Locale } from '@/lib/i18n/locales';

export type LocalisedText = {
  /** `messages:Proposal.errors.tooLong` or `content:news[2].body`. */
  where: string;
  /** The text as stored: ICU syntax in messages, HTML in content bodies. */
  text: string;
  /** What a reader reads: tags removed and entities decoded (HTML content only). */
  plain: string;
};

type Tree = { [key: string]: string | Tree };

const MESSAGES: Record<Locale, Tree> = { en, ar, fa, fr };

function flatten(tree: Tree, prefix: string): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value]] : flatten(value, path);
  });
}

/** The localised fields of the content: every object that carries `en` and `ar`. */
function contentFields(value: unknown, where: string, locale: Locale): [string, string][] {
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => contentFields(item, `${where}[${i}]`, locale));
  }
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  if ('en' in record && 'ar' in record) {
    const text = record[locale];
    return typeof text === 'string' ? [[where, text]] : [];
  }
  return Object.entries(record).flatMap(([key, child]) =>
    contentFields(child, where ? `${where}.${key}` : key, locale),
  );
}

function plainOf(text: string): string {
  return /[<&]/.test(text) ? decodeHTML(text.replace(/<[^>]*>/g, ' ')) : text;
}

export function localisedTexts(locale: Locale): LocalisedText[] {
  const messages = flatten(MESSAGES[locale], '').map(([key, text]) => ({
    where: `messages:${key}`,
    text,
    plain: text,
  }));
  const fields = contentFields(content, '', locale).map(([where, text]) => ({
    where: `content:${where}`,
    text,
    plain: plainOf(text),
  }));
  return [...messages, ...fields];
}

/** The ICU parser's elements, as far as reading one needs (@formatjs/icu-messageformat-parser). */
type Element = {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
};
const LITERAL = 0;

/**
 * What a reader reads of an interface message: its ICU syntax parsed and only the words kept,
 * every branch of a plural or a select on its own line, and `value` where the message shows a
 * value (a placeholder or the count `#`). So a brace, a `#` or a plural keyword never passes for
 * text, and a typography rule can still see a value next to the word after it.
 */
export function messageWords(message: string, locale: Locale, value: string): string {
  const words = (elements: Element[]): string =>
    elements
      .map((element) => {
        if (element.type === LITERAL) return element.value ?? '';
        if (element.options) {
          return Object.values(element.options)
            .map((option) => words(option.value))
            .join('\n');
        }
        if (element.children) return words(element.children);
        return value;
      })
      .join('');
  return words(new IntlMessageFormat(message, locale).getAst() as unknown as Element[]);
}
