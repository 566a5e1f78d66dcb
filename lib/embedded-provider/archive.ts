import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { content as bundled, type Content } from './content';

/** `copNews` is read from `cop-news.json`, as in content/. */
const fileName = (kind: string) => `${kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.json`;

/**
 * The embedded provider's content: the showcase content bundled with the server, or, when
 * CONTENT_DIR names a directory, each kind that directory has a file for read from it once at
 * start (the others stay the bundled ones). A larger archive (scripts/scale-content.mjs writes
 * one) is thus data read at run time, not code: the server bundle and the build's compile stay
 * the size of the showcase whatever the archive holds (docs/scale.md).
 */
export function loadContent(dir: string | undefined): Content {
  if (!dir?.trim()) return bundled;
  const root = path.resolve(/* turbopackIgnore: true */ dir.trim());
  const replaced = Object.keys(bundled).flatMap((kind) => {
    const file = path.join(/* turbopackIgnore: true */ root, fileName(kind));
    return existsSync(file) ? [[kind, JSON.parse(readFileSync(file, 'utf8')) as unknown]] : [];
  });
  // The files are the seed content's own shape (scripts/scale-content.mjs copies its records).
  return { ...bundled, ...Object.fromEntries(replaced) } as Content;
}
