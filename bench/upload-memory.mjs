// The upload pipeline's memory under load: the standalone server's peak resident memory
// (VmHWM, Linux) while 20 visitors each send a 20 MB internship application at once. Called by
// scripts/bench.mjs; by hand:  node bench/upload-memory.mjs [--port 3213] [--dir .next/standalone]
//
// Each request comes from its own address (X-Forwarded-For behind TRUST_PROXY=1), so the upload
// limit of 10 per client does not refuse any; every submission is valid and is stored.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { memoryStatusKb } from './resident.mjs';
import { startServer, waitFor } from './load.mjs';

const MB = 1024 * 1024;

/** A valid internship application's text fields, shared with the e2e suites. */
const internship = JSON.parse(
  await readFile(new URL('../e2e/internship-application.json', import.meta.url), 'utf8'),
);

/** Resident memory now and at its peak, from /proc (Linux only). */
async function memory(pid) {
  const status = memoryStatusKb(pid);
  if (!status) throw new Error(`no process ${pid}`);
  return { rssMb: status.resident / 1024, peakMb: status.peak / 1024 };
}

function pdf(size) {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
}

/**
 * Starts the build's standalone server on `port` with its own DATA_DIR, sends `concurrency`
 * applications of about `megabytes` MB each at once (two PDF files of half that size, within the
 * form's 10 MB per file), and reports the server's resident memory before and at its peak.
 */
export async function measureUploadMemory({
  port = 3213,
  dir = path.resolve('.next', 'standalone'),
  concurrency = 20,
  megabytes = 20,
  /** The server preload (docs/operations.md, "Uploads and abuse"); null to run a build from before it. */
  preload = path.resolve('server-preload.mjs'),
} = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-upload-'));
  const origin = `http://localhost:${port}`;
  const child = startServer({ dir, port, dataDir, preload, env: { TRUST_PROXY: '1' } });
  try {
    await waitFor(`${origin}/api/health`, 90_000, child);
    // One warm-up request compiles the route's code paths before the baseline is read.
    await fetch(`${origin}/internship`);
    const idle = await memory(child.pid);
    const half = Math.floor((megabytes * MB) / 2) - 16 * 1024;
    const file = pdf(Math.min(half, 10 * MB));
    const started = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: concurrency }, async (_, i) => {
        const form = new FormData();
        for (const [key, value] of Object.entries({
          ...internship,
          full_name: `Bench applicant ${i}`,
        })) {
          form.set(key, value);
        }
        form.set('cv', new Blob([file], { type: 'application/pdf' }), 'cv.pdf');
        form.set(
          'motivation_letter_file',
          new Blob([file], { type: 'application/pdf' }),
          'letter.pdf',
        );
        const response = await fetch(`${origin}/api/internship/apply`, {
          method: 'POST',
          headers: { origin, lang: 'en', 'x-forwarded-for': `198.18.0.${i + 1}` },
          body: form,
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const after = await memory(child.pid);
    return {
      concurrency,
      megabytesEach: Number(((2 * file.length) / MB).toFixed(1)),
      accepted: statuses.filter((status) => status === 200).length,
      statuses: [...new Set(statuses)],
      seconds: Number(((Date.now() - started) / 1000).toFixed(1)),
      idleRssMb: Math.round(idle.rssMb),
      peakRssMb: Math.round(after.peakMb),
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name) => {
    const index = process.argv.indexOf(name);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  const result = await measureUploadMemory({
    port: Number(option('--port')) || 3213,
    dir: path.resolve(option('--dir') ?? path.join('.next', 'standalone')),
    ...(process.argv.includes('--no-preload') ? { preload: null } : {}),
  });
  console.log(JSON.stringify(result, null, 2));
}
