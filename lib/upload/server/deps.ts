import 'server-only';
import { loadMessages } from '@/lib/i18n/messages';
import { siteUrl } from '@/lib/site';
import { createUploadResolver } from '../tus/resolve';
import { uploadsDirectory } from '../tus/store-dir';
import type { UploadDeps } from './handler';
import { uploadLimiter } from './limiter';
import { uploadStorageFull } from './storage';

/** What the three upload route handlers give the pipeline: the real messages, limit and disk. */
export const uploadDeps: UploadDeps = {
  messages: loadMessages,
  limiter: uploadLimiter,
  siteUrl,
  now: Date.now,
  storageFull: uploadStorageFull,
  uploads: createUploadResolver(uploadsDirectory),
};
