import 'server-only';
import { readdir, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import { MB } from '@/lib/upload/constants';
import { dataDir } from './data-dir';

/** The thresholds, from the environment (README, "Configuration"). */
export function storageLimits(env: NodeJS.ProcessEnv = process.env) {
  const mb = (value: string | undefined, fallback: number) => {
    const n = Number(value?.trim());
    return (value?.trim() && Number.isFinite(n) && n >= 0 ? n : fallback) * MB;
  };
  return {
    /** Free space the disk under DATA_DIR must keep after a submission (the largest is 51 MB). */
    minFreeBytes: mb(env.UPLOAD_MIN_FREE_MB, 1024),
    /** Total size of the submissions kept under DATA_DIR. */
    maxKeptBytes: mb(env.UPLOAD_MAX_STORED_MB, 20 * 1024),
  };
}

export interface StorageStatus {
  full: boolean;
  /** Why it is full: the disk, or the quota of what is kept. */
  reason: 'disk' | 'quota' | null;
  freeBytes: number;
  keptBytes: number;
  minFreeBytes: number;
  maxKeptBytes: number;
}

/** Summing every stored file costs a directory walk: it is redone at most this often. */
const KEPT_TTL_MS = 10_000;
let kept: { dir: string; bytes: number; at: number } | null = null;

async function folderBytes(folder: string): Promise<number> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return 0; // Not created before the first submission.
  }
  let total = 0;
  for (const name of names) {
    try {
      total += (await stat(path.join(folder, name))).size;
    } catch {
      // Removed meanwhile.
    }
  }
  return total;
}

async function keptBytes(root: string, now: number): Promise<number> {
  if (kept && kept.dir === root && now - kept.at < KEPT_TTL_MS) return kept.bytes;
  const bytes =
    (await folderBytes(path.join(root, 'uploads'))) +
    (await folderBytes(path.join(root, 'submissions'))) +
    // Files on their way by tus (lib/upload/tus): kept until submitted or expired.
    (await folderBytes(path.join(root, 'tus')));
  kept = { dir: root, bytes, at: now };
  return bytes;
}

/** Counts a just-stored submission without waiting for the next walk. */
export function recordStored(bytes: number): void {
  if (kept) kept.bytes += bytes;
}

/**
 * Whether DATA_DIR can take another submission: the free space of its file system (`statfs`,
 * the blocks an unprivileged process may use) and the total already kept, each against its
 * threshold. Read before any byte of an upload is accepted.
 */
export async function storageStatus(now = Date.now()): Promise<StorageStatus> {
  const root = dataDir();
  const limits = storageLimits();
  // DATA_DIR may not exist yet; its nearest existing parent is on the same disk.
  let probe = root;
  let fs: Awaited<ReturnType<typeof statfs>> | null = null;
  while (!fs) {
    try {
      fs = await statfs(probe);
    } catch (error) {
      const parent = path.dirname(probe);
      if (parent === probe) throw error;
      probe = parent;
    }
  }
  const freeBytes = Number(fs.bavail) * Number(fs.bsize);
  const keptNow = await keptBytes(root, now);
  const reason =
    freeBytes < limits.minFreeBytes ? 'disk' : keptNow >= limits.maxKeptBytes ? 'quota' : null;
  return { full: reason !== null, reason, freeBytes, keptBytes: keptNow, ...limits };
}
