import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers';
import { SUBMISSION_ID } from '../tus/forms';
import {
  newSubmissionId,
  startResumableUpload,
  type ResumableOptions,
  type ResumableUpload,
  type UploadState,
} from './resumable';

// What a form sees of one file's upload (lib/upload/browser/resumable.ts) through tus-js-client's
// browser build, as the page runs it, against a stand-in of the site's tus endpoint in
// XMLHttpRequest: its states, what it tells the endpoint, how it waits out a dropped connection
// and a struggling server, when it gives the file back to the form, and what cancel and stop leave
// on the server. Jest would otherwise resolve tus-js-client's Node build.
jest.mock('tus-js-client', () => jest.requireActual('tus-js-client/lib.es5/browser/index.js'));

const MB = 1024 * 1024;

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  bytes: number;
}

/**
 * How the endpoint answers its next request of a method, in turn: as it should (`ok`), with a
 * status and body, or not at all (the connection dropped). Once they are used up, it answers as
 * it should.
 */
type Fault = { method: string } & (
  { ok: true } | { status: number; body?: string } | { network: true }
);

/** The endpoint: its uploads by address, the faults still to come, and every request. */
const server = {
  uploads: new Map<string, { offset: number; length: number }>(),
  faults: [] as Fault[],
  sent: [] as Sent[],
  created: 0,
  /** Where a creation is answered: an absolute address, as a proxy in front may give one. */
  origin: 'https://www.example.org',
};

class TusServerXhr {
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: ((error: unknown) => void) | null = null;
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};
  private answered: Record<string, string> = {};
  private aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  abort() {
    this.aborted = true;
  }
  getResponseHeader(name: string) {
    return this.answered[name.toLowerCase()] ?? null;
  }
  send(body?: Blob | null) {
    const bytes = body instanceof Blob ? body.size : 0;
    server.sent.push({ method: this.method, url: this.url, headers: this.headers, bytes });
    const at = server.faults.findIndex((fault) => fault.method === this.method);
    const [fault] = at >= 0 ? server.faults.splice(at, 1) : [];
    // Answered on a later turn of the event loop, as a real request is. Not in a microtask: an
    // upload that went wrong with tiny pieces would then send millions of requests without ever
    // letting a timer, the test's own timeout included, run.
    nextTurn(() => {
      if (this.aborted) return;
      if (fault && 'network' in fault) return this.onerror?.(new Error('network'));
      if (fault && 'status' in fault) {
        this.status = fault.status;
        this.responseText = fault.body ?? '';
      } else this.answer(bytes);
      this.onload?.();
    });
  }
  private answer(bytes: number) {
    const path = new URL(this.url, server.origin).pathname;
    const upload = server.uploads.get(path);
    if (this.method === 'POST') {
      server.created += 1;
      const address = `/api/uploads/upload${String(server.created).padStart(16, '0')}`;
      server.uploads.set(address, {
        offset: 0,
        length: Number(this.headers['upload-length']),
      });
      this.status = 201;
      this.answered = { location: `${server.origin}${address}` };
    } else if (!upload) this.status = 404;
    else if (this.method === 'HEAD') {
      this.status = 200;
      this.answered = {
        'upload-offset': String(upload.offset),
        'upload-length': String(upload.length),
      };
    } else if (this.method === 'PATCH') {
      upload.offset += bytes;
      this.status = 204;
      this.answered = { 'upload-offset': String(upload.offset) };
    } else {
      server.uploads.delete(path);
      this.status = 204;
    }
  }
}

const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  // Only the clock is faked: the file's bytes are read, and the requests answered, as they would be.
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  server.uploads.clear();
  server.faults = [];
  server.sent = [];
  server.created = 0;
  localStorage.clear();
  globalThis.XMLHttpRequest = TusServerXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  // A test's uploads still waiting would otherwise answer the next test's 'online' event.
  for (const upload of started.splice(0)) upload.stop();
  jest.useRealTimers();
  jest.restoreAllMocks();
});
afterAll(() => {
  globalThis.XMLHttpRequest = realXhr;
});

const pdf = (size: number, name = 'cv.pdf', lastModified = 1_765_000_000_000) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf', lastModified });

const started: ResumableUpload[] = [];

function start(file: File, options: Partial<ResumableOptions> = {}) {
  const states: UploadState[] = [];
  const upload = startResumableUpload(file, {
    form: 'vacancy',
    submission: 'submission000000000001',
    locale: 'fr',
    onState: (state) => states.push(state),
    ...options,
  });
  started.push(upload);
  return { upload, states, last: () => states.at(-1) };
}

/** The states in the order the form met them, each change once (tus-js-client reports a piece's
 * progress when it is sent and when it has arrived). */
function changes(states: UploadState[]) {
  return states.filter(
    (state, i) => i === 0 || JSON.stringify(state) !== JSON.stringify(states[i - 1]),
  );
}

/** Lets the requests and their answers run, without moving the clock. */
async function settle() {
  for (let i = 0; i < 30; i += 1) {
    await new Promise((resolve) => nextTurn(resolve));
    await jest.advanceTimersByTimeAsync(0);
  }
}

/** Moves the clock by `ms`, letting the requests due by then run. */
async function after(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
  await settle();
}

/**
 * Moves the clock past every try the client may make (its longest wait is 15 s, and the tests
 * make at most fourteen tries), 15 s at a time so that each answer arrives before the next try
 * is due, as it would.
 */
async function afterEveryTry() {
  for (let step = 0; step < 20; step += 1) await after(15_000);
}

/** The edge's limit on one request to the uploads endpoint (deploy/nginx.conf), in bytes. */
function edgeLimit(): number {
  const conf = readFileSync(path.join(process.cwd(), 'deploy/nginx.conf'), 'utf8');
  const block = conf.slice(conf.indexOf('location /api/uploads'));
  const [, megabytes = ''] = /client_max_body_size (\d+)m;/.exec(block) ?? [];
  return Number(megabytes) * MB;
}

const methods = () => server.sent.map((request) => request.method);
const patches = () =>
  server.sent.filter((request) => request.method === 'PATCH').map((r) => r.bytes);

describe('an upload that goes through', () => {
  it('reports its progress piece by piece and ends with its address on this site', async () => {
    const { upload, states } = start(pdf(5 * MB));
    await settle();
    expect(changes(states)).toEqual([
      { kind: 'uploading', fraction: 0 },
      { kind: 'uploading', fraction: 0.4 },
      { kind: 'uploading', fraction: 0.8 },
      { kind: 'uploading', fraction: 1 },
      // Only the path: the form names the upload on this site, whatever host answered.
      { kind: 'done', url: '/api/uploads/upload0000000000000001' },
    ]);
    await expect(upload.done).resolves.toBe('/api/uploads/upload0000000000000001');
    await expect(upload.settled()).resolves.toEqual({ url: '/api/uploads/upload0000000000000001' });
  });

  it('goes in pieces the edge lets through in one request, never the whole file at once', async () => {
    const { upload } = start(pdf(5 * MB));
    await settle();
    expect(patches()).toEqual([2 * MB, 2 * MB, MB]);
    expect(Math.max(...patches())).toBeLessThan(edgeLimit());
    await expect(upload.done).resolves.toBe('/api/uploads/upload0000000000000001');
  });

  it('tells the endpoint the form, the file, the submission and the page’s language', async () => {
    start(pdf(1000, 'lettre de motivation.pdf'), { form: 'internship', locale: 'ar' });
    await settle();
    const creation = server.sent.find((request) => request.method === 'POST')!;
    const metadata = Object.fromEntries(
      (creation.headers['upload-metadata'] ?? '').split(',').map((pair) => {
        const [key, value = ''] = pair.split(' ');
        return [key, Buffer.from(value, 'base64').toString('utf8')];
      }),
    );
    expect(metadata).toEqual({
      form: 'internship',
      filename: 'lettre de motivation.pdf',
      filetype: 'application/pdf',
      submission: 'submission000000000001',
    });
    expect(creation.headers['upload-length']).toBe('1000');
    expect(server.sent.every((request) => request.headers.lang === 'ar')).toBe(true);
  });
});

describe('a dropped connection', () => {
  it('is waited out: the form learns "waiting" at once, and nothing is sent twice', async () => {
    const { upload, last } = start(pdf(5 * MB));
    // The first piece arrives, the second is lost on the way.
    server.faults.push({ method: 'PATCH', ok: true }, { method: 'PATCH', network: true });
    const asked = upload.settled();
    await settle();
    expect(methods()).toEqual(['POST', 'PATCH', 'PATCH']);
    expect(last()).toEqual({ kind: 'waiting', fraction: 0.4 });
    await expect(asked).resolves.toBe('waiting');
    await expect(upload.settled()).resolves.toBe('waiting');

    await after(2_900);
    expect(methods()).toEqual(['POST', 'PATCH', 'PATCH']);
    await after(100);
    expect(methods()).toEqual(['POST', 'PATCH', 'PATCH', 'HEAD', 'PATCH', 'PATCH']);
    expect(patches()).toEqual([2 * MB, 2 * MB, 2 * MB, MB]);
    // What the server had kept was not sent again.
    expect(server.uploads.get('/api/uploads/upload0000000000000001')?.offset).toBe(5 * MB);
    expect(last()).toEqual({ kind: 'done', url: '/api/uploads/upload0000000000000001' });
    // No longer waiting: a submit now gets the address.
    await expect(upload.settled()).resolves.toEqual({ url: '/api/uploads/upload0000000000000001' });
  });

  it('goes on as soon as the browser is online again, and not before while it is offline', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { upload, last } = start(pdf(3 * MB));
    server.faults.push({ method: 'PATCH', network: true });
    await settle();
    expect(last()).toMatchObject({ kind: 'waiting' });
    await after(60_000);
    expect(methods()).toEqual(['POST', 'PATCH']);

    // A network that comes back may say so twice: the upload goes on once.
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(methods()).toEqual(['POST', 'PATCH', 'HEAD', 'PATCH', 'PATCH']);
    await expect(upload.done).resolves.toBe('/api/uploads/upload0000000000000001');
  });

  it('goes on at the online event before its own try is due, and does not try again then', async () => {
    const { upload } = start(pdf(3 * MB));
    server.faults.push({ method: 'PATCH', network: true });
    await settle();
    await after(1_000);
    window.dispatchEvent(new Event('online'));
    await settle();
    await expect(upload.done).resolves.toBe('/api/uploads/upload0000000000000001');
    await after(60_000);
    expect(methods()).toEqual(['POST', 'PATCH', 'HEAD', 'PATCH', 'PATCH']);
  });

  it('answers a submit asked while uploading with "waiting" when the connection drops later', async () => {
    const { upload } = start(pdf(5 * MB));
    const asked = upload.settled();
    await settle();
    // By now it is done: the earlier answer was the address.
    await expect(asked).resolves.toEqual({ url: '/api/uploads/upload0000000000000001' });

    const second = start(pdf(5 * MB, 'other.pdf'));
    server.faults.push({ method: 'PATCH', network: true });
    const early = second.upload.settled();
    await settle();
    await expect(early).resolves.toBe('waiting');
  });
});

describe('a struggling server', () => {
  const busy = (count: number, status = 503) => {
    for (let i = 0; i < count; i += 1) server.faults.push({ method: 'PATCH', status });
  };

  it('is asked again after 2, 4, 8 and then 15 seconds at most', async () => {
    busy(5);
    const { last } = start(pdf(1 * MB));
    await settle();
    expect(last()).toEqual({ kind: 'waiting', fraction: 0 });
    const heads = () => methods().filter((method) => method === 'HEAD').length;
    for (const [delay, count] of [
      [2_000, 1],
      [4_000, 2],
      [8_000, 3],
      [15_000, 4],
      [15_000, 5],
    ] as const) {
      await after(delay - 1);
      expect(heads()).toBe(count - 1);
      await after(1);
      expect(heads()).toBe(count);
    }
    expect(last()).toEqual({ kind: 'done', url: '/api/uploads/upload0000000000000001' });
  });

  it('gives the file back to the form after eight tries, for the submit to send it itself', async () => {
    busy(9);
    const { upload, last } = start(pdf(1 * MB));
    await afterEveryTry();
    expect(patches()).toHaveLength(9);
    expect(last()).toEqual({ kind: 'failed', message: null, refused: false });
    await expect(upload.done).resolves.toBeNull();
    await expect(upload.settled()).resolves.toEqual({ url: null });
    // Given back for good: the connection coming back does not start it again.
    window.dispatchEvent(new Event('online'));
    await after(60_000);
    expect(patches()).toHaveLength(9);
  });

  it('goes through after eight tries that failed, when the ninth piece arrives', async () => {
    busy(8);
    const { last } = start(pdf(1 * MB));
    await afterEveryTry();
    expect(last()).toEqual({ kind: 'done', url: '/api/uploads/upload0000000000000001' });
  });

  it('counts the tries afresh after each piece that arrives', async () => {
    // Six failures, the first piece, six more: twelve in all, never more than six in a row.
    busy(6);
    server.faults.push({ method: 'PATCH', ok: true });
    busy(6);
    const { last } = start(pdf(3 * MB));
    await afterEveryTry();
    expect(patches()).toHaveLength(14);
    expect(last()).toEqual({ kind: 'done', url: '/api/uploads/upload0000000000000001' });
  });

  it.each([409, 423, 500, 502])(
    'asks where the upload stands after a %i and goes on',
    async (status) => {
      server.faults.push({ method: 'PATCH', status });
      const { last } = start(pdf(1 * MB));
      await settle();
      expect(last()).toMatchObject({ kind: 'waiting' });
      await after(2_000);
      expect(methods()).toEqual(['POST', 'PATCH', 'HEAD', 'PATCH']);
      expect(last()).toEqual({ kind: 'done', url: '/api/uploads/upload0000000000000001' });
    },
  );
});

describe('a refusal', () => {
  const refusal = (status: number, message: string) => ({
    method: 'PATCH',
    status,
    body: JSON.stringify({ success: false, message }),
  });

  it.each([
    [415, 'Ce fichier n’est pas un PDF.'],
    [413, 'Ce fichier dépasse 10 Mo.'],
    // A full disk does not empty by waiting: the visitor reads it now.
    [507, 'Le site ne peut pas recevoir de fichiers pour le moment.'],
    [499, 'Refusé.'],
  ])('(%i) shows the site’s message and is not tried again', async (status, message) => {
    server.faults.push(refusal(status, message));
    const { upload, last } = start(pdf(1 * MB));
    await settle();
    expect(last()).toEqual({ kind: 'failed', message, refused: true });
    await expect(upload.done).resolves.toBeNull();
    await after(60_000);
    expect(methods()).toEqual(['POST', 'PATCH']);
  });

  it('of the creation itself gives its message too', async () => {
    server.faults.push({ ...refusal(429, 'Trop de fichiers envoyés.'), method: 'POST' });
    const { last } = start(pdf(1 * MB));
    await settle();
    expect(last()).toEqual({ kind: 'failed', message: 'Trop de fichiers envoyés.', refused: true });
  });
});

describe('a browser whose storage cannot be read', () => {
  it('still sends the file (it only cannot resume it after a reload)', async () => {
    localStorage.setItem('an earlier visit', '1');
    jest.spyOn(Storage.prototype, 'key').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const { upload } = start(pdf(1 * MB));
    await settle();
    await expect(upload.done).resolves.toBe('/api/uploads/upload0000000000000001');
  });
});

describe('cancel and stop', () => {
  it('cancel (the visitor removed the file) removes what the server holds and sends no more', async () => {
    const { upload } = start(pdf(5 * MB));
    server.faults.push({ method: 'PATCH', network: true });
    await settle();
    upload.cancel();
    await after(60_000);
    expect(methods()).toEqual(['POST', 'PATCH', 'DELETE']);
    expect(server.uploads.size).toBe(0);
    await expect(upload.done).resolves.toBeNull();
  });

  // Cancel: the visitor removed the file; stop: the form went away at once.
  it.each(['cancel', 'stop'] as const)(
    '%s before the client has loaded sends nothing at all',
    async (how) => {
      const { upload, states } = start(pdf(1 * MB));
      upload[how]();
      await after(60_000);
      expect(server.sent).toEqual([]);
      expect(states).toEqual([]);
    },
  );

  it('removed while the upload is being set up, sends nothing', async () => {
    let upload: ResumableUpload | null = null;
    upload = startResumableUpload(pdf(1 * MB), {
      form: 'vacancy',
      submission: 'submission000000000001',
      locale: 'fr',
      // The visitor removes the file as soon as its upload shows.
      onState: () => upload?.cancel(),
    });
    await after(60_000);
    expect(server.sent).toEqual([]);
    await expect(upload.done).resolves.toBeNull();
  });

  it('stop (the form went away) keeps what the server holds, and the same file goes on from there in the same form', async () => {
    const first = start(pdf(5 * MB));
    server.faults.push({ method: 'PATCH', ok: true }, { method: 'PATCH', network: true });
    await settle();
    first.upload.stop();
    await after(60_000);
    expect(methods()).toEqual(['POST', 'PATCH', 'PATCH']);
    expect(server.uploads.get('/api/uploads/upload0000000000000001')?.offset).toBe(2 * MB);

    // After a reload: the same file chosen again in the same form.
    server.sent = [];
    const again = start(pdf(5 * MB));
    await settle();
    expect(methods()).toEqual(['HEAD', 'PATCH', 'PATCH']);
    expect(patches()).toEqual([2 * MB, MB]);
    expect(first.last()).toEqual({ kind: 'waiting', fraction: 0.4 });
    expect(again.last()).toEqual({ kind: 'done', url: '/api/uploads/upload0000000000000001' });

    // Finished, it is not resumed a third time: the file starts afresh.
    server.sent = [];
    start(pdf(5 * MB));
    await settle();
    expect(methods()[0]).toBe('POST');
  });

  it('does not resume another form’s upload, nor another file of the same name', async () => {
    const first = start(pdf(5 * MB));
    server.faults.push({ method: 'PATCH', network: true });
    await settle();
    first.upload.stop();

    for (const [file, form] of [
      [pdf(5 * MB), 'internship'],
      [pdf(4 * MB), 'vacancy'],
      [pdf(5 * MB, 'cv.pdf', 1_765_000_000_001), 'vacancy'],
      // Its size and date written one after the other read the same as the first file's
      // (5242880 and 1765000000000, 52428801 and 765000000000).
      [pdf(5 * MB * 10 + 1, 'cv.pdf', 765_000_000_000), 'vacancy'],
    ] as const) {
      server.sent = [];
      const other = start(file, { form });
      await settle();
      expect(methods()[0]).toBe('POST');
      other.upload.stop();
    }
  });
});

describe('newSubmissionId', () => {
  it('is an id the endpoint accepts, and a new one each time', () => {
    const ids = Array.from({ length: 50 }, newSubmissionId);
    for (const id of ids) expect(id).toMatch(SUBMISSION_ID);
    expect(ids[0]).toHaveLength(24);
    expect(new Set(ids).size).toBe(50);
    // Letters of both cases and digits, not one kind only.
    expect(ids.join('')).toMatch(/[A-Z]/);
    expect(ids.join('')).toMatch(/[a-z]/);
    expect(ids.join('')).toMatch(/[0-9]/);
  });
});
