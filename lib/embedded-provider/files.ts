import 'server-only';
import { statSync } from 'node:fs';
import path from 'node:path';

/**
 * Size in bytes of one of the site's own files (publications' downloads), or null if it does not
 * exist. The files live in public/, beside the server (standalone copies them there too).
 */
export function publicFileSize(publicPath: string): number | null {
  try {
    return statSync(path.join(/* turbopackIgnore: true */ process.cwd(), 'public', publicPath))
      .size;
  } catch {
    return null;
  }
}
