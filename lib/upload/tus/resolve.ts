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
      const relative = address.startsWith('/') && !address.startsWith('//');
      let own = relative;
      if (!relative) {
        try {
          own = origins.includes(new URL(address).origin);
        } catch {
          own = false;
        }
      }
      const id = own ? uploadIdOf(address) : null;
      const upload = id
        ? await open()
            .getUpload(id)
            .catch(() => null)
        : null;
      if (!id || !upload || upload.metadata?.form !== kind)
        return { ok: false, reason: 'notFound' };
      if (upload.size === undefined || upload.offset !== upload.size) {
        return { ok: false, reason: 'notFinished' };
      }
      const blob = await openAsBlob(path.join(open().directory, id));
      const file = new File([blob], upload.metadata?.filename ?? '', {
        type: upload.metadata?.filetype ?? '',
      });
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
