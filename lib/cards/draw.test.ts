/** @jest-environment node */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  CardError,
  chooseFont,
  drawCard,
  drawTitle,
  FONTS,
  titleOptions,
} from './draw';

const MAX_BYTES = 300 * 1024;

const TITLES = {
  ar: {
    eyebrow: 'خبر',
    title:
      'الشبكة تطلق برنامج WEFE Nexus لإدارة المياه في 12 دولة عضوًا بالتعاون مع شركاء إقليميين ودوليين في منطقة الشرق الأوسط وشمال أفريقيا وآسيا الوسطى لعام 2026',
    dateLine: '5 تشرين الثاني 2026',
  },
  fa: {
    eyebrow: 'مناقصه',
    title: 'COP29: کارگاه آموزشی مدیریت منابع آب در ۱۲ کشور عضو',
    dateLine: 'مهلت: ۱۴ آذر ۱۴۰۵ (۵ دسامبر ۲۰۲۶)',
  },
  fr: {
    eyebrow: 'Actualité',
    title: 'Gestion intégrée des ressources en eau : l’atelier régional réunit 40 experts à Amman',
    dateLine: '5 novembre 2026',
  },
  en: {
    eyebrow: 'Vacancy',
    title: 'Water, energy and food nexus officer',
    dateLine: 'Apply by 5 December 2026',
  },
} as const;

describe('drawCard', () => {
  it.each(Object.entries(TITLES))(
    'draws a %s card of 1200×630 under 300 kB',
    async (locale, content) => {
      const card = await drawCard({ locale: locale as keyof typeof TITLES, ...content });
      const meta = await sharp(card).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
      expect(card.length).toBeLessThan(MAX_BYTES);
      // Saved for a person to look at (docs/sharing.md, "Checking a card by eye").
      await writeFile(`/tmp/card-${locale}.png`, await sharp(card).png().toBuffer());
    },
  );

  it('cuts a title longer than three lines with an ellipsis after a whole word', async () => {
    const long = Array.from({ length: 40 }, (_, k) => `word${k}`).join(' ');
    const drawn = await drawTitle(long, titleOptions(FONTS.inter, 'ltr'));
    expect(drawn.lines).toBe(3);
    expect(drawn.text).toMatch(/^word0 word1 .* word\d+…$/);
  });

  it('keeps a two-line Persian title whole and cuts a longer Arabic one at three lines', async () => {
    const options = titleOptions(FONTS.vazirmatn, 'rtl');
    const short = await drawTitle(TITLES.fa.title, options);
    expect(short).toMatchObject({ text: TITLES.fa.title, lines: 2 });
    const long = await drawTitle(TITLES.ar.title, options);
    expect(long.lines).toBe(3);
    expect(long.text.endsWith('…')).toBe(true);
  });

  it('refuses a title with a character no bundled font draws, rather than drawing a box', async () => {
    await expect(
      drawCard({ locale: 'en', eyebrow: 'News', title: 'Water 💧 day', dateLine: null }),
    ).rejects.toThrow(new CardError('no bundled font draws U+1F4A7'));
  });

  it('refuses to draw when a font file is missing', async () => {
    const fonts = {
      ...FONTS,
      inter: { ...FONTS.inter, bold: { ...FONTS.inter.bold, file: '/nowhere/Inter.ttf' } },
    };
    expect(() => chooseFont('Water', 'en', fonts)).toThrow(/font file missing: \/nowhere/);
  });

  it.each(['bold', 'medium'] as const)(
    'refuses to draw when Pango does not use the bundled %s face',
    async (weight) => {
      const misspelt = { ...FONTS.inter[weight], family: 'Intr Misspelt' };
      const fonts = { ...FONTS, inter: { ...FONTS.inter, [weight]: misspelt } };
      await expect(
        drawCard({ locale: 'en', eyebrow: 'News', title: 'Water', dateLine: null }, fonts),
      ).rejects.toThrow(`Pango did not use Intr Misspelt ${misspelt.style} from ${misspelt.file}`);
    },
  );

  it('uses Vazirmatn for an English title that quotes Arabic', () => {
    expect(chooseFont('The word ماء means water', 'en').name).toBe('Vazirmatn');
    expect(chooseFont('Water', 'en').name).toBe('Inter');
  });
});
