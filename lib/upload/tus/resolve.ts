import 'server-only';
import { FileStore } from '@tus/file-store';
import { openAsBlob } from 'node:fs';
import path from 'node:path';
import type { UploadResolver } from '../server/uploaded-files';
import { uploadIdOf } from './address';

/**
 * The apply handlers' side of the tus store: an address a form sends in place of a file part is
 * one of this site's uploads (`/api/uploads/<id>`, relative or on one of the site's origins),
 * finished, and made for this form; then its file, under the name the visitor chose (the
 * pipeline cleans it and reads its type from its bytes, as for a multipart part).
 */
export function createUploadResolver(folder: () => string): UploadResolver {
  let store: FileStore | null = null;
  // Opened on the first submission that names an upload, in the folder it names then.
  const open = () => (store ??= new FileStore({ directory: folder() }));
  return {
    async resolve(kind, address, origins) {
      // A path on this site, or an absolute address on one of its origins; anything else
      // (another site, `//host/…`, what no URL parser reads) is no upload of ours.
      const own =
        (address.startsWith('/') && !address.startsWith('//')) ||
        (URL.canParse(address) && origins.includes(new URL(address).origin));
      const id = own ? uploadIdOf(address) : null;
      const upload = id
        ? await open()
            .getUpload(id)
            .catch(() => null)
        : null;
      if (!id || !upload || upload.metadata?.form !== kind)
        return { ok: false, reason: 'notFound' };
      // An upload whose length was never announced has none to reach (tus's deferred length,
      // which the endpoint refuses at creation): unfinished too.
      if (upload.offset !== upload.size) return { ok: false, reason: 'notFinished' };
      const blob = await openAsBlob(path.join(open().directory, id));
      // Under the name the visitor chose; the type their browser claimed is not carried: the
      // pipeline reads it from the bytes (forwardedFile, lib/upload/server/handler.ts).
      const file = new File([blob], upload.metadata.filename ?? '');
      return { ok: true, id, file };
    },
    async remove(ids) {
      await Promise.all(
        ids.map((id) =>
          open()
            .remove(id)
            .catch(() => {}),
        ),
      );
    },
  };
}
