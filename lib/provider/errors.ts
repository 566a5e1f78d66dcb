export type ProviderErrorKind =
  'network' | 'timeout' | 'http' | 'shape' | 'too-large' | 'unsuccessful' | 'not-found';

/** Every failure of a provider call, with enough context to log and to choose a fallback. */
export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  readonly path: string;
  readonly status: number | undefined;

  constructor(kind: ProviderErrorKind, path: string, message: string, status?: number) {
    super(message);
    this.name = 'ProviderError';
    this.kind = kind;
    this.path = path;
    this.status = status;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ProviderError && error.kind === 'not-found';
}

/**
 * Failures already logged. One failed read can reach several fallbacks in a request (the header
 * and the page share the social links), and each would otherwise log it again.
 */
const logged = new WeakSet<object>();

/** Logs a failed provider read once, with its path and cause, on the server. */
export function logProviderFailure(context: string, error: unknown): void {
  if (typeof error === 'object' && error !== null) {
    if (logged.has(error)) return;
    logged.add(error);
  }
  const detail =
    error instanceof ProviderError
      ? `${error.kind} ${error.path}: ${error.message}`
      : String(error);
  console.error(`[provider] ${context} failed (${detail})`);
}
