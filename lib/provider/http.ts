import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { handleProviderRequest } from '@/lib/embedded-provider/handler';
import { observeProviderCall, type ProviderOutcome } from '@/lib/observability/record';
import { ProviderError } from './errors';

/** Reads give up after this long (the spec's "unlimited" timeout is a defect we do not copy). */
const DEFAULT_READ_TIMEOUT_MS = 8_000;
/** Uploads may carry up to 50 MB, so they get a generous but finite limit. */
export const WRITE_TIMEOUT_MS = 120_000;

/**
 * The most bytes read from one provider answer. The largest list the site asks for (100 items
 * with their bodies) is well under a megabyte; a provider sending more is broken or hostile, and
 * reading it whole would let one answer take the server's memory (docs/operations.md, "Running in production").
 */
const DEFAULT_MAX_RESPONSE_BYTES = 5 * 1024 * 1024;

/** The embedded provider answers on this origin when it is called in-process. */
export const EMBEDDED_ORIGIN = 'http://embedded.provider';

export interface ProviderRequest {
  path: string;
  locale: Locale;
  query?: Record<string, string | number | undefined>;
  method?: 'GET' | 'POST';
  body?: FormData;
  timeoutMs?: number;
}

/** The remote provider's root, read at request time so it is never baked into a build. */
export function remoteProviderBase(): string | null {
  const value = process.env.PROVIDER_API_URL?.trim();
  return value ? value.replace(/\/+$/, '') : null;
}

function readTimeout(): number {
  const configured = Number(process.env.PROVIDER_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_READ_TIMEOUT_MS;
}

export function maxResponseBytes(): number {
  const configured = Number(process.env.PROVIDER_MAX_RESPONSE_BYTES);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_MAX_RESPONSE_BYTES;
}

/**
 * The body as text, read chunk by chunk and abandoned as soon as it passes `limit` bytes (a
 * declared Content-Length over the limit is refused before reading anything).
 */
export async function readCapped(response: Response, limit: number, path: string): Promise<string> {
  const tooLarge = () =>
    new ProviderError('too-large', path, `Provider answer exceeds ${limit} bytes`, response.status);
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  // No body (a 204) reads as empty text, which is not JSON: a shape fault like any other.
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total).toString('utf8');
}

export function buildUrl(base: string, path: string, query?: ProviderRequest['query']): URL {
  const url = new URL(base + (path.startsWith('/') ? path : `/${path}`));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url;
}

/** A provider's "not found" is an answer, not a failure of the call. */
function callOutcome(error: unknown): ProviderOutcome {
  if (!(error instanceof ProviderError)) return 'error';
  if (error.kind === 'not-found') return 'ok';
  if (error.kind === 'timeout') return 'timeout';
  return error.kind === 'too-large' ? 'too_large' : 'error';
}

/**
 * Calls the provider, remote when PROVIDER_API_URL is set and embedded otherwise, and returns the
 * parsed JSON body. Every request carries the language both ways the provider's API reads it,
 * `Accept-Language` and a `lang` header, and no credentials: the API is public. Each call is
 * counted, timed and traced by its resource (docs/operations.md, "Metrics").
 */
export function providerRequest(request: ProviderRequest): Promise<unknown> {
  return observeProviderCall(
    request.path,
    request.method ?? 'GET',
    () => callProvider(request),
    callOutcome,
  );
}

async function callProvider(request: ProviderRequest): Promise<unknown> {
  const { path, locale, query, method = 'GET', body } = request;
  const remote = remoteProviderBase();
  const url = buildUrl(remote ?? EMBEDDED_ORIGIN, path, query);
  const timeoutMs = request.timeoutMs ?? readTimeout();
  // A timer of our own, cleared as soon as the answer is read, rather than AbortSignal.timeout():
  // Node keeps that one's timer referenced until the signal itself is collected, and the timer
  // holds the async context it was made in, so every page rendered kept its whole request (its
  // response, its compression stream, its render) alive long after answering (docs/scale.md,
  // "Memory").
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const init: RequestInit = {
    method,
    body,
    headers: { Accept: 'application/json', 'Accept-Language': locale, lang: locale },
    credentials: 'omit',
    signal: controller.signal,
  };

  let response: Response;
  let text: string;
  try {
    response = remote
      ? await fetch(url, init)
      : // In-process, the form the route handler parsed goes across as it is: serialising it to
        // multipart only for the embedded provider to parse it again would copy every file twice.
        await handleProviderRequest(new Request(url, { ...init, body: undefined }), {
          allowWrites: true,
          form: body,
        });
    // The timeout's signal also covers reading the body: a provider that trickles is cut off.
    text = await readCapped(response, maxResponseBytes(), path);
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    // The only signal is the timeout's, so an aborted signal means the provider was too slow.
    if (init.signal?.aborted) {
      throw new ProviderError('timeout', path, `Provider did not answer within ${timeoutMs} ms`);
    }
    const cause = error instanceof Error ? error.message : String(error);
    throw new ProviderError('network', path, `Provider unreachable: ${cause}`);
  } finally {
    clearTimeout(timer);
  }

  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    throw new ProviderError(
      'shape',
      path,
      'Provider answered with malformed JSON',
      response.status,
    );
  }
  if (response.status === 404) {
    throw new ProviderError('not-found', path, 'Not found', 404);
  }
  if (!response.ok && !(response.status === 422 && method === 'POST')) {
    throw new ProviderError(
      'http',
      path,
      `Provider answered HTTP ${response.status}`,
      response.status,
    );
  }
  return json;
}
