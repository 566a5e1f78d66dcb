// The tus endpoint as the tests in lib/upload/tus drive it: an endpoint on a folder, and the
// requests a tus client sends to it. No glob in these comments: Jest finds the tests related to a
// file (Stryker runs only those) by reading imports after removing block comments, and a slash
// followed by a star here opened one that hid every import below from it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { MB } from '../constants';
import { createUploadEndpoint, type CostLimiter, type UploadEndpointDeps } from '../tus/endpoint';

export const SITE = 'https://inwrdam.example';
export const SUBMISSION = 'abcdefghijklmnop0123';

/** A limit counted in memory, answering as deps.ts's does. */
export function limiter(points: number): CostLimiter {
  const memory = new RateLimiterMemory({ points, duration: 600 });
  return {
    async take(key, cost) {
      try {
        await memory.consume(key, cost);
        return 0;
      } catch (error) {
        if (error instanceof RateLimiterRes) return Math.max(1, error.msBeforeNext);
        throw error;
      }
    },
  };
}

export type TusEndpoint = ReturnType<typeof createUploadEndpoint>;

/** The endpoint on `directory`, with the site's limits unless overridden. */
export function tusEndpoint(directory: string, overrides: Partial<UploadEndpointDeps> = {}) {
  return createUploadEndpoint({
    messages: async (locale: Locale) => (locale === 'ar' ? ar : en) as Messages,
    siteUrl: () => SITE,
    now: Date.now,
    storageFull: async () => false,
    trustedProxyHops: () => 0,
    directory,
    creations: limiter(100),
    bytes: limiter(300 * MB),
    ...overrides,
  });
}

const b64 = (text: string) => Buffer.from(text).toString('base64');
export function metadata(fields: Record<string, string>) {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${b64(value)}`)
    .join(',');
}

export function create(
  length: number,
  {
    form = 'tender',
    filename = 'proposal.pdf',
    submission = SUBMISSION,
    headers = {},
  }: {
    form?: string;
    filename?: string;
    submission?: string;
    headers?: Record<string, string>;
  } = {},
) {
  return new Request('http://localhost:3000/api/uploads', {
    method: 'POST',
    headers: {
      'Tus-Resumable': '1.0.0',
      Origin: SITE,
      'Upload-Length': String(length),
      'Upload-Metadata': metadata({ form, filename, submission }),
      ...headers,
    },
  });
}

/** A PATCH whose body is `bytes`, or a stream of them (a body arriving in chunks). */
export function patch(
  location: string,
  offset: number,
  bytes: Uint8Array | ReadableStream<Uint8Array>,
  headers = {},
) {
  return new Request(`http://localhost:3000${location}`, {
    method: 'PATCH',
    headers: {
      'Tus-Resumable': '1.0.0',
      Origin: SITE,
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
      ...headers,
    },
    body: bytes,
    duplex: 'half',
  } as RequestInit);
}

export function head(location: string, headers = {}) {
  return new Request(`http://localhost:3000${location}`, {
    method: 'HEAD',
    headers: { 'Tus-Resumable': '1.0.0', ...headers },
  });
}

export function remove(location: string) {
  return new Request(`http://localhost:3000${location}`, {
    method: 'DELETE',
    headers: { 'Tus-Resumable': '1.0.0', Origin: SITE },
  });
}

/** Creates an upload, expecting it made; answers its address. */
export async function created(endpoint: TusEndpoint, length: number, options = {}) {
  const response = await endpoint.handle(create(length, options));
  if (response.status !== 201) {
    throw new Error(`creation answered ${response.status}: ${await response.text()}`);
  }
  return response.headers.get('location')!;
}

export const message = async (response: Response) =>
  ((await response.json()) as { success: boolean; message: string }).message;

/** A body that arrives in these chunks, one read at a time. */
export function chunked(...chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  let next = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next < chunks.length) controller.enqueue(chunks[next++]!);
      else controller.close();
    },
  });
}

/**
 * A new folder per test, all removed once the file's tests are done: the store makes its folder
 * without waiting (its constructor), and a folder removed while it does fails whichever test runs
 * next (ENOENT), so no folder is removed while tests still run.
 */
export function freshFolders(prefix: string): () => string {
  const made: string[] = [];
  afterAll(async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const folder of made) rmSync(folder, { recursive: true, force: true });
  });
  return () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), prefix));
    made.push(folder);
    return folder;
  };
}

/**
 * The usual frame of a tus test file: each test gets a new store folder (answered by the function
 * returned) and a silenced console.error (the endpoint logs what it refuses).
 */
export function folderPerTest(prefix: string): () => string {
  const folder = freshFolders(prefix);
  let current = '';
  beforeEach(() => {
    current = folder();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());
  return () => current;
}
