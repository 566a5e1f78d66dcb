import 'server-only';
import { storageStatus } from '@/lib/embedded-provider/quota';
import { remoteProviderBase } from '@/lib/provider/http';

/**
 * Whether this site's own storage is too full for another submission. Only the embedded provider
 * stores on this machine; with a remote provider (PROVIDER_API_URL) that provider answers for
 * its own storage.
 */
export async function uploadStorageFull(): Promise<boolean> {
  if (remoteProviderBase()) return false;
  try {
    return (await storageStatus()).full;
  } catch (error) {
    // Cannot tell (DATA_DIR unreadable): the write itself will fail and say so.
    console.error('[upload] cannot read the free space under DATA_DIR', error);
    return false;
  }
}
