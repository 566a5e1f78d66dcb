import { numberFormat } from '@/lib/intl';

/**
 * The upload forms' translator in the browser: a namespace of messages/*.json, handed to the form
 * by the server (the application pages) or fetched with its code (the proposal form), read with
 * the same `t(key, values)` as next-intl's `useTranslations`.
 *
 * Not next-intl's client provider: its runtime and ICU message parser are 12.5 kB gzip, a quarter
 * of the application pages' JavaScript, for messages that use three forms of placeholder only — a
 * plain argument (`{name}`, `{max}`), a percentage (`{progress, number, percent}`) and a plural
 * (`{max, plural, one {…} few {# …} other {…}}`: Arabic counts a limit of 200 characters with
 * another noun form than one of 11, docs/reviews/content-ar.md). They are formatted here exactly
 * as next-intl formats them (a plain argument as it is given, a number or a plural's `#` with
 * `Intl.NumberFormat` in the message's language, made once by lib/intl.ts, and the branch chosen
 * by `Intl.PluralRules`, an exact `=n` first); lib/i18n/translate.test.ts checks every message of
 * the forms' namespaces, in every language, against next-intl's own output. Server code keeps
 * next-intl.
 */

/** A namespace's messages as the JSON holds them. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** Every key of a namespace, nested keys dotted (`errors.required`). */
export type MessageKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${MessageKey<T[K]>}`;
}[keyof T & string];

export type MessageValues = Record<string, string | number>;

export type Translate<T> = (key: MessageKey<T>, values?: MessageValues) => string;

/** `{name}` or `{name, number}` / `{name, number, percent}`; a plural is read by `plural` below. */
const PLACEHOLDER = /\{\s*(\w+)\s*(?:,\s*(number)\s*(?:,\s*(percent)\s*)?)?\}/g;

/** The head of a plural (`{count, plural,`); its branches are matched by counting braces. */
const PLURAL_HEAD = /\{\s*(\w+)\s*,\s*plural\s*,/g;

const pluralRules = new Map<string, Intl.PluralRules>();

/** The end of the balanced `{…}` group that opens at `open`, or -1. */
function closing(message: string, open: number): number {
  let depth = 0;
  for (let i = open; i < message.length; i += 1) {
    if (message[i] === '{') depth += 1;
    else if (message[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** The branches of a plural's body (`one {…} other {…}`), or null when it is not well formed. */
function branches(body: string): Map<string, string> | null {
  const found = new Map<string, string>();
  let rest = body.trim();
  while (rest) {
    const selector = /^(=\d+|zero|one|two|few|many|other)\s*\{/.exec(rest);
    if (!selector) return null;
    const open = selector[0].length - 1;
    const end = closing(rest, open);
    if (end < 0) return null;
    found.set(selector[1]!, rest.slice(open + 1, end));
    rest = rest.slice(end + 1).trim();
  }
  return found.has('other') ? found : null;
}

function lookUp(messages: MessageTree, key: string): string | undefined {
  let node: string | MessageTree | undefined = messages;
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * `t(key, values)` over one namespace in one language. A missing key, a missing value or a
 * placeholder of another kind (a select, an ordinal) is reported on the console and shows the
 * key's full name instead, as next-intl does by default.
 */
export function createTranslate<T extends MessageTree>(
  locale: string,
  namespace: string,
  messages: T,
): Translate<T> {
  return (key, values = {}) => {
    const fallback = `${namespace}.${key}`;
    const message = lookUp(messages, key);
    if (message === undefined) {
      console.error(`Missing message ${fallback} (${locale})`);
      return fallback;
    }
    let failed = false;
    const decimal = (value: number) => numberFormat(locale).format(value);
    // Each plural becomes its branch for the value, `#` the value in the language's digits.
    const plural = (text: string): string => {
      const [head] = text.matchAll(PLURAL_HEAD);
      if (head) {
        const open = head.index;
        const end = closing(text, open);
        const found = end < 0 ? null : branches(text.slice(open + head[0].length, end));
        const value = Number(values[head[1]!]);
        if (!found || values[head[1]!] === undefined || Number.isNaN(value)) {
          failed = true;
          return text;
        }
        let rules = pluralRules.get(locale);
        if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
        const chosen =
          found.get(`=${value}`) ?? found.get(rules.select(value)) ?? found.get('other')!;
        const branch = plural(chosen).replace(/#/g, () => decimal(value));
        return plural(text.slice(0, open) + branch + text.slice(end + 1));
      }
      return text;
    };
    const text = plural(message).replace(
      PLACEHOLDER,
      (_match, name: string, number?: string, percent?: string) => {
        const value = values[name];
        if (value === undefined) {
          failed = true;
          return '';
        }
        // A plain argument is written as it is, a number too (`{max}` → 200 in every language).
        return number
          ? numberFormat(locale, { style: percent ? 'percent' : 'decimal' }).format(Number(value))
          : String(value);
      },
    );
    if (failed || /[{}]/.test(text)) {
      console.error(`Cannot format message ${fallback} (${locale})`);
      return fallback;
    }
    return text;
  };
}
