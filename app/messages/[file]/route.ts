import { LOCALES } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

// One namespace of the messages in one language, `/messages/<namespace>.<locale>.json`, for an
// island loaded on demand: the proposal form fetches its strings with its code when a visitor asks
// for it (components/tenders/ProposalLauncher.tsx), rather than every tender page carrying them.
// Built once per language; a dotted path, so the English rewrite of next.config.mjs leaves it alone.
const NAMESPACES = { proposal: 'Proposal' } as const;

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(NAMESPACES).flatMap((name) =>
    LOCALES.map((locale) => ({ file: `${name}.${locale}.json` })),
  );
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const [name, code] = (await params).file.split('.') as [keyof typeof NAMESPACES, string];
  const locale = LOCALES.find((candidate) => candidate === code) ?? LOCALES[0];
  const namespace = NAMESPACES[name] ?? NAMESPACES.proposal;
  const messages = await loadMessages(locale);
  return Response.json(
    { [namespace]: messages[namespace] },
    // A release may change the texts: kept an hour by browsers, a day by shared caches.
    { headers: { 'Cache-Control': 'public, max-age=3600, s-maxage=86400' } },
  );
}
