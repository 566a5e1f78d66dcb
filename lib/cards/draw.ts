import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import 'server-only';
import sharp from 'sharp';
import { LOCALE_RECORDS, type Locale } from '@/lib/i18n/locales';
import { missingGlyph, readGlyphs, type GlyphTest } from './glyphs';
import { CARD_HEIGHT, CARD_WIDTH } from './size';

export { CARD_HEIGHT, CARD_WIDTH };

/**
 * Share cards drawn on the server with sharp's `text` input: libvips lays text out with Pango
 * and HarfBuzz, which join Arabic letters and order mixed right-to-left and left-to-right runs
 * (next/og's Satori cannot: vercel/satori#74). No network: the fonts are TTF files from npm
 * (the @fontsource packages ship only WOFF2, which FreeType here cannot read), traced into the
 * standalone output by next.config.mjs. docs/sharing.md says how a card is laid out and checked.
 * https://sharp.pixelplumbing.com/api-constructor#parameters (`text`)
 */

/** A title runs over at most this many lines; the rest is cut at a word with an ellipsis. */
export const MAX_TITLE_LINES = 3;

const PAD = 72;
const TEXT_WIDTH = CARD_WIDTH - 2 * PAD;
const WHITE = '#f6f4ee';
const AQUA = '#5cc8d7';

export interface CardContent {
  locale: Locale;
  /** The kind of page, above the title ("News", "مناقصة"). */
  eyebrow: string;
  title: string;
  /** Its date or deadline, as the reader counts it; null when the page has none. */
  dateLine: string | null;
}

/** Why a card could not be drawn; the route logs it and serves the language's default card. */
export class CardError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardError';
  }
}

interface Face {
  /** Pango's font description: the family, then the style (a weight). */
  family: string;
  style: string;
  file: string;
}

interface Font {
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

function escapeMarkup(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

interface TextImage {
  data: Buffer;
  width: number;
  height: number;
}

/** The title as drawn: its text (cut or whole) and how many lines it took. */
export interface DrawnTitle extends TextImage {
  text: string;
  lines: number;
}

export interface TextOptions {
  face: Face;
  size: number;
  color: string;
  dir: 'ltr' | 'rtl';
}

/**
 * One block of text as a transparent image cropped to its ink. The paragraph's direction is set
 * by a leading mark (RLM or LRM), not guessed from its first letter, so a Persian title that
 * starts with "COP29" still reads right to left; alignment follows it (Pango swaps `left` and
 * `right` for a right-to-left paragraph).
 */
async function drawText(text: string, { face, size, color, dir }: TextOptions): Promise<TextImage> {
  const mark = dir === 'rtl' ? '\u200f' : '\u200e';
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${color}">${mark}${escapeMarkup(text)}</span>`,
      font: `${face.family} ${face.style} ${size}`,
      fontfile: face.file,
      width: TEXT_WIDTH,
      dpi: 72,
      rgba: true,
      wrap: 'word-char',
      align: 'left',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Letters that reach the top and bottom of a line, so a probe's ink spans a whole line. */
const PROBE = 'ÁÉgjyQ|لأگـج';

interface LineMetrics {
  first: number;
  advance: number;
}

const metricsCache = new Map<string, Promise<LineMetrics>>();

/**
 * How tall one line of ink is and how far each further line adds, measured by drawing the probe
 * on one and two lines with the same face and size: the title's line count is then read from its
 * drawn height, never guessed from its length.
 */
function lineMetrics(options: TextOptions): Promise<LineMetrics> {
  const key = `${options.face.file}:${options.size}`;
  let metrics = metricsCache.get(key);
  if (!metrics) {
    metrics = (async () => {
      const one = await drawText(PROBE, options);
      const two = await drawText(`${PROBE}\n${PROBE}`, options);
      return { first: one.height, advance: two.height - one.height };
    })();
    metricsCache.set(key, metrics);
    metrics.catch(() => metricsCache.delete(key));
  }
  return metrics;
}

const faceChecks = new Map<string, Promise<void>>();

/**
 * Pango matches a face by its family and style names and silently substitutes another font when
 * they do not match the file: the probe drawn with the face must come out different from the
 * probe drawn with a family nobody has. Checked once per face.
 */
function assertFaceUsed(face: Face): Promise<void> {
  const key = `${face.family}:${face.style}:${face.file}`;
  let check = faceChecks.get(key);
  if (!check) {
    check = (async () => {
      const options = { face, size: 40, color: WHITE, dir: 'ltr' } as const;
      const own = await drawText(PROBE, options);
      const stranger = await drawText(PROBE, {
        ...options,
        face: { ...face, family: 'No Such Family' },
      });
      if (own.width === stranger.width && own.height === stranger.height)
        throw new CardError(`Pango did not use ${face.family} ${face.style} from ${face.file}`);
    })();
    faceChecks.set(key, check);
    check.catch(() => faceChecks.delete(key));
  }
  return check;
}

/** How many lines a drawn block holds, from its height. */
export function countLines(height: number, { first, advance }: LineMetrics): number {
  return 1 + Math.max(0, Math.round((height - first) / advance));
}

/**
 * The title over at most MAX_TITLE_LINES lines: drawn whole when it fits, else the longest run of
 * whole words that fits with an ellipsis after it (a binary search over the word count, each
 * candidate drawn and measured).
 */
export async function drawTitle(title: string, options: TextOptions): Promise<DrawnTitle> {
  const metrics = await lineMetrics(options);
  const drawn = (image: TextImage, text: string) => ({
    ...image,
    text,
    lines: countLines(image.height, metrics),
  });
  const whole = await drawText(title, options);
  if (countLines(whole.height, metrics) <= MAX_TITLE_LINES) return drawn(whole, title);
  const words = title.split(/\s+/).filter(Boolean);
  let fits: DrawnTitle | null = null;
  let low = 1;
  let high = words.length - 1;
  while (low <= high) {
    const mid = Math.floor((low + high) / 2);
    const text = `${words.slice(0, mid).join(' ')}…`;
    const candidate = await drawText(text, options);
    if (countLines(candidate.height, metrics) <= MAX_TITLE_LINES) {
      fits = drawn(candidate, text);
      low = mid + 1;
    } else high = mid - 1;
  }
  if (fits) return fits;
  // One word longer than three lines (a URL, a run without spaces): cut it by characters.
  const chars = Array.from(words[0] ?? title);
  let cut = chars.length;
  while (cut > 1) {
    cut = Math.floor(cut * 0.8);
    const text = `${chars.slice(0, cut).join('')}…`;
    const candidate = await drawText(text, options);
    if (countLines(candidate.height, metrics) <= MAX_TITLE_LINES) return drawn(candidate, text);
  }
  throw new CardError('title does not fit');
}

/** A drawn block with no ink at all means the text was lost (an empty font, a failed layout). */
async function assertInk(image: TextImage, what: string): Promise<void> {
  if (image.width < 2 || image.height < 2) throw new CardError(`${what} drew nothing`);
  const { channels } = await sharp(image.data).stats();
  const alpha = channels[3];
  if (!alpha || alpha.max === 0) throw new CardError(`${what} drew no ink`);
}

const backgrounds = new Map<string, Promise<Buffer>>();

function background(dir: 'ltr' | 'rtl'): Promise<Buffer> {
  let image = backgrounds.get(dir);
  if (!image) {
    image = readFile(
      path.join(/*turbopackIgnore: true*/ process.cwd(), 'public', 'og', `card-${dir}.png`),
    );
    backgrounds.set(dir, image);
    image.catch(() => backgrounds.delete(dir));
  }
  return image;
}

/** Where a block starts: at the left edge for left-to-right text, ending at the right for RTL. */
function inlineStart(dir: 'ltr' | 'rtl', width: number): number {
  return dir === 'rtl' ? CARD_WIDTH - PAD - width : PAD;
}

export function titleOptions(chosen: Font, dir: 'ltr' | 'rtl'): TextOptions {
  return { face: chosen.bold, size: 58, color: WHITE, dir };
}

/**
 * Draws the card: the eyebrow, the title and the date on the site's artwork, mirrored for
 * right-to-left languages. Throws CardError (or sharp's own error) when anything is missing.
 */
export async function drawCard(content: CardContent, fonts = FONTS): Promise<Buffer> {
  const dir = LOCALE_RECORDS[content.locale].dir;
  const allText = [content.eyebrow, content.title, content.dateLine ?? ''].join(' ');
  const chosen = chooseFont(allText, content.locale, fonts);
  await Promise.all([assertFaceUsed(chosen.bold), assertFaceUsed(chosen.medium)]);
  const [eyebrow, title, dateLine, base] = await Promise.all([
    drawText(content.eyebrow, { face: chosen.medium, size: 30, color: AQUA, dir }),
    drawTitle(content.title, titleOptions(chosen, dir)),
    content.dateLine
      ? drawText(content.dateLine, { face: chosen.medium, size: 32, color: WHITE, dir })
      : null,
    background(dir),
  ]);
  await Promise.all([assertInk(eyebrow, 'eyebrow'), assertInk(title, 'title')]);
  if (dateLine) await assertInk(dateLine, 'date');
  const layers = [
    { input: eyebrow.data, top: 150, left: inlineStart(dir, eyebrow.width) },
    { input: title.data, top: 200, left: inlineStart(dir, title.width) },
  ];
  if (dateLine)
    layers.push({
      input: dateLine.data,
      top: CARD_HEIGHT - 84 - dateLine.height,
      left: inlineStart(dir, dateLine.width),
    });
  return sharp(base)
    .composite(layers)
    .jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: '4:4:4' })
    .toBuffer();
}
