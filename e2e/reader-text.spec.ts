import { expect, test, type APIRequestContext } from '@playwright/test';
import events from '../content/events.json';
import { offences, visibleText } from './reader-text';
import { LOCALES, ROUTES, localized } from './routes';

/**
 * What the code writes on a page (times, zones, dates, lists, numbers) read as a visitor reads
 * it: the text of the server HTML, without its scripts (the RSC payload), styles and tags, with
 * its entities decoded (docs/sharing.md, "Dates"). Request-level: no browser, so every route in
 * four languages takes seconds.
 *
 * Besides the route table (each list and its first item), every event page: each names another
 * time zone, and event 6 (Rabat) has a zone named after another city (Africa/Casablanca).
 */
const PATHS = [...new Set([...ROUTES, ...events.map((event) => `/events/${event.id}`)])];

async function get(request: APIRequestContext, url: string) {
  try {
    return await request.get(url, { maxRedirects: 0 });
  } catch (error) {
    if (!String(error).includes('ECONNRESET')) throw error;
    return request.get(url, { maxRedirects: 0 });
  }
}

test.describe('the text the code writes, as a reader reads it', () => {
  test('the rules catch what they are meant to catch', () => {
    expect(offences('Fuseau horaire Asia/Amman', 'fr')).toHaveLength(1);
    expect(offences('Sep 14, 2026 et 14 Sept 2026', 'fr')).toHaveLength(2);
    expect(offences('Marchés publics, September', 'fr')).toHaveLength(1);
    expect(offences('Lieu\u00a0: mardi 23\u00a0juin\u00a02026 à 09:00', 'fr')).toHaveLength(1);
    expect(offences('à 8\u00a0h\u00a030, en 2026, 6\u202f000 caractères', 'fr')).toEqual([]);
    expect(offences('6000 caractères', 'fr')).toHaveLength(1);
    expect(offences('Tél. \u2066+962 6 5333 1234\u2069, fixe +962 6 500 1000', 'fr')).toEqual([]);
    expect(offences('مركز التدريب التابع للشبكة, عمّان', 'ar')).toHaveLength(1);
    expect(offences('مركز التدريب التابع للشبكة، عمّان', 'ar')).toEqual([]);
    expect(offences('14 سبتمبر 2026', 'ar')).toHaveLength(1);
    expect(offences('تشرين الأول/أكتوبر 2025 — 14 أيلول 2026، تمارس', 'ar')).toEqual([]);
    expect(offences('May 2026, 08:30, 6000', 'en')).toEqual([]);
  });

  test('the rules of issue 49 catch what they are meant to catch', () => {
    // Spaces before punctuation: breakable in French, any in Arabic.
    expect(
      offences('Formation régionale : exploitation\nVraiment ? Oui ; non !', 'fr'),
    ).toHaveLength(4);
    expect(offences('Formation régionale\u00a0: oui\u202f? non\u202f; si\u00a0!', 'fr')).toEqual(
      [],
    );
    expect(offences('منظمة التعاون الإسلامي ، سعيًا', 'ar')).toHaveLength(1);
    expect(offences('منظمة التعاون الإسلامي، سعيًا', 'ar')).toEqual([]);
    // A French date breaks nowhere.
    expect(
      offences('Publié le 24 déc. 2026, jeudi 1er décembre 2026 à 8\u00a0h', 'fr'),
    ).toHaveLength(2);
    expect(offences('Publié le 24\u00a0déc.\u00a02026, en mai', 'fr')).toEqual([]);
    // A Latin run before «،» and a Latin word or a digit after it, with no mark between.
    expect(offences('بارگیری (PDF، ۲٫۴ کیلوبایت)\nبا قالب PDF، DOC یا DOCX', 'fa')).toHaveLength(2);
    expect(offences('تنزيل (PDF، 2.4 ميغابايت)', 'ar')).toHaveLength(1);
    expect(
      offences('(PDF\u200f، ۲٫۴ کیلوبایت) PDF\u200f، DOC\u200f یا FAO\u200f،\u200f UNESCO', 'fa'),
    ).toEqual([]);
    expect(offences('(COMSTECH)، وتتخذ', 'ar')).toEqual([]);
    // A place said twice on one line.
    expect(
      offences('16\u00a0janv.\u00a02027\u00a0— En ligne (visioconférence) · En ligne', 'fr'),
    ).toHaveLength(1);
    expect(offences('— برخط (ویدئوکنفرانس) · برخط', 'fa')).toHaveLength(1);
    expect(
      offences('INWRDAM Training Centre, Amman\nWater, Energy, Water diplomacy', 'en'),
    ).toEqual([]);
  });

  for (const locale of LOCALES) {
    test(`every route in ${locale} writes times, zones, dates, lists and numbers as ${locale} does`, async ({
      request,
    }) => {
      test.setTimeout(120_000);
      const problems: string[] = [];
      // Four at a time: the server has one core to itself.
      const queue = PATHS.map((path) => localized(locale, path));
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          for (let url = queue.shift(); url; url = queue.shift()) {
            const response = await get(request, url);
            if (response.status() !== 200) {
              problems.push(`${url}: HTTP ${response.status()}`);
              continue;
            }
            const text = visibleText(await response.text());
            problems.push(...offences(text, locale).map((offence) => `${url}: ${offence}`));
          }
        }),
      );
      expect(problems).toEqual([]);
    });
  }
});
