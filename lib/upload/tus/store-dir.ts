import 'server-only';
import path from 'node:path';
import { dataDir } from '@/lib/embedded-provider/data-dir';

/**
 * The tus store: under DATA_DIR, so the instances of one machine share it (not `uploads/`, where
 * the embedded provider keeps submitted files). Read at run time, like DATA_DIR.
 */
export function uploadsDirectory(): string {
  return path.join(dataDir(), 'tus');
}
