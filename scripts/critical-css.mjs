// package.json's postbuild: reads the build's stylesheets once and writes what the server needs to
// inline a page's own rules into its HTML (server-critical-css.mjs; docs/phone.md, "The
// stylesheets"). Parsing CSS is done here, with postcss, so that the server only compares words
// per request and carries no CSS parser.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { PLAN_FILE } from '../server-critical-css.mjs';

/** At-rules whose rules apply only under a condition: kept around the rules they hold. */
const CONDITIONS = new Set(['media', 'supports', 'layer', 'container']);

/**
 * What a selector needs in a document to match anything: its classes (`c:`), ids (`i:`) and
 * attribute names (`a:`). Element names are not counted (every page has the common ones), nor is
 * anything inside a functional pseudo-class (`:not(.open)` matches where `.open` is missing, and
 * `:is()`/`:where()`/`:has()` are kept rather than guessed at): a rule is only ever kept too
 * often, never dropped while it could match.
 * @param {string} selector one selector (no commas)
 * @returns {string[]}
 */
export function selectorNeeds(selector) {
  const needs = new Set();
  selectorParser((root) => {
    root.walk((node) => {
      if (node.type === 'pseudo' && node.nodes.length > 0) return false;
      if (node.type === 'class') needs.add(`c:${node.value}`);
      else if (node.type === 'id') needs.add(`i:${node.value}`);
      else if (node.type === 'attribute') needs.add(`a:${node.attribute.toLowerCase()}`);
      return undefined;
    });
  }).processSync(selector);
  return [...needs];
}

/**
 * One entry per rule, in the stylesheet's order: its text, the conditions around it
 * (`@media …` from the outside in) and, per selector of its list, what that selector needs;
 * `any: null` for a rule that is always kept (`:root`, element rules, `@font-face`, keyframes).
 * @param {string} css
 * @param {string} base the stylesheet's own address
 */
export function planSheet(css, base) {
  /** @type {{ css: string, wrap: string[], any: string[][] | null }[]} */
  const entries = [];
  const root = postcss.parse(css);
  // A rule's addresses are relative to its stylesheet; inlined, they would be read relative to
  // the page (`../media/inter.woff2` from `/news/1`): written out from the site's root instead.
  root.walkDecls((declaration) => {
    declaration.value = declaration.value.replace(
      /url\((["']?)([^"')]+)\1\)/g,
      (whole, quote, address) =>
        /^(?:data:|[a-z]+:\/\/|\/|#)/i.test(address)
          ? whole
          : `url(${quote}${new URL(address, new URL(base, 'http://site')).pathname}${quote})`,
    );
  });
  const visit = (
    /** @type {import('postcss').Container} */ container,
    /** @type {string[]} */ wrap,
  ) => {
    container.each((node) => {
      if (node.type === 'atrule' && CONDITIONS.has(node.name.toLowerCase()) && node.nodes) {
        visit(node, [...wrap, `@${node.name} ${node.params}`]);
      } else if (node.type === 'rule') {
        const any = selectorParser()
          .astSync(node.selector)
          .nodes.map((selector) => selectorNeeds(selector.toString()));
        entries.push({
          css: node.toString().trim(),
          wrap,
          any: any.some((needs) => needs.length === 0) ? null : any,
        });
      } else if (node.type === 'atrule') {
        entries.push({ css: node.toString().trim(), wrap, any: null });
      }
    });
  };
  visit(root, []);
  return entries;
}

/**
 * A stylesheet's own `@font-face` rules taken out of it: the stylesheet without them, and the
 * rules with their addresses from the site's root. Only faces at the top level move (a face
 * under a condition would lose it).
 *
 * Why they move: the server writes every face into each page's <head> instead (the fallbacks with
 * its first paint, the typefaces after it: server-critical-css.mjs, faceBlocks), and a browser that
 * meets the same faces again when the deferred stylesheets switch on takes them for new ones: it
 * drops what it had shaped with them and lays out the whole page again (measured on the home
 * page: a layout of all its objects, 120 to 230 ms on a phone's CPU; docs/phone.md, "The
 * stylesheets").
 * @param {string} css
 * @param {string} base the stylesheet's own address
 */
export function moveFontFaces(css, base) {
  const root = postcss.parse(css);
  /** @type {string[]} */
  const faces = [];
  root.each((node) => {
    if (node.type !== 'atrule' || node.name.toLowerCase() !== 'font-face') return;
    faces.push(planSheet(node.toString(), base)[0]?.css ?? '');
    node.remove();
  });
  return { css: faces.length > 0 ? root.toString() : css, faces };
}

/** A face whose file the browser downloads (`url()`); the others (`local()`) are fallbacks. */
const downloads = (/** @type {string} */ face) => /\burl\(/.test(face);

/**
 * The plan beside the build, and each stylesheet written without its faces. The faces are split
 * here, once: the metric-matched fallbacks (`local()`) join the stylesheet's always-kept rules and
 * `fallbacks`, and apply with the first paint; the typefaces whose files are downloaded go to
 * `typefaces`, which a page applies only after it (server-critical-css.mjs, faceBlocks). Run again
 * on the same build (a second `postbuild`), a stylesheet has no faces left: the ones moved the
 * first time are read back from the plan already there, so nothing is lost.
 * @param {string} buildDir the build's `.next`
 */
export async function writePlan(buildDir) {
  const chunks = path.join(buildDir, 'static', 'chunks');
  const files = (await readdir(chunks)).filter((file) => file.endsWith('.css')).sort();
  /** @type {{ fallbacks?: Record<string, string[]>, typefaces?: Record<string, string[]> } | null} */
  const previous = await readFile(path.join(buildDir, PLAN_FILE), 'utf8').then(
    (text) => JSON.parse(text),
    () => null,
  );
  /** @type {import('../server-critical-css.mjs').Plan} */
  const plan = { sheets: {}, fallbacks: {}, typefaces: {} };
  for (const file of files) {
    const href = `/_next/static/chunks/${file}`;
    const original = await readFile(path.join(chunks, file), 'utf8');
    const { css, faces } = moveFontFaces(original, href);
    if (faces.length > 0) await writeFile(path.join(chunks, file), css);
    const moved =
      faces.length > 0
        ? faces
        : [...(previous?.fallbacks?.[href] ?? []), ...(previous?.typefaces?.[href] ?? [])];
    const fallbacks = moved.filter((face) => !downloads(face));
    const typefaces = moved.filter(downloads);
    plan.sheets[href] = [
      ...fallbacks.map((face) => ({ css: face, wrap: [], any: null })),
      ...planSheet(css, href),
    ];
    if (fallbacks.length > 0) plan.fallbacks[href] = fallbacks;
    if (typefaces.length > 0) plan.typefaces[href] = typefaces;
  }
  await writeFile(path.join(buildDir, PLAN_FILE), JSON.stringify(plan));
  return {
    sheets: files.length,
    rules: Object.values(plan.sheets).flat().length,
    faces: [...Object.values(plan.fallbacks), ...Object.values(plan.typefaces)].flat().length,
  };
}

// Not a top-level await: the unit tests load this module as CommonJS.
if (import.meta.url === `file://${process.argv[1]}`) {
  writePlan(path.join(process.cwd(), '.next')).then(({ sheets, rules, faces }) => {
    console.log(
      `critical CSS: ${rules} rules of ${sheets} stylesheets planned (.next/${PLAN_FILE}), ` +
        `${faces} font faces moved from the stylesheets to the pages`,
    );
  });
}
