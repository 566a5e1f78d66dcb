import { readFileSync } from 'node:fs';

/**
 * Which characters a TrueType/OpenType font draws, read from its `cmap` table (Unicode
 * subtables: format 12, else format 4). Pango draws a character no font has as a box with its
 * code in it, and falls back silently to any other installed font; checking the title against
 * the bundled font before drawing is what keeps boxes and stray fonts off a card.
 * https://learn.microsoft.com/en-us/typography/opentype/spec/cmap
 */
export type GlyphTest = (codePoint: number) => boolean;

function tableOffset(font: Buffer, tag: string): number {
  const count = font.readUInt16BE(4);
  for (let k = 0; k < count; k++) {
    const record = 12 + k * 16;
    if (font.toString('latin1', record, record + 4) === tag) return font.readUInt32BE(record + 8);
  }
  throw new Error(`font has no ${tag} table`);
}

function format12(font: Buffer, at: number): GlyphTest {
  const groups = font.readUInt32BE(at + 12);
  const ranges: [number, number][] = [];
  for (let k = 0; k < groups; k++) {
    const g = at + 16 + k * 12;
    ranges.push([font.readUInt32BE(g), font.readUInt32BE(g + 4)]);
  }
  return (code) => ranges.some(([start, end]) => code >= start && code <= end);
}

function format4(font: Buffer, at: number): GlyphTest {
  const segments = font.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (code) => {
    if (code > 0xffff) return false;
    for (let k = 0; k < segments; k++) {
      if (code > font.readUInt16BE(ends + k * 2)) continue;
      const start = font.readUInt16BE(starts + k * 2);
      if (code < start) return false;
      const delta = font.readUInt16BE(deltas + k * 2);
      const rangeOffset = font.readUInt16BE(rangeOffsets + k * 2);
      if (rangeOffset === 0) return ((code + delta) & 0xffff) !== 0;
      const glyph = font.readUInt16BE(rangeOffsets + k * 2 + rangeOffset + (code - start) * 2);
      return glyph !== 0 && ((glyph + delta) & 0xffff) !== 0;
    }
    return false;
  };
}

/** The font file's glyph test; throws when the file is missing or is not a font. */
export function readGlyphs(file: string): GlyphTest {
  const font = readFileSync(file);
  const cmap = tableOffset(font, 'cmap');
  const count = font.readUInt16BE(cmap + 2);
  let best: { at: number; format: number } | null = null;
  for (let k = 0; k < count; k++) {
    const record = cmap + 4 + k * 8;
    const platform = font.readUInt16BE(record);
    const encoding = font.readUInt16BE(record + 2);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    const at = cmap + font.readUInt32BE(record + 4);
    const format = font.readUInt16BE(at);
    if (format === 12 && best?.format !== 12) best = { at, format };
    else if (format === 4 && !best) best = { at, format };
  }
  if (!best) throw new Error('font has no Unicode cmap subtable');
  return best.format === 12 ? format12(font, best.at) : format4(font, best.at);
}

/** Characters that draw nothing (spaces, joiners, direction marks) need no glyph of their own. */
const INVISIBLE = /[\s\p{Cf}]/u;

/** The first character of `text` the font cannot draw, or null when it draws them all. */
export function missingGlyph(text: string, glyphs: GlyphTest): string | null {
  for (const char of text) {
    if (INVISIBLE.test(char)) continue;
    if (!glyphs(char.codePointAt(0)!)) return char;
  }
  return null;
}
