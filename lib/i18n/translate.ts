import { numberFormat } from '@/lib/intl';

/**
 * The upload forms' translator in the browser: a namespace of messages/*.json, handed to the form
 * by the server (the application pages) or fetched with its code (the proposal form), read with
 * the same `t(key, values)` as next-intl's `useTranslations`.
 *
 * Not next-intl's client provider: its runtime and ICU message parser are 12.5 kB gzip, a quarter
 * of the application pages' JavaScript, for messages that use two forms of placeholder only — a
 * plain argument (`{name}`, `{max}`) and a percentage (`{progress, number, percent}`). Those two
 * are formatted here exactly as next-intl formats them (a plain argument as it is given, a
 * percentage with `Intl.NumberFormat` in the message's language, made once by lib/intl.ts);
 * lib/i18n/translate.test.ts checks every message of the forms' namespaces, in every language,
 * against next-intl's own output. Server code keeps next-intl.
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

/** `{name}` or `{name, number}` / `{name, number, percent}`; anything else is not supported. */
const PLACEHOLDER = /\{\s*(\w+)\s*(?:,\s*(number)\s*(?:,\s*(percent)\s*)?)?\}/g;

function lookUp(messages: MessageTree, key: string): string | undefined {
  let node: string | MessageTree | undefined = messages;
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * `t(key, values)` over one namespace in one language. A missing key, a missing value or a
 * placeholder of another kind (a plural, a select) is reported on the console and shows the
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
    const text = message.replace(
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
