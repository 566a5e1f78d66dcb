// The phone bench's references (bench/phone.mjs), built from bench/floor/ with the site's own
// node_modules (the same lockfile: the same Next and React) and assembled as an app directory the
// stack runs (scripts/stack.mjs with STACK_APP), so that they sit behind the same edge as the site:
//   /        the floor: a bare Next page, one heading and one paragraph;
//   /styled  the floor plus one stylesheet the size of the site's (the stylesheets a site page
//            links, concatenated) and the site's hero picture as the site sends it to a phone;
//   /hero    the floor and the same picture, without the stylesheet.
import { spawnSync } from 'node:child_process';
import { cp, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import https from 'node:https';
import path from 'node:path';
import sharp from 'sharp';
import { PRELOAD_FILES } from '../scripts/preload-files.mjs';

const root = process.cwd();
const work = path.resolve('.bench-data', 'floor');
/** What Chromium asks for a picture; the optimizer answers AVIF then. */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
/** Lighthouse's phone: 412 CSS px at a device pixel ratio of 1.75. */
const PHONE_PIXELS = Math.ceil(412 * 1.75);

/**
 * A GET through the edge, whose certificate is the stack's own (scripts/stack.mjs makes it for
 * localhost), so not one fetch() would trust; resolves with the body.
 * @param {string} url
 * @param {Record<string, string>} [headers]
 */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = https.get(url, { headers, rejectUnauthorized: false }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(Buffer.concat(chunks))
          : reject(new Error(`${url}: ${response.statusCode}`)),
      );
    });
    request.on('error', reject);
  });
}

/** The stylesheets a page of the site links, in order, as one text. */
async function siteStylesheet(site, page) {
  const html = String(await get(`${site}${page}`));
  // Each once: a page whose stylesheets are deferred links them again in <noscript>.
  const hrefs = [
    ...new Set(
      [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)]
        .map((tag) => /href="([^"]+)"/.exec(tag[0])?.[1])
        .filter(Boolean),
    ),
  ];
  if (hrefs.length === 0) throw new Error(`${page} links no stylesheet`);
  const texts = [];
  for (const href of hrefs) texts.push(String(await get(new URL(href, site).href)));
  // The typefaces are not part of the reference: their addresses (relative to the site's
  // stylesheets) are left out, and their @font-face rules, now without a source, are ignored.
  const css = texts.join('\n').replace(/url\((?!["']?data:)[^)]*\)/g, 'url("data:,")');
  return { css, files: hrefs.length };
}

/**
 * The home page's largest picture as the site sends it to Lighthouse's phone: the candidate of
 * its preload's srcset a 412 px screen at 1.75 picks (the narrowest at least as wide).
 */
async function siteHero(site) {
  const html = String(await get(`${site}/`));
  const preload = [...html.matchAll(/<link[^>]*rel="preload"[^>]*as="image"[^>]*>/g)]
    .map((tag) => tag[0])
    .find((tag) => /fetchPriority="high"|fetchpriority="high"/i.test(tag));
  const srcset = preload && /imageSrcSet="([^"]+)"/i.exec(preload)?.[1];
  if (!srcset) throw new Error('the home page preloads no picture at high priority');
  const candidates = srcset
    .replaceAll('&amp;', '&')
    .split(', ')
    .map((entry) => {
      const [url, width] = entry.trim().split(' ');
      return { url, width: Number.parseInt(width, 10) };
    })
    .sort((a, b) => a.width - b.width);
  const chosen = candidates.find((c) => c.width >= PHONE_PIXELS) ?? candidates.at(-1);
  const bytes = await get(new URL(chosen.url, site).href, { accept: IMAGE_ACCEPT });
  const { width, height, format } = await sharp(bytes).metadata();
  return { bytes, width, height, extension: format === 'heif' ? 'avif' : format };
}

/** Where the standalone output put server.js: nested when Next traced from the lockfile's folder. */
async function findServer(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isFile() && entry.name === 'server.js') return full;
    if (entry.isDirectory()) {
      const found = await findServer(full);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Builds the references and assembles them; resolves with the app directory (for STACK_APP) and
 * what the second reference carries.
 * @param {{ site: string, stylesheetPage: string, log: (...parts: unknown[]) => void }} options
 *   `site`: the site's address (through the edge); `stylesheetPage`: whose stylesheets to copy.
 */
export async function buildFloor({ site, stylesheetPage, log }) {
  const source = path.join(work, 'src');
  await rm(work, { recursive: true, force: true });
  await cp(path.resolve('bench', 'floor'), source, { recursive: true });
  const { css, files } = await siteStylesheet(site, stylesheetPage);
  await writeFile(path.join(source, 'app', '(styled)', 'styles.css'), css);
  const hero = await siteHero(site);
  await mkdir(path.join(source, 'public'), { recursive: true });
  const heroFile = `hero.${hero.extension}`;
  await writeFile(path.join(source, 'public', heroFile), hero.bytes);
  await writeFile(
    path.join(source, 'app', '(styled)', 'hero.json'),
    JSON.stringify({ src: `/${heroFile}`, width: hero.width, height: hero.height }),
  );
  log(
    `floor: building (stylesheet ${css.length} bytes from ${files} files, hero ${hero.bytes.length} bytes)`,
  );
  const built = spawnSync(path.join(root, 'node_modules', '.bin', 'next'), ['build', source], {
    stdio: ['ignore', 2, 2],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (built.status !== 0) throw new Error(`next build of the floor failed (${built.status})`);

  // As scripts/container.mjs assembles the site: the standalone server, its static files and
  // public/ beside it, and the server's preload (the same wrapper as the site's instances).
  const app = path.join(work, 'app');
  await cp(path.join(source, '.next', 'standalone'), app, { recursive: true });
  const server = await findServer(app);
  if (!server) throw new Error('the floor build has no standalone server.js');
  const serverDir = path.dirname(server);
  await cp(path.join(source, '.next', 'static'), path.join(serverDir, '.next', 'static'), {
    recursive: true,
  });
  await cp(path.join(source, 'public'), path.join(serverDir, 'public'), { recursive: true });
  for (const file of PRELOAD_FILES) {
    await cp(path.join(root, file), path.join(app, file));
  }
  if (serverDir !== app) {
    // The stack starts `server.js` in the app directory; Next's own changes to its folder.
    await writeFile(
      path.join(app, 'server.js'),
      `require('./${path.relative(app, server).split(path.sep).join('/')}');\n`,
    );
  }
  await stat(path.join(app, 'server.js'));
  return {
    app,
    stylesheetBytes: Buffer.byteLength(css),
    stylesheetFiles: files,
    heroBytes: hero.bytes.length,
    heroSize: `${hero.width}×${hero.height}`,
  };
}
