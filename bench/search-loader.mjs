// Module hooks for bench/search.mjs: let plain Node import the site's TypeScript search modules
// (and, through them, the embedded provider) outside Next. TypeScript is compiled with @swc/core
// (already installed: next/jest uses it); `@/` is the repository root as in tsconfig.json;
// `server-only` is empty and `next/cache` runs reads uncached, as in jest.config.mjs.
// https://nodejs.org/docs/latest-v20.x/api/module.html#customization-hooks
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transform } from '@swc/core';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const STUBS = {
  'server-only': 'export {};',
  'next/cache':
    'export const unstable_cache = (fn) => fn; export const revalidateTag = () => {}; export const revalidatePath = () => {};',
  // The search service refreshes its indexes after a response; here there is none to wait for.
  'next/server': 'export const after = (task) => { void task(); };',
};
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function findFile(base) {
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

export async function resolve(specifier, context, nextResolve) {
  if (specifier in STUBS) {
    return {
      url: `data:text/javascript,${encodeURIComponent(STUBS[specifier])}`,
      shortCircuit: true,
    };
  }
  const fromTs = context.parentURL?.startsWith('file:') && /\.tsx?$/.test(context.parentURL);
  let base = null;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (fromTs && specifier.startsWith('.')) {
    base = path.resolve(path.dirname(fileURLToPath(context.parentURL)), specifier);
  }
  const file = base && findFile(base);
  if (file) return { url: pathToFileURL(file).href, shortCircuit: true };
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && url.startsWith(pathToFileURL(ROOT).href)) {
    const file = fileURLToPath(url);
    if (/\.tsx?$/.test(file) && !file.includes(`${path.sep}node_modules${path.sep}`)) {
      const { code } = await transform(await readFile(file, 'utf8'), {
        filename: file,
        jsc: {
          parser: { syntax: 'typescript', tsx: file.endsWith('.tsx') },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'es6' },
      });
      return { format: 'module', source: code, shortCircuit: true };
    }
    // The site imports JSON without an import attribute (its bundler allows it): do the same.
    if (file.endsWith('.json') && !context.importAttributes?.type) {
      return {
        format: 'module',
        source: `export default ${await readFile(file, 'utf8')};`,
        shortCircuit: true,
      };
    }
  }
  return nextLoad(url, context);
}
