import { existsSync } from 'node:fs';
import path from 'node:path';
import 'server-only';
import { LOCALE_RECORDS, type Locale } from '@/lib/i18n/locales';
import { missingGlyph, readGlyphs, type GlyphTest } from './glyphs';

// The fonts a card is drawn with, and the choice of one for a card's text (docs/sharing.md,
// "How a card is drawn").

/** Why a card could not be drawn; the route logs it and redirects to the language's default card. */
export class CardError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardError';
  }
}

export interface Face {
  /** Pango's font description: the family, then the style (a weight). */
  family: string;
  style: string;
  file: string;
}

export interface Font {
  name: string;
  bold: Face;
  medium: Face;
  /** The file whose cmap decides which characters this font can draw (both faces share it). */
  glyphs: () => GlyphTest;
}

function fontFile(...parts: string[]): string {
  return path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', ...parts);
}

function font(name: string, bold: Face, medium: Face): Font {
  let glyphs: GlyphTest | null = null;
  return {
    name,
    bold,
    medium,
    glyphs: () => (glyphs ??= readGlyphs(bold.file)),
  };
}

/** Vazirmatn draws Arabic, Persian and Latin; Inter draws Latin (and Greek, Cyrillic). */
export const FONTS = {
  vazirmatn: font(
    'Vazirmatn',
    {
      family: 'Vazirmatn',
      style: 'Bold',
      file: fontFile('vazirmatn', 'fonts', 'ttf', 'Vazirmatn-Bold.ttf'),
    },
    {
      family: 'Vazirmatn',
      style: 'Medium',
      file: fontFile('vazirmatn', 'fonts', 'ttf', 'Vazirmatn-Medium.ttf'),
    },
  ),
  inter: font(
    'Inter',
    {
      family: 'Inter',
      style: 'Bold',
      file: fontFile('@expo-google-fonts', 'inter', '700Bold', 'Inter_700Bold.ttf'),
    },
    {
      family: 'Inter',
      style: 'Medium',
      file: fontFile('@expo-google-fonts', 'inter', '500Medium', 'Inter_500Medium.ttf'),
    },
  ),
};

/** The language's own font first, then the other: an English title may quote Arabic. */
function fontsFor(locale: Locale, fonts: typeof FONTS): Font[] {
  return LOCALE_RECORDS[locale].script === 'arabic'
    ? [fonts.vazirmatn, fonts.inter]
    : [fonts.inter, fonts.vazirmatn];
}

/**
 * The first font that has every character of the card's text. A missing file or a character no
 * bundled font has is a CardError: Pango would draw a box, or borrow a system font.
 */
export function chooseFont(text: string, locale: Locale, fonts = FONTS): Font {
  let missing = '';
  for (const candidate of fontsFor(locale, fonts)) {
    for (const face of [candidate.bold, candidate.medium])
      if (!existsSync(face.file)) throw new CardError(`font file missing: ${face.file}`);
    const char = missingGlyph(text, candidate.glyphs());
    if (char === null) return candidate;
    missing = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  throw new CardError(`no bundled font draws ${missing}`);
}
