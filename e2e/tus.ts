// A tus 1.0.0 client at the request level, as the edge and compose suites drive an upload across
// instances: creation, a piece sent from an offset, and the offset asked back.
import type { APIRequestContext } from '@playwright/test';

/** tus's Upload-Metadata: each field's name and its value in base64. */
export const tusMeta = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** Creates an upload of `length` bytes at `base` for a form; its answer (201 and a Location). */
export function tusCreate(
  request: APIRequestContext,
  base: string,
  length: number,
  fields: Record<string, string>,
) {
  return request.post(`${base}/api/uploads`, {
    headers: {
      'Tus-Resumable': '1.0.0',
      Origin: base,
      'Upload-Length': String(length),
      'Upload-Metadata': tusMeta(fields),
    },
  });
}

/** The upload at `location`, as one site (`base`) serves it: pieces sent, its offset asked. */
export function tusUpload(request: APIRequestContext, location: string, file: Buffer) {
  return {
    patch: (base: string, offset: number, end: number) =>
      request.patch(`${base}${location}`, {
        headers: {
          'Tus-Resumable': '1.0.0',
          Origin: base,
          'Upload-Offset': String(offset),
          'Content-Type': 'application/offset+octet-stream',
        },
        data: file.subarray(offset, end),
      }),
    head: (base: string) =>
      request.head(`${base}${location}`, { headers: { 'Tus-Resumable': '1.0.0' } }),
  };
}
