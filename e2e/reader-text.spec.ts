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
    expect(offences('Lieu : mardi 23 juin 2026 à 09:00', 'fr')).toHaveLength(1);
    expect(offences('à 8\u00a0h\u00a030, en 2026, 6\u202f000 caractères', 'fr')).toEqual([]);
    expect(offences('6000 caractères', 'fr')).toHaveLength(1);
    expect(offences('Tél. \u2066+962 6 5333 1234\u2069, fixe +962 6 500 1000', 'fr')).toEqual([]);
    expect(offences('مركز التدريب التابع للشبكة, عمّان', 'ar')).toHaveLength(1);
    expect(offences('مركز التدريب التابع للشبكة، عمّان', 'ar')).toEqual([]);
    expect(offences('14 سبتمبر 2026', 'ar')).toHaveLength(1);
    expect(offences('تشرين الأول/أكتوبر 2025 — 14 أيلول 2026، تمارس', 'ar')).toEqual([]);
    expect(offences('May 2026, 08:30, 6000', 'en')).toEqual([]);
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
