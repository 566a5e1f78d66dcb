import { menuTexts } from '@/components/layout/header-data';
import { LOCALES } from '@/lib/i18n/locales';

// The mega menu panels' descriptive text and pictures, `/menu/<locale>.json`, fetched by the
// menu the first time a visitor reaches for it (components/layout/useMenuTexts.ts). Made of the
// messages and the menu only: built once per language. A dotted path, so the English rewrite of
// next.config.mjs leaves it alone.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ file: `${locale}.json` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const locale = LOCALES.find((code) => `${code}.json` === file) ?? LOCALES[0];
  return Response.json(await menuTexts(locale), {
    // A release may change the texts: kept an hour by browsers, a day by shared caches.
    headers: { 'Cache-Control': 'public, max-age=3600, s-maxage=86400' },
  });
}
