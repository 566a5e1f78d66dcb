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

const ENGLISH_MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December';
const ENGLISH_SHORT_MONTHS = 'Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec';

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
  return RULES.filter((rule) => rule.applies(locale)).flatMap((rule) => {
    const read = rule.name.startsWith('French numbers') ? withoutPhones(text) : text;
    return [...read.matchAll(rule.offence)].map((match) => {
      const at = match.index ?? 0;
      const context = read.slice(Math.max(0, at - 30), at + match[0].length + 30);
      return `${rule.name}: ${JSON.stringify(context.replace(/\s+/g, ' '))}`;
    });
  });
}
