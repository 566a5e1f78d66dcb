import { decodeHTML } from 'entities';
import type { Locale } from './routes';

// How the text the code writes must read in each language (e2e/reader-text.spec.ts reads every
// route with them; docs/sharing.md, "Dates").

/** The text a visitor sees: the title and the body's text nodes, without scripts and styles. */
export function visibleText(html: string): string {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '';
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  const text = body
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    // A block boundary is a line break: «Lieu» then «Amman» never read as one word.
    .replace(
      /<\/?(p|div|li|ul|ol|h[1-6]|dt|dd|dl|tr|td|th|section|article|header|footer|nav|main|aside|br|figure|figcaption|button|a)\b[^>]*>/gi,
      '\n',
    )
    .replace(/<[^>]+>/g, '');
  return decodeHTML(`${title}\n${text}`)
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n');
}

/** Letters of the Arabic script (Arabic and Persian), digits excluded. */
const ARABIC_LETTER =
  '[\\u0621-\\u064A\\u066E-\\u06D3\\u06D5\\u06FA-\\u06FF\\u0750-\\u077F\\uFB50-\\uFDFF\\uFE70-\\uFEFC]';

/** One rule of how the code writes text: where it applies, and what breaks it. */
interface Rule {
  name: string;
  applies: (locale: Locale) => boolean;
  offence: RegExp;
}

/** The places on a line that repeat the one before them, as matches of a rule. */
function repeatedPlaces(text: string): { index: number; text: string }[] {
  const found: { index: number; text: string }[] = [];
  let at = 0;
  for (const line of text.split('\n')) {
    const parts = line.split(/( · |, |، )/);
    let offset = at;
    for (let i = 0; i < parts.length; i += 1) {
      const part = parts[i]!;
      const place = part.trim().toLocaleLowerCase();
      const before = parts[i - 2]?.toLocaleLowerCase();
      if (i % 2 === 0 && before && /^\p{L}.{2,}$/u.test(place) && wordIn(place, before))
        found.push({ index: offset, text: part });
      offset += part.length;
    }
    at += line.length + 1;
  }
  return found;
}

/** `word` stands in `text` as whole words. */
function wordIn(word: string, text: string): boolean {
  const start = text.indexOf(word);
  if (start < 0) return false;
  const [left, right] = [text[start - 1] ?? ' ', text[start + word.length] ?? ' '];
  return !/\p{L}/u.test(left) && !/\p{L}/u.test(right);
}

/**
 * «En ligne (visioconférence) · En ligne»: a place line says each place once (formatPlace; the
 * French review's L17 and the Persian review's M3 of 2026-12-06).
 */
export const REPEATED_PLACE = 'no place repeated on a line';

const ENGLISH_MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December';
const ENGLISH_SHORT_MONTHS = 'Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec';

/** French month names, whole and abbreviated as Intl writes them. */
const FRENCH_MONTHS =
  'janvier|janv\\.|février|févr\\.|mars|avril|avr\\.|mai|juin|juillet|juil\\.|août|septembre|sept\\.|octobre|oct\\.|novembre|nov\\.|décembre|déc\\.';

/** Month names of Egypt and the Gulf; Arabic pages write the Levantine ones (كانون الثاني…). */
const NON_LEVANTINE_MONTHS =
  'يناير|فبراير|مارس|أبريل|إبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر';

export const RULES: Rule[] = [
  {
    name: 'no IANA time-zone identifier',
    applies: () => true,
    offence:
      /\b(?:Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[A-Z][A-Za-z_+-]+/g,
  },
  {
    name: 'no English month name outside English',
    applies: (locale) => locale !== 'en',
    // Whole words of any script: «Marchés» is French, not "March".
    offence: new RegExp(
      `(?<!\\p{L})(?:${ENGLISH_MONTHS})(?!\\p{L})|(?<!\\p{L})(?:${ENGLISH_SHORT_MONTHS})\\.? \\d|\\d (?:${ENGLISH_SHORT_MONTHS})(?!\\p{L})`,
      'gu',
    ),
  },
  {
    name: 'no Latin comma between Arabic-script words',
    applies: (locale) => locale === 'ar' || locale === 'fa',
    offence: new RegExp(
      `${ARABIC_LETTER}[\\u200c-\\u200f\\u2066-\\u2069]*\\s*,\\s*[\\u200c-\\u200f\\u2066-\\u2069]*${ARABIC_LETTER}`,
      'gu',
    ),
  },
  {
    // «8 h 30», never «08:30» (French typography; lib/format.ts).
    name: 'French times written «8 h 30»',
    applies: (locale) => locale === 'fr',
    offence: /\b\d{1,2}:\d{2}\b/g,
  },
  {
    // «6 000»; a year (1900–2099) stays ungrouped, as do the digits of a phone number, which the
    // pages isolate as a left-to-right run (isolateLtr in lib/format.ts).
    name: 'French numbers grouped by thousands',
    applies: (locale) => locale === 'fr',
    offence: /(?<![\d.,/\u2066+-])(?!(?:19|20)\d{2}(?!\d))\d{4,}/g,
  },
  {
    // «أيلول»; the dual form of running text («تشرين الأول/أكتوبر») keeps the other name after a
    // slash, for readers outside the Levant (docs/sharing.md, "Dates").
    name: 'one Arabic month system: the Levantine names',
    applies: (locale) => locale === 'ar',
    offence: new RegExp(
      `(?<!${ARABIC_LETTER}|/\\s?)(?:${NON_LEVANTINE_MONTHS})(?!${ARABIC_LETTER})`,
      'gu',
    ),
  },
  {
    // «Formation régionale\u00a0:», never a space a line may break at: in French the space before
    // « : ; ? ! » is U+00A0 or U+202F, elsewhere there is none (the French review of 2026-12-06,
    // M1); in Arabic and Persian none before «، ؛ ؟» (the Arabic review's M1).
    name: 'no breakable space before « : ; ? ! » or «، ؛ ؟»',
    applies: () => true,
    offence: /(?<=\S) +[:;?!،؛؟](?=[\s»)]|$)/gmu,
  },
  {
    // «24\u00a0déc.\u00a02026»: a French date never breaks between its day, month and year
    // (docs/reviews/content-fr.md; the French review of 2026-12-06, M2).
    name: 'French dates tied with no-break spaces',
    applies: (locale) => locale === 'fr',
    offence: new RegExp(
      `(?<![\\p{L}\\d])(?:\\d{1,2}|1er) (?:${FRENCH_MONTHS})(?!\\p{L})|(?<!\\p{L})(?:${FRENCH_MONTHS}) \\d{4}(?!\\d)`,
      'gu',
    ),
  },
  {
    // «PDF، ۲٫۴ کیلوبایت» shows as «۲٫۴ ،PDF کیلوبایت»: an Arabic comma between a Latin run and a
    // Latin word or a digit takes their direction. A mark (U+200F, U+061C) or an isolate's end
    // (U+2069) after the Latin run keeps it in place (docs/sharing.md, "Latin runs in right-to-left
    // text"; the Persian review of 2026-12-06, M1 and M2).
    name: 'no unisolated Latin run beside «،»',
    applies: (locale) => locale === 'ar' || locale === 'fa',
    offence:
      /\p{Script=Latin}[^\p{L}\u200f\u061c\u2069\n]*?[،؛] *(?=[\p{Script=Latin}0-9\u06f0-\u06f9])/gu,
  },
];

/**
 * Phone numbers and references are not quantities to group: the left-to-right runs the pages
 * isolate (footer), and international numbers written as such (a tender's «+962 6 500 1000»).
 */
function withoutPhones(text: string): string {
  return text.replace(/\u2066[^\u2069]*\u2069/g, ' ').replace(/\+\d[\d\s\u00a0]{5,}\d/g, ' ');
}

/** Every place `text` breaks a rule, with some context to read. */
export function offences(text: string, locale: Locale): string[] {
  const say = (name: string, read: string, at: number, length: number) => {
    const context = read.slice(Math.max(0, at - 30), at + length + 30);
    return `${name}: ${JSON.stringify(context.replace(/[ \t\n\r\f]+/g, ' '))}`;
  };
  const repeated = repeatedPlaces(text).map((match) =>
    say(REPEATED_PLACE, text, match.index, match.text.length),
  );
  return RULES.filter((rule) => rule.applies(locale))
    .flatMap((rule) => {
      const read = rule.name.startsWith('French numbers') ? withoutPhones(text) : text;
      return [...read.matchAll(rule.offence)].map((match) =>
        say(rule.name, read, match.index ?? 0, match[0].length),
      );
    })
    .concat(repeated);
}
