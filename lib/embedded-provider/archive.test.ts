/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { multiply, SCALED_KINDS, writeScaledContent } from '@/scripts/scale-content.mjs';
import { loadContent } from './archive';
import { content } from './content';

describe('a multiplied archive', () => {
  it('copies every record with an id, a slug and dates of its own', () => {
    const scaled = multiply(content.news, 40);
    expect(scaled).toHaveLength(content.news.length * 40);
    expect(new Set(scaled.map((item) => item.id)).size).toBe(scaled.length);
    expect(new Set(scaled.map((item) => item.slug)).size).toBe(scaled.length);
    const original = content.news[0]!;
    const copy = scaled.find((item) => item.id === original.id + 1000)!;
    expect(copy.date < original.date).toBe(true);
  });

  /** The distinct words of five letters or more in every text of one language. */
  function vocabulary(items: unknown[], lang: 'en' | 'ar'): Set<string> {
    const words = new Set<string>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(walk);
      if (typeof value !== 'object' || value === null) return;
      const record = value as Record<string, unknown>;
      if ('en' in record && 'ar' in record) {
        const text = String(record[lang]).replace(/<[^>]*>/g, ' ');
        for (const word of text.match(/[\p{L}\p{M}]{5,}/gu) ?? []) words.add(word);
        return;
      }
      Object.values(record).forEach(walk);
    };
    walk(items);
    return words;
  }

  it('gives the copies words of their own, so the vocabulary grows with the archive', () => {
    for (const lang of ['en', 'ar'] as const) {
      const once = vocabulary(content.news, lang).size;
      const forty = vocabulary(multiply(content.news, 40), lang).size;
      // About ten times at ×40, as a real archive's vocabulary grows (Heaps' law).
      expect(forty / once).toBeGreaterThan(7);
      expect(forty / once).toBeLessThan(14);
    }
  });

  it('keeps each copy’s texts the original’s shape: same words but some coined, same markup', () => {
    const original = content.news[0]!;
    const copy = multiply(content.news, 2).find((item) => item.id === original.id + 1000)!;
    for (const lang of ['en', 'fr', 'ar', 'fa'] as const) {
      const words = (text: string) => text.replace(/<[^>]*>/g, ' ').split(/\s+/);
      expect(words(copy.body[lang])).toHaveLength(words(original.body[lang]).length);
      expect(copy.body[lang].match(/<[^>]*>/g)).toEqual(original.body[lang].match(/<[^>]*>/g));
      expect(copy.body[lang].length).toBe(original.body[lang].length);
      expect(copy.body[lang]).not.toBe(original.body[lang]);
    }
  });

  it('is read by the embedded provider from CONTENT_DIR, the other kinds staying the bundled ones', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'archive-'));
    try {
      await writeScaledContent({ scale: 3, out: dir });
      const loaded = loadContent(dir);
      for (const kind of SCALED_KINDS as (keyof typeof content)[]) {
        expect(loaded[kind]).toHaveLength((content[kind] as unknown[]).length * 3);
      }
      expect(loaded.tenders).toBe(content.tenders);
      expect(loadContent(undefined)).toBe(content);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
