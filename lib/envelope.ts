/**
 * The site's own JSON answers (the route handlers under app/api, read by its browser islands):
 * `{ success: true, …what it carries }` or `{ success: false, message }`, with an explicit 4xx
 * or 5xx status for a failure (CONVENTIONS.md, Errors). Built and read here only.
 */
export type Success<T extends object = object> = { success: true } & T;

/** `message` says what went wrong in the visitor's terms; null when nothing useful can be said. */
export interface Failure {
  success: false;
  message: string | null;
}

export type Envelope<T extends object = object> = Success<T> | Failure;

export function succeed<T extends object>(body: T, init?: ResponseInit): Response {
  const envelope: Success<T> = { ...body, success: true };
  return Response.json(envelope, init);
}

export function fail(
  status: number,
  message: string | null,
  init: Omit<ResponseInit, 'status'> = {},
): Response {
  const envelope: Failure = { success: false, message };
  return Response.json(envelope, { ...init, status });
}

/** An answer as the browser reads it, whatever arrived (our JSON, a proxy's HTML page, nothing). */
export interface ReadEnvelope {
  success: boolean;
  /** The failure's message when it is non-blank text. */
  message: string | null;
  data: unknown;
  receipt: string | null;
}

export function readEnvelope(body: unknown): ReadEnvelope {
  const record: Record<string, unknown> =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return {
    success: record.success === true,
    message:
      typeof record.message === 'string' && record.message.trim() !== '' ? record.message : null,
    data: record.data,
    receipt: typeof record.receipt === 'string' ? record.receipt : null,
  };
}

/** The same from the body's text: anything that is not JSON reads as an empty failure. */
export function parseEnvelope(text: string): ReadEnvelope {
  try {
    return readEnvelope(JSON.parse(text));
  } catch {
    return readEnvelope(null);
  }
}
