/** @jest-environment node */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { moveFontFaces, planSheet, selectorNeeds, writePlan } from '@/scripts/critical-css.mjs';
import { LOCALE_RECORDS, type Locale } from '@/lib/i18n/locales';
import {
  criticalCss,
  documentWords,
  inlineCriticalCss,
  withFontFaces,
} from '@/server-critical-css.mjs';

const SHEET = '/_next/static/chunks/a.css';
const OTHER = '/_next/static/chunks/b.css';

function planOf(sheets: Record<string, string>) {
  return {
    sheets: Object.fromEntries(
      Object.entries(sheets).map(([href, css]) => [href, planSheet(css, href)]),
    ),
  };
}

const link = (href: string) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;

/** A page as the layout writes it: its language's direction on <html>, from the same records. */
const page = (lang: Locale, body: string) =>
  `<!DOCTYPE html><html lang="${lang}" dir="${LOCALE_RECORDS[lang].dir}" class="font"><head><meta charSet="utf-8"/>` +
  `${link(SHEET)}${link(OTHER)}<script src="/_next/static/chunks/x.js" async=""></script>` +
  `<title>T</title></head><body>${body}</body></html>`;

describe('what a selector needs in a page', () => {
  it('names its classes, ids and attributes, not its elements', () => {
    expect(selectorNeeds('.card h2 > a.title')).toEqual(['c:card', 'c:title']);
    expect(selectorNeeds('html[dir=rtl] #main')).toEqual(['a:dir', 'i:main']);
    expect(selectorNeeds('h1')).toEqual([]);
  });

  it('needs nothing inside :not() or :is(): a rule is kept too often, never dropped', () => {
    expect(selectorNeeds('.menu:not(.open)')).toEqual(['c:menu']);
    expect(selectorNeeds(':is(.a, .b) p')).toEqual([]);
  });
});

describe('the plan of a stylesheet', () => {
  it('keeps each rule with its conditions, and rules any selector may keep', () => {
    const plan = planSheet(
      ':root{--x:1}.a,.b{color:red}@media (max-width:600px){.a{color:blue}}@font-face{font-family:f;src:url(../media/f.woff2)}',
      SHEET,
    );
    expect(plan).toEqual([
      { css: ':root{--x:1}', wrap: [], any: null },
      { css: '.a,.b{color:red}', wrap: [], any: [['c:a'], ['c:b']] },
      { css: '.a{color:blue}', wrap: ['@media (max-width:600px)'], any: [['c:a']] },
      // Its addresses from the site's root: inlined, they are read relative to the page.
      {
        css: '@font-face{font-family:f;src:url(/_next/static/media/f.woff2)}',
        wrap: [],
        any: null,
      },
    ]);
  });
});

describe('the rules a page inlines', () => {
  it('reads the words of the markup: classes, ids and attribute names', () => {
    const words = documentWords('<div class="a  b" id="main" data-open><p hidden>x</p></div>');
    expect([...words].sort()).toEqual([
      'a:class',
      'a:data-open',
      'a:hidden',
      'a:id',
      'c:a',
      'c:b',
      'i:main',
    ]);
  });

  it('keeps the rules the page can match, in order, under one @media per run', () => {
    const plan = planOf({
      [SHEET]:
        '.a{color:red}.z{color:green}@media (min-width:1px){.a{margin:0}.b{margin:1px}}@media (min-width:1px){.z{margin:2px}}',
      [OTHER]: 'p{line-height:1.5}.b .a{padding:0}',
    });
    expect(criticalCss(plan, [SHEET, OTHER], new Set(['c:a', 'c:b']))).toBe(
      '.a{color:red}@media (min-width:1px){.a{margin:0}.b{margin:1px}}p{line-height:1.5}.b .a{padding:0}',
    );
  });
});

describe('a page with its first screen’s rules inlined', () => {
  const plan = planOf({
    [SHEET]: '.hero{color:red}.footer{color:blue}',
    [OTHER]: 'body{margin:0}',
  });

  it('inlines its own rules once, before its stylesheets, which no longer block the paint', () => {
    const html = inlineCriticalCss(page('en', '<h1 class="hero">T</h1>'), plan);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<style data-critical="">(.*?)<\/style>/)?.[1]).toBe(
      '.hero{color:red}body{margin:0}',
    );
    expect(html.split('.hero{color:red}')).toHaveLength(2);
    expect(head.indexOf('<style')).toBeLessThan(head.indexOf(`href="${SHEET}"`));
    const deferred = [...head.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([tag]) => tag);
    expect(deferred.slice(0, 2)).toEqual([
      `<link rel="stylesheet" href="${SHEET}" data-precedence="next" media="print" data-deferred=""/>`,
      `<link rel="stylesheet" href="${OTHER}" data-precedence="next" media="print" data-deferred=""/>`,
    ]);
    // Without JavaScript the stylesheets apply at once, as before.
    expect(head).toContain(`<noscript>${link(SHEET)}${link(OTHER)}</noscript>`);
    expect(head).toMatch(/<script>document\.querySelectorAll\('link\[data-deferred\]'\)/);
    // Everything else in the head stays, in order.
    expect(head).toMatch(
      /<\/noscript><script src="\/_next\/static\/chunks\/x\.js" async=""><\/script><title>/,
    );
  });

  it('writes the typefaces apart, to apply after the first paint, and their fallbacks with the rules', () => {
    const typeface =
      '@font-face{font-family:latin;src:url(/_next/static/media/latin.woff2)format("woff2")}';
    const fallback = '@font-face{font-family:latin Fallback;src:local(Arial)}';
    // As writePlan leaves them: the fallback among the always-kept rules, the typeface apart.
    const withFaces = {
      sheets: {
        [SHEET]: [
          { css: fallback, wrap: [], any: null },
          { css: '.hero{color:red}', wrap: [], any: [['c:hero']] },
        ],
      },
      fallbacks: { [SHEET]: [fallback] },
      typefaces: { [SHEET]: [typeface] },
    };
    const html = inlineCriticalCss(page('en', '<h1 class="hero">T</h1>'), withFaces);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<style data-critical="">${fallback}.hero{color:red}</style>`);
    expect(head).toContain(`<style data-fonts="" media="print">${typeface}</style>`);
    // The script applies them; without it, the <noscript> does, with the stylesheets.
    expect(head).toMatch(/<script>[^<]*style\[data-fonts\]\[media\][^<]*<\/script>/);
    expect(head).toContain(`<noscript>${link(SHEET)}<style>${typeface}</style></noscript>`);
    // Nothing asks for a typeface's file before the page has painted.
    expect(head).not.toContain('rel="preload"');
    expect(html.split(typeface).length - 1).toBe(2);
    expect(html.split(fallback).length - 1).toBe(1);
    // One script applies the stylesheets and the typefaces.
    expect(head.match(/<script>/g)).toHaveLength(1);
  });

  it('cannot be closed early by a rule’s text', () => {
    // Written as a plan, as a stylesheet's text could arrive there.
    const rule = '.hero::after{content:"</style><script>alert(1)</script>"}';
    const hostile = {
      sheets: { [SHEET]: [{ css: rule, wrap: [], any: [['c:hero']] }] },
    };
    const html = inlineCriticalCss(page('en', '<h1 class="hero">T</h1>'), hostile);
    expect(html).not.toContain('</style><script>alert(1)');
  });

  it('leaves a page whose stylesheets the plan does not know as it is', () => {
    const html = page('en', '<h1 class="hero">T</h1>');
    expect(inlineCriticalCss(html, planOf({ '/other.css': '.hero{color:red}' }))).toBe(html);
    expect(inlineCriticalCss('{"not":"html"}', plan)).toBe('{"not":"html"}');
  });
});

describe('the font faces, taken out of the stylesheets and given to each page', () => {
  const FACE = '@font-face{font-family:latin;src:url(../media/inter.woff2)format("woff2")}';
  const MOVED =
    '@font-face{font-family:latin;src:url(/_next/static/media/inter.woff2)format("woff2")}';
  const FALLBACK = '@font-face{font-family:latin Fallback;src:local(Arial)}';

  it('leaves the stylesheet without its faces, and keeps a face under a condition where it is', () => {
    const nested = '@supports (x:y){@font-face{font-family:n;src:local(N)}}';
    expect(moveFontFaces(`.a{color:red}${FACE}${nested}`, SHEET)).toEqual({
      css: `.a{color:red}${nested}`,
      faces: [MOVED],
    });
    expect(moveFontFaces('.a{color:red}', SHEET)).toEqual({ css: '.a{color:red}', faces: [] });
  });

  describe('in a build', () => {
    let build = '';
    const chunk = () => path.join(build, 'static', 'chunks', 'a.css');
    beforeEach(async () => {
      build = await mkdtemp(path.join(tmpdir(), 'critical-css-'));
      await mkdir(path.join(build, 'static', 'chunks'), { recursive: true });
      await writeFile(chunk(), `.hero{color:red}${FACE}${FALLBACK}`);
    });
    afterEach(() => rm(build, { recursive: true, force: true }));

    const planned = async () =>
      JSON.parse(await readFile(path.join(build, 'critical-css.json'), 'utf8'));

    it('writes each stylesheet without its faces: the fallback inlined on every page, the typeface apart', async () => {
      await writePlan(build);
      expect(await readFile(chunk(), 'utf8')).toBe('.hero{color:red}');
      const plan = await planned();
      expect(plan.fallbacks).toEqual({ [SHEET]: [FALLBACK] });
      expect(plan.typefaces).toEqual({ [SHEET]: [MOVED] });
      // A page without the hero still has the fallback; the typeface is never among the rules.
      expect(criticalCss(plan, [SHEET], new Set())).toBe(FALLBACK);
      const html = inlineCriticalCss(page('en', '<p>x</p>'), plan);
      expect(html).toContain(`<style data-fonts="" media="print">${MOVED}</style>`);
    });

    it('run twice on the same build, still has the faces it moved the first time', async () => {
      await writePlan(build);
      await writePlan(build);
      const plan = await planned();
      expect(plan.fallbacks).toEqual({ [SHEET]: [FALLBACK] });
      expect(plan.typefaces).toEqual({ [SHEET]: [MOVED] });
      expect(criticalCss(plan, [SHEET], new Set(['c:hero']))).toBe(`${FALLBACK}.hero{color:red}`);
    });
  });

  describe('a page that streams', () => {
    const plan = {
      sheets: {},
      fallbacks: { [SHEET]: [FALLBACK] },
      typefaces: { [SHEET]: [MOVED] },
    };
    const bytes = (text: string) => Buffer.from(text);
    /** What the server adds before the `</head>`, the script's text left as it is. */
    const added = (piece: string, html: string) => {
      const at = html.indexOf('</head>');
      expect(piece.slice(0, at)).toBe(html.slice(0, at));
      expect(piece.slice(piece.length - (html.length - at))).toBe(html.slice(at));
      return piece.slice(at, piece.length - (html.length - at));
    };

    it('gets the faces of the stylesheets it links before its </head>, once: the fallbacks at once, the typefaces after the paint', () => {
      const html = page('ar', '<p>مياه</p>');
      const block = added(withFontFaces(bytes(html), '', plan)!.toString(), html);
      const script = block.match(/<script>([^<]*)<\/script>/)?.[0] ?? '';
      expect(script).toMatch(/style\[data-fonts\]\[media\]/);
      expect(block).toBe(
        `<style data-fallbacks="">${FALLBACK}</style>` +
          `<style data-fonts="" media="print">${MOVED}</style>${script}` +
          `<noscript><style>${MOVED}</style></noscript>`,
      );
    });

    it('reads a head that arrives in pieces, and leaves a character split between two whole', () => {
      const html = bytes(page('ar', '<p>مياه</p>'));
      const split = html.indexOf('</head>') + '</head><body><p>'.length + 1;
      const [first, second] = [html.subarray(0, 40), html.subarray(40, split)];
      expect(withFontFaces(first, '', plan)).toBeNull();
      const piece = withFontFaces(second, first.toString('latin1'), plan);
      const rest = html.subarray(split);
      const whole = Buffer.concat([first, piece!, rest]).toString();
      expect(added(whole, html.toString())).toContain(
        `<style data-fallbacks="">${FALLBACK}</style>`,
      );
    });

    it('cannot be closed early by a face’s text', () => {
      const face = '@font-face{font-family:"</style><script>alert(1)</script>";src:url(x.woff2)}';
      const html = page('ar', '<p>مياه</p>');
      const hostile = {
        sheets: {},
        fallbacks: { [SHEET]: [face] },
        typefaces: { [SHEET]: [face] },
      };
      const piece = withFontFaces(bytes(html), '', hostile)!.toString();
      expect(piece).not.toContain('</style><script>alert(1)');
      expect(piece).toContain('<style data-fallbacks="">@font-face{font-family:"<\\/style>');
      expect(piece).toContain(
        '<style data-fonts="" media="print">@font-face{font-family:"<\\/style>',
      );
    });

    it('adds nothing to a page whose stylesheets had no faces', () => {
      const html = `<html><head>${link(OTHER)}</head><body></body></html>`;
      expect(withFontFaces(bytes(html), '', plan)?.toString()).toBe(html);
    });
  });
});
