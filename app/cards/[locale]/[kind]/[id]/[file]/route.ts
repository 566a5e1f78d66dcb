import { cardResponse } from '@/lib/cards/serve';

// Cached like the pages whose cards these are: drawn on first request, kept and revalidated every
// five minutes, and tagged with the reads they made, so revalidating a tag redraws them too.
// https://nextjs.org/docs/app/api-reference/file-conventions/route#segment-config-options
export const revalidate = 300;
export const dynamicParams = true;

/** None is drawn at build time: a card is made when a network first asks for it. */
export function generateStaticParams() {
  return [];
}

/** /cards/{locale}/{kind}/{id}/{hash}.jpg: a page's share card (docs/sharing.md). */
export async function GET(
  _request: Request,
  { params }: RouteContext<'/cards/[locale]/[kind]/[id]/[file]'>,
) {
  return cardResponse(await params);
}
