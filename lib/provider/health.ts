import 'server-only';
import { providerRequest, remoteProviderBase } from './http';
import { assertSuccess } from './reshape';

/** How long one answer about the provider is reused: health checks come every few seconds. */
export const HEALTH_TTL_MS = 10_000;
/** A health check must answer fast even when the provider does not. */
const HEALTH_TIMEOUT_MS = 2_000;
/** The cheapest read of the contract: one press item. */
const PROBE = { path: '/inwrdam-in-press', query: { per_page: 1 } } as const;

export interface ProviderHealth {
  kind: 'remote' | 'embedded';
  status: 'up' | 'down';
  checkedAt: string;
  /** Why it is down (the failure's kind and message, never the provider's address). */
  reason?: string;
}

/** The last probe, and the provider it asked (null: the embedded one). */
let last: { at: number; remote: string | null; result: Promise<ProviderHealth> } | null = null;

async function probe(kind: ProviderHealth['kind'], now: number): Promise<ProviderHealth> {
  const checkedAt = new Date(now).toISOString();
  try {
    const body = await providerRequest({ ...PROBE, locale: 'en', timeoutMs: HEALTH_TIMEOUT_MS });
    assertSuccess(body, PROBE.path);
    return { kind, status: 'up', checkedAt };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { kind, status: 'down', checkedAt, reason };
  }
}

/**
 * Whether the provider answers, asked at most once per HEALTH_TTL_MS per instance (concurrent
 * checks share one probe). Uncached by Next on purpose: each instance reports what it sees.
 */
export function providerHealth(now = Date.now()): Promise<ProviderHealth> {
  const remote = remoteProviderBase();
  if (last && last.remote === remote && now - last.at < HEALTH_TTL_MS) return last.result;
  const result = probe(remote ? 'remote' : 'embedded', now);
  last = { at: now, remote, result };
  return result;
}
