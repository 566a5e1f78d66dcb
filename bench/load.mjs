// What the benchmark's measures share: waiting for a server to answer, and one autocannon run.
import autocannon from 'autocannon';

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * One autocannon run against `url`: its full result (requests, latency, errors, non-2xx).
 * `headers`: sent with every request (none by default).
 */
export function cannon(url, { connections, durationSeconds, headers }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: durationSeconds, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** What the benchmark keeps of one autocannon run. */
export function summarise(result) {
  return {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
