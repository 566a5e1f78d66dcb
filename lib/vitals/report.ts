import { classifyPath, type PageType } from './page-type';

// A beacon's body, read strictly (app/api/vitals/route.ts): what a page of the site sends
// (components/layout/VitalsBeacon.tsx), or a refusal. Nothing of it is kept but three numbers and
// the labels classifyPath gives: the path is read for its type and language and then dropped.

/** The largest body a beacon has reason to send: a path and three numbers. */
export const MAX_BEACON_BYTES = 1024;
const MAX_PATH_LENGTH = 512;

/** Each metric's unit as web-vitals reports it, and the most a real visit could measure. */
const LIMITS = { LCP: 600_000, INP: 600_000, CLS: 100 } as const;
export type VitalName = keyof typeof LIMITS;
export const VITAL_NAMES = Object.keys(LIMITS) as VitalName[];

export interface VitalsReport {
  pageType: PageType;
  locale: string;
  values: Partial<Record<VitalName, number>>;
}

export type ParseResult = { ok: true; report: VitalsReport } | { ok: false; reason: string };

const refuse = (reason: string): ParseResult => ({ ok: false, reason });

/** `{"path": "/ar/news/1", "metrics": {"LCP": 1830, "CLS": 0.01}}` and nothing else. */
export function parseReport(text: string): ParseResult {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse('not JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return refuse('not an object');
  const { path, metrics, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return refuse('unknown field');
  if (typeof path !== 'string' || !path.startsWith('/') || path.length > MAX_PATH_LENGTH)
    return refuse('bad path');
  if (typeof metrics !== 'object' || metrics === null || Array.isArray(metrics))
    return refuse('bad metrics');
  const entries = Object.entries(metrics);
  if (entries.length === 0) return refuse('no metric');
  const values: VitalsReport['values'] = {};
  for (const [name, value] of entries) {
    if (!Object.hasOwn(LIMITS, name)) return refuse('unknown metric');
    const limit = LIMITS[name as VitalName];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > limit)
      return refuse('bad value');
    values[name as VitalName] = value;
  }
  // The query (a search's words) is never read.
  const { pageType, locale } = classifyPath(path.split(/[?#]/)[0]!);
  return { ok: true, report: { pageType, locale, values } };
}
