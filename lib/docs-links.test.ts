/** @jest-environment node */
/**
 * The README is the front door and docs/ holds the rest: every relative link between them must
 * lead to a file that exists and, when it names one, to a heading of that file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const DOCS = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Markdown without its fenced blocks and code spans, where a bracket is not a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces made hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a file offers: its headings' slugs, a repeated one numbered as GitHub does. */
function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  const text = readFileSync(path.join(ROOT, file), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  for (const [, heading] of text.matchAll(/^#{1,6} (.+)$/gm)) {
    const base = slug(heading!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  return found;
}

/** The relative links of a file, each as written and as the file and anchor it points at. */
function links(file: string) {
  const text = prose(readFileSync(path.join(ROOT, file), 'utf8'));
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target!)
    .filter((target) => !/^[a-z]+:/i.test(target))
    .map((target) => {
      const [address, anchor] = target.split('#') as [string, string | undefined];
      const resolved = address
        ? path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), address))
        : file;
      return { target, resolved, anchor };
    });
}

describe('the documentation', () => {
  it.each(DOCS)('%s: every relative link and anchor resolves', (file) => {
    const broken = links(file).filter(
      ({ resolved, anchor }) =>
        !existsSync(path.join(ROOT, resolved)) ||
        (anchor !== undefined && resolved.endsWith('.md') && !anchors(resolved).has(anchor)),
    );
    expect(broken.map(({ target }) => target)).toEqual([]);
  });

  it('links every file of docs/ from the README', () => {
    const linked = new Set(links('README.md').map(({ resolved }) => resolved));
    expect(DOCS.filter((file) => file !== 'README.md' && !linked.has(file))).toEqual([]);
  });

  it('keeps the README to at most 250 lines', () => {
    const lines = readFileSync(path.join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(250);
  });

  it('makes anchors as GitHub does', () => {
    expect(slug('Stored language, and a `/` every visitor shares')).toBe(
      'stored-language-and-a--every-visitor-shares',
    );
    expect(slug('Persian and `_ar` fields')).toBe('persian-and-_ar-fields');
    expect(slug('Cost, measured')).toBe('cost-measured');
  });
});
