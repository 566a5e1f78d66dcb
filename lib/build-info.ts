import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pkg from '@/package.json';

export const APP_VERSION: string = pkg.version;

let buildId: Promise<string | null> | null = null;

/**
 * The id of the running build, as Next wrote it. Both `next start` and the standalone server run
 * with the directory holding `.next/` as their working directory.
 */
export function currentBuildId(): Promise<string | null> {
  buildId ??= readFile(
    path.join(/* turbopackIgnore: true */ process.cwd(), '.next', 'BUILD_ID'),
    'utf8',
  )
    .then((id) => id.trim() || null)
    .catch(() => null);
  return buildId;
}
