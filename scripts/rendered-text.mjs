// `npm run rendered-text -- [options] [path …]`: the text a reader sees on each page, in the four
// languages, one file a page, for native reads (docs/reviews/README.md). The text is Chromium's
// `innerText` (what the layout shows: hidden elements left out, CSS capitals applied), with the
// title and sharing tags first, and, for right-to-left pages, how each line whose words the bidi
// algorithm reorders is read from right to left: «PDF، ۲٫۴ کیلوبایت» read as «۲٫۴ ، PDF کیلوبایت».
// A reader reads the file's characters in logical order; that line is what the eye meets instead.
//
// Options: --base URL (a running site; else the last build is served on a free port, built first
// if there is none), --out DIR (default reports/rendered-text), --lang en,fr,ar,fa (default all).
// Paths: site paths without the locale prefix (`/news/1`; `/search` looks for a word of each
// language); none: every route of lib/routes.mjs, the first item of each list, a search and the
// not-found page. Three states are added where their page is read: `/tenders/1` with the proposal
// dialog open and after an empty submit, the forms of `/internship` and `/vacancies/1` after an
// empty submit, and the header's mega-menu panels opened.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { SITE_ROUTES } from '../lib/routes.mjs';
import { readingOrder } from './reading-order.mjs';
import { serverArgs, prepare } from './standalone.mjs';

const LOCALES = ['en', 'fr', 'ar', 'fa'];
const RTL = new Set(['ar', 'fa']);

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string' },
    out: { type: 'string', default: 'reports/rendered-text' },
    lang: { type: 'string', default: LOCALES.join(',') },
  },
});
const locales = values.lang.split(',').filter((locale) => LOCALES.includes(locale));
const paths = positionals.length
  ? positionals
  : [
      ...SITE_ROUTES.flatMap((route) =>
        route.items ? [route.path, `${route.items}/1`] : [route.path],
      ),
      '/search',
      '/this-page-does-not-exist',
    ];
/** What `/search` looks for in each language: a word its content holds, so results show. */
const SEARCH_WORDS = { en: 'water', fr: 'eau', ar: 'المياه', fa: 'آب' };

const localized = (locale, pathname) =>
  locale === 'en' ? pathname : pathname === '/' ? `/${locale}` : `/${locale}${pathname}`;
const fileName = (pathname) =>
  pathname === '/' ? 'index' : pathname.slice(1).replace(/[/?=&]+/g, '_');

/** Title, description and sharing tags, then the page's text, then RTL reading-order notes. */
async function readPage(page, locale) {
  const head = await page.evaluate(() => {
    const meta = (selector) => document.querySelector(selector)?.getAttribute('content') ?? '';
    return [
      `title: ${document.title}`,
      `description: ${meta('meta[name="description"]')}`,
      `og:title: ${meta('meta[property="og:title"]')}`,
      `og:description: ${meta('meta[property="og:description"]')}`,
      `html: lang=${document.documentElement.lang} dir=${document.documentElement.dir}`,
    ];
  });
  return [...head, '', await bodyText(page.locator('body'), locale)].join('\n');
}

async function bodyText(locator, locale) {
  const text = (await locator.innerText())
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line, index, lines) => line || lines[index - 1])
    .join('\n');
  if (!RTL.has(locale)) return text;
  const notes = text
    .split('\n')
    .map((line) => [line, readingOrder(line)])
    .filter(([, seen]) => seen)
    .map(([line, seen]) => `${line}\n  ↳ read right to left as: ${seen}`);
  return notes.length
    ? `${text}\n\n--- lines the bidi algorithm reorders (${notes.length}) ---\n${notes.join('\n')}`
    : text;
}

/** Extra states of a page: a dialog opened and submitted empty, a form submitted empty. */
async function states(page, pathname, locale, messages) {
  const out = [];
  if (/^\/tenders\/\d+$/.test(pathname)) {
    const opener = page.getByRole('button', { name: messages.Proposal.open });
    if (await opener.count()) {
      await opener.first().click();
      const dialog = page.getByRole('dialog', { name: messages.Proposal.title });
      await dialog.waitFor();
      out.push(['dialog', await bodyText(dialog, locale)]);
      await dialog.getByRole('button', { name: messages.Proposal.submit }).click();
      await dialog.getByRole('alert').first().waitFor();
      out.push(['dialog-empty-submit', await bodyText(dialog, locale)]);
    }
  }
  if (pathname === '/internship' || /^\/vacancies\/\d+$/.test(pathname)) {
    const submit = page.getByRole('button', { name: messages.Applications.submit });
    if (await submit.count()) {
      await submit.first().click();
      await page.getByRole('alert').first().waitFor();
      out.push(['form-empty-submit', await bodyText(page.locator('main'), locale)]);
    }
  }
  return out;
}

/** The header's mega-menu panels, each opened on a desktop page. */
async function menus(page, locale, messages) {
  const nav = page.getByRole('navigation', { name: messages.Header.mainNav });
  const parts = [];
  for (const [key, name] of Object.entries(messages.Header.groups)) {
    const button = nav.getByRole('button', { name, exact: true });
    if (!(await button.count())) continue;
    await button.click();
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await panel.waitFor();
    // A panel's texts are fetched the first time the menu opens.
    await page.waitForLoadState('networkidle');
    parts.push(`=== ${key}: ${name}\n${await bodyText(panel, locale)}`);
    await page.keyboard.press('Escape');
  }
  return parts.join('\n\n');
}

async function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, 'localhost', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startSite() {
  await prepare();
  const port = await freePort();
  const child = spawn(process.execPath, serverArgs(), {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOSTNAME: 'localhost',
      DATA_DIR: path.resolve('.data'),
    },
  });
  const base = `http://localhost:${port}`;
  for (let tries = 0; tries < 240; tries += 1) {
    const ready = await fetch(`${base}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { base, stop: () => child.kill('SIGTERM') };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`The site did not become ready on ${base}`);
}

const site = values.base ? { base: values.base, stop: () => {} } : await startSite();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  let written = 0;
  for (const locale of locales) {
    const messages = (await import(`../messages/${locale}.json`, { with: { type: 'json' } }))
      .default;
    const dir = path.join(values.out, locale);
    await mkdir(dir, { recursive: true });
    for (const pathname of paths) {
      const query = pathname === '/search' ? `?q=${encodeURIComponent(SEARCH_WORDS[locale])}` : '';
      const url = `${site.base}${localized(locale, pathname)}${query}`;
      const response = await page.goto(url, { waitUntil: 'networkidle' });
      const status = `status: ${response?.status() ?? 'none'} ${url}`;
      await writeFile(
        path.join(dir, `${fileName(pathname)}.txt`),
        `${status}\n${await readPage(page, locale)}\n`,
      );
      written += 1;
      for (const [state, text] of await states(page, pathname, locale, messages)) {
        await writeFile(
          path.join(dir, `${fileName(pathname)}-${state}.txt`),
          `${status}\n${text}\n`,
        );
        written += 1;
      }
    }
    await page.goto(`${site.base}${localized(locale, '/')}`, { waitUntil: 'networkidle' });
    await writeFile(path.join(dir, 'menus.txt'), `${await menus(page, locale, messages)}\n`);
    written += 1;
  }
  console.log(`${written} files in ${values.out}/{${locales.join(',')}}`);
} finally {
  await browser.close();
  site.stop();
}
