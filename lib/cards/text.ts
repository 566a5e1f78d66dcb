import sharp from 'sharp';
import 'server-only';
import { CardError, type Face } from './fonts';
import { CARD_WIDTH } from './size';

// One block of a card's text drawn as an image with sharp's `text` input (Pango and HarfBuzz),
// and the title fitted to MAX_TITLE_LINES lines, measured from what was drawn.
// https://sharp.pixelplumbing.com/api-constructor#parameters (`text`)

/** A title runs over at most this many lines; the rest is cut at a word with an ellipsis. */
export const MAX_TITLE_LINES = 3;

/** The card's margin on every side; a block of text is as wide as the card between them. */
export const PAD = 72;
const TEXT_WIDTH = CARD_WIDTH - 2 * PAD;
/** The colour a face check's probe is drawn in (any colour would do). */
const PROBE_COLOR = '#ffffff';

function escapeMarkup(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export interface TextImage {
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
export async function drawText(
  text: string,
  { face, size, color, dir }: TextOptions,
): Promise<TextImage> {
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
export function assertFaceUsed(face: Face): Promise<void> {
  const key = `${face.family}:${face.style}:${face.file}`;
  let check = faceChecks.get(key);
  if (!check) {
    check = (async () => {
      const options = { face, size: 40, color: PROBE_COLOR, dir: 'ltr' } as const;
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
  // Words part at the spaces a line may break at: «régionale\u00a0:» stays one word (never `\s`,
  // which also matches the no-break spaces).
  const words = title.split(/[ \t\n\r\f]+/).filter(Boolean);
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
export async function assertInk(image: TextImage, what: string): Promise<void> {
  if (image.width < 2 || image.height < 2) throw new CardError(`${what} drew nothing`);
  const { channels } = await sharp(image.data).stats();
  const alpha = channels[3];
  if (!alpha || alpha.max === 0) throw new CardError(`${what} drew no ink`);
}
