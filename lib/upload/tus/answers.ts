// tus's own answers made the site's: the JSON envelope in the visitor's language, nothing cached,
// no metadata read back (lib/upload/tus/endpoint.ts).

/** The extensions this endpoint offers: no creation-with-upload, no deferred length. */
const EXTENSIONS = 'creation,expiration,termination';

export const envelope = (message: string) => JSON.stringify({ success: false, message });

/** What tus's own refusals say to a visitor, by status. */
const TUS_STATUS_MESSAGE: Record<number, string> = {
  400: 'malformed',
  403: 'forbidden',
  404: 'notFound',
  409: 'offsetConflict',
  410: 'expired',
  412: 'malformed',
  // A body longer than the upload's length (the announced length was within the limit).
  413: 'malformed',
  415: 'malformed',
};

/** tus's own answers: refusals in the envelope, nothing cached, no metadata read back. */
export async function tusAnswer(
  response: Response,
  generic: (key: string) => string,
  method: string,
): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'no-store');
  // What was uploaded under which name is not told to whoever holds the address.
  headers.delete('Upload-Metadata');
  if (method === 'OPTIONS') headers.set('Tus-Extension', EXTENSIONS);
  if (response.status < 400) {
    return new Response(response.body, { status: response.status, headers });
  }
  const text = await response.text();
  let body = text;
  try {
    const parsed = JSON.parse(text) as { success?: unknown };
    if (parsed.success !== false) throw new Error('not an envelope');
  } catch {
    body = envelope(generic(TUS_STATUS_MESSAGE[response.status] ?? 'failed'));
  }
  headers.set('Content-Type', 'application/json');
  headers.delete('Content-Length');
  return new Response(method === 'HEAD' ? null : body, { status: response.status, headers });
}
