// Copies assets that come from npm packages into public/ (both git-ignored), so the site serves
// them itself and commits no copy of the packages:
// - the country flags of flag-icons → public/flags/ (the provider's `/flags/{code}.svg` paths);
// - the world-atlas 1:110m country boundaries → public/geo/ (the member map; no CDN at run time).
import { copyFile, cp, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`));

const flags = path.resolve('public', 'flags');
await mkdir(flags, { recursive: true });
await cp(path.join(packageDir('flag-icons'), 'flags', '4x3'), flags, { recursive: true });

const geo = path.resolve('public', 'geo');
await mkdir(geo, { recursive: true });
await copyFile(
  path.join(packageDir('world-atlas'), 'countries-110m.json'),
  path.join(geo, 'countries-110m.json'),
);
