/** @jest-environment node */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH, drawCard, type CardContent } from './draw';

/**
 * What a card looks like, compared with a reference card per script drawn when the design last
 * changed and checked by eye (lib/cards/references/, docs/sharing.md "Checking a card by eye").
 * The size and format checks of draw.test.ts pass for a blank card, for boxes in place of
 * letters and for Arabic laid out left to right; a comparison of the pixels does not.
 *
 * Regenerate after a deliberate change of the design, the fonts or sharp (which bundles Pango,
 * HarfBuzz and FreeType, so the drawing does not depend on the machine's packages):
 *   CARD_REFERENCES=write npx jest lib/cards/look.test.ts
 * then look at each new reference before committing it.
 */
const REFERENCES = path.join(__dirname, 'references');
const WRITE = process.env.CARD_REFERENCES === 'write';

/**
 * pixelmatch's colour threshold (0–1, YIQ distance): above JPEG's rounding between two decoders,
 * far below the difference between text and background.
 */
const THRESHOLD = 0.1;
/**
 * Pixels allowed to differ: about one tenth of one title letter's ink (a 58 px Bold letter
 * covers 600–1,200 pixels), so one letter drawn as a box, or moved, is already too much.
 */
const MAX_DIFFERENT_PIXELS = 60;

const CARDS = {
  latin: {
    locale: 'fr',
    eyebrow: 'Actualité',
    title: 'Gestion intégrée des ressources en eau : l’atelier régional réunit 40 experts à Amman',
    dateLine: '5 novembre 2026',
  },
  // Joined letters, a Latin name and a number inside a right-to-left title.
  arabic: {
    locale: 'ar',
    eyebrow: 'خبر',
    title: 'الشبكة تطلق برنامج WEFE Nexus لإدارة المياه في 12 دولة عضوًا',
    dateLine: '5 تشرين الثاني 2026',
  },
  // A title that starts with Latin letters, Persian digits and a Gregorian date in parentheses.
  persian: {
    locale: 'fa',
    eyebrow: 'مناقصه',
    title: 'COP29: کارگاه آموزشی مدیریت منابع آب در ۱۲ کشور عضو',
    dateLine: 'مهلت: ۱۴ آذر ۱۴۰۵ (۵ دسامبر ۲۰۲۶)',
  },
} satisfies Record<string, CardContent>;

async function rgba(image: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(image)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
  return data;
}

describe('a card looks like its reference', () => {
  it.each(Object.entries(CARDS))('%s', async (name, content) => {
    const card = await drawCard(content);
    const reference = path.join(REFERENCES, `card-${name}.jpg`);
    if (WRITE) {
      // CI compares, never writes: a missing reference there is a failure, not a new file.
      expect(process.env.CI).toBeFalsy();
      await mkdir(REFERENCES, { recursive: true });
      await writeFile(reference, card);
    }
    expect(existsSync(reference)).toBe(true);
    const diff = Buffer.alloc(CARD_WIDTH * CARD_HEIGHT * 4);
    const different = pixelmatch(
      await rgba(card),
      await rgba(await readFile(reference)),
      diff,
      CARD_WIDTH,
      CARD_HEIGHT,
      { threshold: THRESHOLD },
    );
    if (different > MAX_DIFFERENT_PIXELS) {
      // Where they differ, in red, and the card as drawn, for a person to look at.
      await writeFile(
        `/tmp/card-${name}-diff.png`,
        await sharp(diff, { raw: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 4 } })
          .png()
          .toBuffer(),
      );
      await writeFile(`/tmp/card-${name}-drawn.jpg`, card);
    }
    expect(different).toBeLessThanOrEqual(MAX_DIFFERENT_PIXELS);
  });
});
