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
    expect(copy.title).toEqual(original.title);
    expect(copy.date < original.date).toBe(true);
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
