// Attacks on the public write paths, tried for real over HTTP: each is refused with a 4xx (or
// 507), stores nothing under DATA_DIR, and the site keeps answering. The spec starts two servers
// of its own from the last build (E2E_PORT+6 and +7), so its requests do not spend the main
// server's upload allowance and one of them can run with a tiny disk threshold. Both listen on
// 0.0.0.0 (BIND_HOST): the same server is then reached as 127.0.0.1 and as localhost.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import en from '../messages/en.json';
import { fillApplication, fillProposal, INTERNSHIP, pdf } from './application-form';

const BASE_PORT = Number(process.env.E2E_PORT) || 3100;
const MAIN = BASE_PORT + 6;
const FULL = BASE_PORT + 7;

test.describe.configure({ mode: 'serial' });

interface Server {
  port: number;
  dataDir: string;
  child: ChildProcess;
}

const servers: Server[] = [];

async function startServer(port: number, env: Record<string, string> = {}): Promise<Server> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `abuse-data-${port}-`));
  const child = spawn(
    process.execPath,
    ['--import', path.resolve('server-preload.mjs'), path.resolve('.next/standalone/server.js')],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        PORT: String(port),
        // Every interface: reachable as 127.0.0.1 and as localhost (docs/operations.md, "Running in
        // production": a specific address such as 127.0.0.1 loops on unprefixed English paths).
        HOSTNAME: '0.0.0.0',
        // The main server's: the page cache under .next/ is shared, and a page rendered here
        // once reached the SEO spec naming port 3106. Uploads still pass the origin check,
        // which also accepts the address a request was sent to.
        SITE_URL: `http://localhost:${BASE_PORT}`,
        DATA_DIR: dataDir,
        TRUST_PROXY: '',
        ...env,
      },
    },
  );
  const server = { port, dataDir, child };
  servers.push(server);
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null) throw new Error(`server on ${port} exited`);
    if (Date.now() > deadline) throw new Error(`server on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Every file under DATA_DIR with its size: what "nothing stored" is compared against. */
function snapshot(dir: string): string[] {
  const out: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = path.join(folder, name);
      const info = statSync(full);
      if (info.isDirectory()) walk(full);
      else out.push(`${path.relative(dir, full)} ${info.size}`);
    }
  };
  walk(dir);
  return out.sort();
}

let main: Server;
let full: Server;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  [main, full] = await Promise.all([
    startServer(MAIN),
    // Demands more free space than any disk has: every upload meets a full disk.
    startServer(FULL, { UPLOAD_MIN_FREE_MB: String(1024 * 1024 * 1024) }),
  ]);
});

test.afterAll(async () => {
  for (const { child, dataDir } of servers) {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** An internship application's fields, as the form sends them. */
function internship(name = INTERNSHIP.full_name) {
  return {
    ...INTERNSHIP,
    full_name: name,
    cv: pdf('cv.pdf'),
    motivation_letter_file: pdf('motivation.pdf', 2048),
  };
}

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['content-security-policy'], response.url()).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
}

async function stillAnswers(page: Page, port: number) {
  const health = await page.request.get(`http://127.0.0.1:${port}/api/health`);
  expect(health.status()).toBe(200);
}

test.describe('the own-site check', () => {
  for (const host of ['127.0.0.1', 'localhost']) {
    test(`a proposal and a job application sent from the site on ${host} are accepted`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const origin = `http://${host}:${MAIN}`;
      const p = en.Proposal;
      await page.goto(`${origin}/tenders/1`);
      await page.getByRole('button', { name: p.open }).click();
      const dialog = page.getByRole('dialog', { name: p.title });
      await fillProposal(page, p, `Hydro Consult via ${host}`);
      await page.getByLabel(p.files).setInputFiles(pdf('offer.pdf'));
      await dialog.getByRole('button', { name: p.submit }).click();
      await expect(page.getByRole('dialog', { name: p.successTitle })).toBeVisible();

      const a = en.Applications;
      await page.goto(`${origin}/vacancies/1`);
      const section = page.getByRole('region', { name: a.job.title });
      await page.getByLabel(a.fullName).fill(`Layla via ${host}`);
      await page.getByLabel(a.email).fill('applicant@example.org');
      await page.getByLabel(a.phone).fill('+962 79 555 0100');
      await page.getByLabel(a.country).selectOption('JO');
      await page.getByLabel(a.cv, { exact: true }).setInputFiles(pdf('cv.pdf'));
      await page.getByLabel(a.coverLetter, { exact: true }).fill('I would like to join the team.');
      await page.getByLabel(a.consent).check();
      await section.getByRole('button', { name: a.submit }).click();
      await expect(section.getByRole('heading', { name: a.successTitle })).toBeFocused();
    });
  }

  test('a foreign, missing or "null" Origin gets 403 and nothing is stored', async ({ page }) => {
    const before = snapshot(main.dataDir);
    for (const origin of ['https://evil.example', 'null', undefined]) {
      const response = await page.request.post(`http://127.0.0.1:${MAIN}/api/internship/apply`, {
        headers: origin ? { origin } : {},
        multipart: internship(),
      });
      expect(response.status()).toBe(403);
      expect((await response.json()).message).toBe(en.Applications.errors.forbidden);
    }
    // A forged Host naming the foreign site does not make it ours either.
    const forged = await page.request.post(`http://127.0.0.1:${MAIN}/api/internship/apply`, {
      headers: { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
      multipart: internship(),
    });
    expect(forged.status()).toBe(403);
    expect(snapshot(main.dataDir)).toEqual(before);
    await stillAnswers(page, MAIN);
  });
});

test.describe('hostile uploads', () => {
  test('a body with more parts than any form has answers 413 and stores nothing', async ({
    page,
  }) => {
    const before = snapshot(main.dataDir);
    const boundary = 'abuse-boundary';
    const parts = Array.from(
      { length: 500 },
      (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`,
    );
    const response = await page.request.post(`http://127.0.0.1:${MAIN}/api/internship/apply`, {
      headers: {
        origin: `http://127.0.0.1:${MAIN}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      data: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    });
    expect(response.status()).toBe(413);
    expect((await response.json()).message).toBe(en.Applications.errors.tooManyParts);
    expect(snapshot(main.dataDir)).toEqual(before);
    await stillAnswers(page, MAIN);
  });

  test('a full disk answers 507 with a clear message, stores nothing and shows in /api/health', async ({
    page,
  }) => {
    const before = snapshot(full.dataDir);
    const response = await page.request.post(`http://localhost:${FULL}/api/internship/apply`, {
      headers: { origin: `http://localhost:${FULL}` },
      multipart: internship(),
    });
    expect(response.status()).toBe(507);
    expect((await response.json()).message).toBe(en.Applications.errors.storageFull);
    expect(snapshot(full.dataDir)).toEqual(before);
    const health = await page.request.get(`http://localhost:${FULL}/api/health`);
    expect(health.status()).toBe(200);
    expect((await health.json()).storage).toMatchObject({ full: true, reason: 'disk' });
  });

  test('a visitor who meets a full disk reads why, in the form', async ({ page }) => {
    const a = en.Applications;
    await page.goto(`http://localhost:${FULL}/internship`);
    await fillApplication(page, 'internship', a, 'Omar Haddad');
    const section = page.getByRole('region', { name: a.internship.title });
    await section.getByRole('button', { name: a.submit }).click();
    // The form's alert says it once; each file the disk refused says it beside its name (tus
    // refuses it at creation, before a byte is kept).
    await expect(section.getByRole('alert')).toContainText(a.errors.storageFull);
    const files = section.getByRole('list').filter({ hasText: a.errors.storageFull });
    await expect(files.first()).toBeVisible();
  });

  test('rotating X-Forwarded-For does not escape the limit of 10 per client', async ({ page }) => {
    // The requests of the tests above, on the same server and from the same socket address,
    // counted too: refusals for the full disk (507) until the allowance is spent, then 429.
    const before = snapshot(full.dataDir);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await page.request.post(`http://localhost:${FULL}/api/internship/apply`, {
        headers: {
          origin: `http://localhost:${FULL}`,
          'x-forwarded-for': `203.0.113.${i + 1}`,
          'x-real-ip': `198.51.100.${i + 1}`,
          'x-inwrdam-socket-address': `192.0.2.${i + 1}`,
        },
        multipart: internship(`Rotating ${i}`),
      });
      statuses.push(response.status());
    }
    const firstLimited = statuses.indexOf(429);
    expect(firstLimited).toBeGreaterThan(0);
    expect(firstLimited).toBeLessThanOrEqual(10);
    expect(statuses.slice(0, firstLimited)).toEqual(Array(firstLimited).fill(507));
    expect(statuses.slice(firstLimited)).toEqual(Array(12 - firstLimited).fill(429));
    expect(snapshot(full.dataDir)).toEqual(before);
    await stillAnswers(page, FULL);
  });
});

test.describe('requests the site cannot decode', () => {
  for (const [url, lang] of [
    ['/%E0%A4%A', 'en'],
    ['/ar/news/%E0%A4%A', 'ar'],
    ['/fa/%', 'fa'],
    ['/news/%25', 'en'],
  ] as const) {
    test(`the path ${url} gets the localised 404 page with every security header`, async ({
      page,
    }) => {
      const response = await page.request.get(`http://127.0.0.1:${MAIN}${url}`, {
        maxRedirects: 0,
      });
      expect(response.status()).toBe(404);
      expectSecurityHeaders(response);
      expect(await response.text()).toContain(`<html lang="${lang}"`);
      await stillAnswers(page, MAIN);
    });
  }

  for (const [what, url, headers] of [
    // `?page=` and a list's filters are redirected to paths (docs/features.md, "Content pages"): other
    // parameters reach the page itself.
    ['a query string', '/news?utm_source=%E0%A4%A&ref=%C0', {}],
    ['a cookie', '/news', { cookie: 'NEXT_LOCALE=%E0%A4%A; other=%ZZ' }],
  ] as const) {
    test(`${what} that cannot be decoded is read as it is: the page, with every security header`, async ({
      page,
    }) => {
      const response = await page.request.get(`http://127.0.0.1:${MAIN}${url}`, {
        headers,
        maxRedirects: 0,
      });
      expect(response.status()).toBe(200);
      expectSecurityHeaders(response);
      await stillAnswers(page, MAIN);
    });
  }
});
