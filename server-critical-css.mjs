// A page's first paint from its HTML alone (issue 50; docs/phone.md, "The stylesheets"). Next links
// every page's stylesheets in its <head>, and a browser paints nothing until all of them have
// arrived. For a page that leaves the server whole (server-preload.mjs), this writes the rules
// the page's own markup can match into one <style> in its <head>, once (not in the RSC payload,
// where Next's `inlineCss` wrote them twice more), and lets the linked stylesheets load without
// blocking: they carry the same rules and the rest, for what the page shows only later. The plan
// (which rule needs which class, id or attribute) is made at build time by scripts/critical-css.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ css: string, wrap: string[], any: string[][] | null }} Entry
 * @typedef {{
 *   sheets: Record<string, Entry[]>,
 *   fallbacks?: Record<string, string[]>,
 *   typefaces?: Record<string, string[]>,
 * }} Plan
 *   The `@font-face` rules are taken out of each stylesheet at build time and written into the
 *   pages' <head> instead (faceBlocks). `fallbacks`: the metric-matched fallbacks (`local()`),
 *   which apply with the first paint (they are among their stylesheet's always-kept entries too,
 *   which is how a whole page gets them; a streamed one reads them here); `typefaces`: the faces
 *   whose files are downloaded, which apply after it.
 */

/**
 * The plan's file name, beside the build (`.next/`) and beside the standalone server: written by
 * scripts/critical-css.mjs, placed by scripts/standalone.mjs, read here.
 */
export const PLAN_FILE = 'critical-css.json';

/** Next's stylesheet links as React writes them into the <head>. */
const STYLESHEET = /<link rel="stylesheet" href="([^"]+)" data-precedence="[^"]*"\/>/g;

/**
 * Applies each deferred stylesheet once it has loaded, and the typefaces' files once the page
 * has painted its first content (an inline script: CSP hashes it). Until then the text is set in
 * the faces' metric-matched fallbacks, and the typefaces' downloads do not share the phone's
 * link with what the first paint needs (docs/phone.md, "The typefaces after the first paint").
 * The page's `load` applies them only where the browser cannot report a paint: in a CI run on 7
 * December a typeface was asked for before the first paint, which in this code only a `load`
 * before the paint explains (inferred; not reproduced, and the log did not say which page).
 *
 * The body's typeface (the first family of its stack with a face here not limited to some
 * letters: Vazirmatn on a right-to-left page, Inter on the others) is fetched first, by a preload,
 * and the faces apply once it has arrived (or failed): the page is then laid out once, in it.
 * Applied while its file was still on its way, the face made the browser lay the whole page out
 * again at once (its text waiting for the file) and a third time when the file came (docs/phone.md,
 * "Blocking time"). A face limited to some letters (Inter's Latin Extended) is still fetched only
 * if the page has such a letter, after the faces apply.
 */
const APPLY_WHEN_LOADED =
  "document.querySelectorAll('link[data-deferred]').forEach(function(l){function a(){l.media='all'}l.sheet?a():l.addEventListener('load',a)});" +
  "var f=document.querySelector('style[data-fonts][media]');if(f){var d=function(){" +
  "var r=f.sheet?f.sheet.cssRules:[],u=[],q=function(v){return v.trim().replace(/^[\"']|[\"']$/g,'')};" +
  "getComputedStyle(document.body).fontFamily.split(',').some(function(n){n=q(n);" +
  "[].forEach.call(r,function(x){var s=x.style,m;if(s&&q(s.getPropertyValue('font-family'))==n&&!s.getPropertyValue('unicode-range')&&(m=/url\\([\"']?([^\"')]+)/.exec(s.getPropertyValue('src'))))u.push(m[1])});" +
  'return u.length});' +
  "var k=u.length,a=function(){k-=1;if(!(k>0))f.removeAttribute('media')};if(!k)return a();" +
  "u.forEach(function(h){var l=document.createElement('link');l.rel='preload';l.as='font';l.crossOrigin='';l.href=h;l.onload=l.onerror=a;document.head.appendChild(l)})};" +
  'var t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];' +
  "if(t.indexOf('paint')==-1)addEventListener('load',d);" +
  "else new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();d()}}).observe({type:'paint',buffered:true})}";

/**
 * The classes, ids and attribute names a document's elements carry, in the words of the plan
 * (`c:`, `i:`, `a:`). Only tags are read; the RSC payload's scripts hold no `<` of their own
 * (React escapes it), so their text is not taken for markup.
 * @param {string} html
 */
export function documentWords(html) {
  const words = new Set();
  for (const [, attributes = ''] of html.matchAll(/<[a-zA-Z][\w-]*((?:\s[^>]*)?)>/g)) {
    for (const [, name = '', value] of attributes.matchAll(
      /([^\s"'=<>/]+)(?:\s*=\s*"([^"]*)")?/g,
    )) {
      const attribute = name.toLowerCase();
      words.add(`a:${attribute}`);
      if (attribute === 'class' && value)
        for (const word of value.split(/\s+/)) words.add(`c:${word}`);
      else if (attribute === 'id' && value) words.add(`i:${value}`);
    }
  }
  return words;
}

/**
 * The rules of the given stylesheets that the document's words can match, in the stylesheets'
 * order, with each run of rules under the same conditions written under one `@media`.
 * @param {Plan} plan
 * @param {string[]} hrefs
 * @param {Set<string>} words
 */
export function criticalCss(plan, hrefs, words) {
  let css = '';
  /** @type {string[]} */
  let open = [];
  for (const href of hrefs) {
    for (const entry of plan.sheets[href] ?? []) {
      if (entry.any && !entry.any.some((needs) => needs.every((word) => words.has(word)))) continue;
      let same = 0;
      while (same < open.length && open[same] === entry.wrap[same]) same += 1;
      css += '}'.repeat(open.length - same);
      for (const condition of entry.wrap.slice(same)) css += `${condition}{`;
      open = entry.wrap;
      css += entry.css;
    }
  }
  return css + '}'.repeat(open.length);
}

/**
 * CSS text made safe inside a `<style>` element: nothing in it can close the element early (a
 * `</style` in a string or a comment would end it there, and what follows would be read as HTML).
 * @param {string} css
 */
const insideStyle = (css) => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * The faces a plan keeps for the given stylesheets, in their order, as one block of CSS for a
 * `<style>` element.
 * @param {Record<string, string[]> | undefined} faces the plan's typefaces or fallbacks
 * @param {string[]} hrefs
 */
const facesFor = (faces, hrefs) =>
  insideStyle(hrefs.flatMap((href) => faces?.[href] ?? []).join(''));

/**
 * The downloaded typefaces of the given stylesheets, for a page's <head>, written the same way
 * whether the page leaves the server whole or streams: in a <style> that APPLY_WHEN_LOADED applies
 * once the page has painted (its own script is `script`, to follow them: a page whose rules are
 * inlined has it already), and in its <noscript> for a browser without JavaScript. Their
 * metric-matched fallbacks are among a whole page's inlined rules; a streamed page gets them from
 * withFontFaces.
 * @param {Plan} plan
 * @param {string[]} hrefs
 */
export function faceBlocks(plan, hrefs) {
  const typefaces = facesFor(plan.typefaces, hrefs);
  return {
    deferred: typefaces ? `<style data-fonts="" media="print">${typefaces}</style>` : '',
    script: typefaces ? `<script>${APPLY_WHEN_LOADED}</script>` : '',
    noscript: typefaces ? `<style>${typefaces}</style>` : '',
  };
}

/**
 * The page with its own rules inlined before Next's stylesheet links, the links loading without
 * blocking the paint (and applied as they arrive, or at once without JavaScript, by <noscript>).
 * The fallbacks of the typefaces are among the inlined rules; the typefaces apply after the first
 * paint (faceBlocks). A page without stylesheet links the plan knows is returned as it is.
 * @param {string} html
 * @param {Plan} plan
 */
export function inlineCriticalCss(html, plan) {
  const head = html.indexOf('</head>');
  if (head < 0) return html;
  const links = [...html.slice(0, head).matchAll(STYLESHEET)].filter(
    ([, href = '']) => href in plan.sheets,
  );
  const first = links[0];
  const last = links.at(-1);
  if (!first || !last || first.index === undefined || last.index === undefined) return html;
  const hrefs = links.map(([, href = '']) => href);
  const css = criticalCss(plan, hrefs, documentWords(html));
  const faces = faceBlocks(plan, hrefs);
  const deferred = links
    .map(([link]) => link.replace(/\/>$/, ' media="print" data-deferred=""/>'))
    .join('');
  const original = links.map(([link]) => link).join('');
  const end = last.index + last[0].length;
  const between = html.slice(first.index, end).replace(STYLESHEET, '');
  return (
    html.slice(0, first.index) +
    `<style data-critical="">${insideStyle(css)}</style>` +
    faces.deferred +
    deferred +
    `<script>${APPLY_WHEN_LOADED}</script>` +
    `<noscript>${original}${faces.noscript}</noscript>` +
    between +
    html.slice(end)
  );
}

/**
 * A page that streams (a dynamic render: its head leaves before its body is known) keeps its
 * stylesheets blocking, but the faces taken out of them must reach it all the same, as they reach
 * a whole page (faceBlocks): written just before its `</head>`, for the stylesheets it links.
 * Given one piece of the response at a time, as bytes: a character split between two pieces stays
 * untouched.
 * @param {Buffer} chunk a piece of the page as it leaves the server
 * @param {string} before the pieces that went out before it, read as latin1 (the links are ASCII)
 * @param {Plan} plan
 * @returns {Buffer | null} the piece, with the faces when it closes the head; null when the head
 *   is still open after it
 */
export function withFontFaces(chunk, before, plan) {
  const end = chunk.indexOf('</head>');
  if (end < 0) return null;
  const head = before + chunk.toString('latin1', 0, end);
  const hrefs = [...head.matchAll(STYLESHEET)].map(([, href = '']) => href);
  const fallbacks = facesFor(plan.fallbacks, hrefs);
  const faces = faceBlocks(plan, hrefs);
  const block =
    (fallbacks ? `<style data-fallbacks="">${fallbacks}</style>` : '') +
    faces.deferred +
    faces.script +
    (faces.noscript ? `<noscript>${faces.noscript}</noscript>` : '');
  if (!block) return chunk;
  return Buffer.concat([chunk.subarray(0, end), Buffer.from(block), chunk.subarray(end)]);
}

/** @type {Plan | null | undefined} */
let loaded;

/**
 * The build's plan, read once from beside the standalone server (`.next/` + PLAN_FILE,
 * written by the postbuild step); null when there is none (a build without the step), and then
 * pages go out as Next wrote them.
 * @param {string} [serverDir] the directory of the server's entry point
 */
export function buildPlan(serverDir = path.dirname(process.argv[1] ?? '.')) {
  if (loaded !== undefined) return loaded;
  try {
    loaded = JSON.parse(readFileSync(path.join(serverDir, '.next', PLAN_FILE), 'utf8'));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
    loaded = null;
  }
  return loaded ?? null;
}
