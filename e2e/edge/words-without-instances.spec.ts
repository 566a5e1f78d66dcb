import { expect, test, type APIResponse } from '@playwright/test';
import { LOCALES, LOCALE_RECORDS, localized, type Locale } from '../routes';
import en from '../../messages/en.json';
import ar from '../../messages/ar.json';
import fr from '../../messages/fr.json';
import fa from '../../messages/fa.json';
import { edgeCache, stackStatus, untilGone } from './edge';

/**
 * The edge's own answer when the site cannot answer, in the visitor's language (deploy/varnish.vcl,
 * localised_unavailable; deploy/nginx.conf, @unavailable_*): the URL's language for a page, the
 * Accept-Language the forms send for /api/…, English otherwise.
 *
 * Runs after without-instances.spec.ts (files in name order), which leaves both instances
 * stopped; run alone, it stops them itself. Last, it stops Varnish too, for nginx's answer; the
 * stack's teardown stops the rest.
 */
const MESSAGES: Record<Locale, typeof en> = { en, ar, fr, fa };

function stop(role: (name: string) => boolean) {
  const stopped = stackStatus().processes.filter(({ role: name }) => role(name));
  for (const { pid } of stopped) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already gone (without-instances.spec.ts stopped it).
    }
  }
  return untilGone(stopped);
}

/** A page no visit has cached, so the edge must ask an instance for it. */
const fresh = (locale: Locale) =>
  localized(locale, `/news/page/${900_000 + Math.floor(Math.random() * 99_999)}`);
const probe = () => `/api/health?probe=${Math.random().toString(36).slice(2)}`;

async function expectPage(response: APIResponse, locale: Locale) {
  const { title, text } = MESSAGES[locale].Edge.unavailable;
  expect(response.status()).toBe(503);
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers()['content-language']).toBe(locale);
  expect(response.headers()['retry-after']).toBe('30');
  const body = await response.text();
  expect(body).toContain(`<html lang="${locale}" dir="${LOCALE_RECORDS[locale].dir}">`);
  expect(body).toContain(`<title>${title}</title>`);
  expect(body).toContain(`<p>${text}</p>`);
}

async function expectJson(response: APIResponse, locale: Locale) {
  expect(response.status()).toBe(503);
  expect(response.headers()['content-type']).toBe('application/json; charset=utf-8');
  expect(response.headers()['content-language']).toBe(locale);
  expect(await response.json()).toEqual({
    success: false,
    message: MESSAGES[locale].Edge.unavailable.message,
  });
}

test('with no instance up, the edge answers each visitor in the language of the page or the form', async ({
  request,
  page,
}) => {
  // The supervisor first in the list: stopped, it starts no instance again.
  await stop((role) => role === 'supervisor' || role.includes('instance'));

  // Varnish (its X-Cache header says so).
  for (const locale of LOCALES) {
    const response = await request.get(fresh(locale));
    expect(edgeCache(response)).toBeTruthy();
    await expectPage(response, locale);
  }
  // A form's upload names its language in Accept-Language (lib/upload/browser/send.ts).
  for (const locale of LOCALES) {
    const upload = await request.post('/api/internship/apply', {
      headers: { 'Accept-Language': locale },
      multipart: { full_name: 'Test' },
    });
    await expectJson(upload, locale);
  }
  // A browser's own header: its first language decides, English when it is not one of ours.
  await expectJson(
    await request.get(probe(), { headers: { 'Accept-Language': 'fa-IR,fa;q=0.9,en;q=0.8' } }),
    'fa',
  );
  await expectJson(
    await request.get(probe(), { headers: { 'Accept-Language': 'de-DE, fr;q=0.8' } }),
    'en',
  );
  // The page as a browser shows it: right to left, in Arabic.
  await page.goto(fresh('ar'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.Edge.unavailable.title);

  // nginx, with Varnish stopped too (no X-Cache: nginx answered itself).
  await stop((role) => role === 'varnish');
  for (const locale of LOCALES) {
    const response = await request.get(fresh(locale));
    expect(edgeCache(response)).toBeUndefined();
    await expectPage(response, locale);
  }
  await expectJson(
    await request.post('/api/internship/apply', {
      headers: { 'Accept-Language': 'ar' },
      multipart: { full_name: 'Test' },
    }),
    'ar',
  );
});
