import { readFile } from 'node:fs/promises';
import path from 'node:path';
import 'server-only';
import sharp from 'sharp';
import { LOCALE_RECORDS, type Locale } from '@/lib/i18n/locales';
import { chooseFont, FONTS, type Font } from './fonts';
import { CARD_HEIGHT, CARD_WIDTH } from './size';
import { assertFaceUsed, assertInk, drawText, drawTitle, PAD, type TextOptions } from './text';

export { CARD_HEIGHT, CARD_WIDTH };
export { CardError, chooseFont, FONTS } from './fonts';
export { countLines, drawTitle, MAX_TITLE_LINES, type DrawnTitle, type TextOptions } from './text';

/**
 * Share cards drawn on the server with sharp's `text` input: libvips lays text out with Pango
 * and HarfBuzz, which join Arabic letters and order mixed right-to-left and left-to-right runs
 * (next/og's Satori cannot: vercel/satori#74). No network: the fonts are TTF files from npm
 * (the @fontsource packages ship only WOFF2, which FreeType here cannot read), traced into the
 * standalone output by next.config.mjs (lib/cards/fonts.ts); each block of text is drawn and
 * measured by lib/cards/text.ts. docs/sharing.md says how a card is laid out and checked.
 * https://sharp.pixelplumbing.com/api-constructor#parameters (`text`)
 */

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
