// Copies the country flags from the flag-icons package into public/flags/ (git-ignored), so the
// provider's `/flags/{code}.svg` image paths resolve without committing a copy of the package.
import { cp, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const source = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');
const target = path.resolve('public', 'flags');
await mkdir(target, { recursive: true });
await cp(source, target, { recursive: true });
