import { fromOwnSite } from '@/lib/upload/server/request';
import { trustedProxyHops } from '@/lib/client-address';
import { metrics } from '@/lib/observability/state';
import { readTextWithin } from '@/lib/revalidate';
import { siteUrl } from '@/lib/site';
import { MAX_BEACON_BYTES, parseReport, type VitalsReport } from '@/lib/vitals/report';

// Real visitors' Core Web Vitals (components/layout/VitalsBeacon.tsx sends them with
// navigator.sendBeacon): read strictly, then added to Prometheus histograms by page type and
// language. Nothing else is kept: no path, address, agent or time of the visit.
export const dynamic = 'force-dynamic';

/** sendBeacon with a string sends text/plain; a client that says JSON is as welcome. */
const TYPES = /^(text\/plain|application\/json)\s*(;|$)/i;

function answer(status: number, outcome: string, error?: string) {
  metrics().vitalsBeacons.inc({ outcome });
  return error
    ? Response.json({ error }, { status, headers: { 'cache-control': 'no-store' } })
    : new Response(null, { status, headers: { 'cache-control': 'no-store' } });
}

function record({ pageType, locale, values }: VitalsReport) {
  const labels = { page_type: pageType, locale };
  const m = metrics();
  // web-vitals reports LCP and INP in milliseconds, CLS without a unit.
  if (values.LCP !== undefined) m.visitorLcp.observe(labels, values.LCP / 1000);
  if (values.INP !== undefined) m.visitorInp.observe(labels, values.INP / 1000);
  if (values.CLS !== undefined) m.visitorCls.observe(labels, values.CLS);
}

export async function POST(request: Request): Promise<Response> {
  if (!fromOwnSite(request, siteUrl(), trustedProxyHops() > 0))
    return answer(403, 'forbidden', 'This address takes reports from the site’s own pages only.');
  if (!TYPES.test(request.headers.get('content-type') ?? ''))
    return answer(415, 'unsupported_type', 'A report is sent as text/plain or application/json.');
  const declared = Number(request.headers.get('content-length') ?? 0);
  const text =
    declared > MAX_BEACON_BYTES ? null : await readTextWithin(request.body, MAX_BEACON_BYTES);
  if (text === null)
    return answer(413, 'too_large', `A report is at most ${MAX_BEACON_BYTES} bytes.`);
  const parsed = parseReport(text);
  if (!parsed.ok) return answer(400, 'invalid', `Not a report: ${parsed.reason}.`);
  record(parsed.report);
  return answer(204, 'recorded');
}
