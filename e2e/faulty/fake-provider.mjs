// A small content provider for the faulty-provider e2e suite: it speaks the provider contract
// (the envelopes, field names and paths lib/embedded-provider answers) for the few reads the
// checked pages make, and misbehaves on demand. Two ports: the provider itself, and a control
// port the tests use to switch its mode, bump the content's edition and count the requests and
// proposals it received.
// The shared-cache suite (e2e/redis/) uses it too: content it can change, and a tender that
// accepts proposals.
//
//   node e2e/faulty/fake-provider.mjs  (FAKE_PROVIDER_PORT, FAKE_CONTROL_PORT)
//
// FAKE_RECEIVED_DIR: when set, each proposal accepted is kept there as it arrived, in
// `<receipt>.body`, before its receipt is sent (the edge suite's release test checks them).
// A proposal whose sender hangs up before its end is counted (`truncated`) and never kept.
// `POST /intake-delay` with a number of milliseconds makes the provider wait that long before it
// reads a proposal, so a test can stop the instance that is sending one (the edge's crash test);
// `held` in `/state` counts the proposals it is holding so.
//
// Modes: healthy, slow (answers after SLOW_MS, beyond the site's read timeout), http-500,
// malformed (truncated JSON), wrong-shape (valid JSON, not the contract's envelope), refused
// (the provider port is closed: connections are refused), huge-body (an endless answer with no
// Content-Length), absurd-last-page (every list claims 10,000,000 pages and answers any page
// asked), bad-item (one event with an unknown time zone, one news item with an unparsable
// image URL, among good ones, and an Arabic news title whose share card cannot be drawn).
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { healthyAnswer, ID } from './fake-content.mjs';

const PROVIDER_PORT = Number(process.env.FAKE_PROVIDER_PORT) || 3193;
const CONTROL_PORT = Number(process.env.FAKE_CONTROL_PORT) || 3194;
const SLOW_MS = 5_000;
export const MODES = [
  'healthy',
  'slow',
  'http-500',
  'malformed',
  'wrong-shape',
  'refused',
  'huge-body',
  'absurd-last-page',
  'bad-item',
];
/** What huge-body sends at most, in chunks, unless the site hangs up first (it should). */
const HUGE_BYTES = 256 * 1024 * 1024;

let mode = 'healthy';
let edition = 1;
let requests = 0;
let submissions = 0;
let truncated = 0;
let intakeDelayMs = 0;
let held = 0;
/** Requests received per path, so a test can tell which pages are being rendered. */
const reads = {};
/** The page the site asked for, so absurd-last-page can answer any of them. */
let askedPage = 1;

function send(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

const RECEIVED_DIR = process.env.FAKE_RECEIVED_DIR;

/**
 * The provider API's answer to a proposal for the provider's tender; the body is read, and kept
 * in RECEIVED_DIR when set (dropped otherwise) before the receipt goes out.
 */
async function acceptProposal(req, res) {
  if (intakeDelayMs > 0) {
    held += 1;
    await new Promise((resolve) => setTimeout(resolve, intakeDelayMs));
    held -= 1;
  }
  const chunks = [];
  try {
    for await (const chunk of req) if (RECEIVED_DIR) chunks.push(chunk);
    // A sender that hung up at a chunk's edge ends the stream without an error.
    if (!req.complete) throw new Error('the proposal ended early');
  } catch {
    truncated += 1;
    return res.destroy();
  }
  submissions += 1;
  const receipt = `FAKE-${submissions}`;
  if (RECEIVED_DIR) {
    await mkdir(RECEIVED_DIR, { recursive: true });
    await writeFile(path.join(RECEIVED_DIR, `${receipt}.body`), Buffer.concat(chunks));
  }
  send(res, 200, { success: true, data: { receipt_id: receipt } });
}

/** An answer that never ends by itself: only the reader hanging up stops it. */
function sendHuge(res) {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.write('{"success": true, "data": {"data": [], "padding": "');
  const chunk = 'x'.repeat(64 * 1024);
  let sent = 0;
  let closed = false;
  res.on('close', () => {
    closed = true;
  });
  const pump = () => {
    while (!closed && sent < HUGE_BYTES) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    if (!closed) res.end('"}}');
  };
  pump();
}

function answer(req, res) {
  requests += 1;
  const { pathname, searchParams } = new URL(req.url ?? '/', 'http://fake.provider');
  askedPage = Number(searchParams.get('page')) || 1;
  reads[pathname] = (reads[pathname] ?? 0) + 1;
  if (req.method === 'POST' && mode === 'healthy' && pathname === `/tenders/${ID}/apply`) {
    return acceptProposal(req, res);
  }
  switch (mode) {
    case 'huge-body':
      return sendHuge(res);
    case 'slow': {
      const timer = setTimeout(
        () => send(res, ...healthyAnswer(pathname, { mode, edition, page: askedPage })),
        SLOW_MS,
      );
      res.on('close', () => clearTimeout(timer));
      return;
    }
    case 'http-500':
      return send(res, 500, { success: false, message: 'Internal Server Error' });
    case 'malformed':
      return send(res, 200, '{"success": true, "data": {"data": [{"id": 1, "title": "cut');
    case 'wrong-shape':
      return send(res, 200, { status: 'ok', items: 'unexpected' });
    default:
      return send(res, ...healthyAnswer(pathname, { mode, edition, page: askedPage }));
  }
}

const provider = http.createServer(answer);
const sockets = new Set();
provider.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});

function listen() {
  return new Promise((resolve) => {
    if (provider.listening) return resolve();
    provider.listen(PROVIDER_PORT, 'localhost', resolve);
  });
}

function close() {
  return new Promise((resolve) => {
    if (!provider.listening) return resolve();
    provider.close(() => resolve());
    for (const socket of sockets) socket.destroy();
  });
}

async function setMode(next) {
  mode = next;
  if (mode === 'refused') await close();
  else await listen();
}

const control = http.createServer(async (req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://fake.control');
  if (req.method === 'POST' && pathname === '/mode') {
    let body = '';
    for await (const chunk of req) body += chunk;
    if (!MODES.includes(body.trim()))
      return send(res, 400, { error: `modes: ${MODES.join(', ')}` });
    await setMode(body.trim());
    return send(res, 200, { mode });
  }
  if (req.method === 'POST' && pathname === '/edition') {
    edition += 1;
    return send(res, 200, { edition });
  }
  if (req.method === 'POST' && pathname === '/intake-delay') {
    let body = '';
    for await (const chunk of req) body += chunk;
    intakeDelayMs = Math.max(0, Number(body.trim()) || 0);
    return send(res, 200, { intakeDelayMs });
  }
  if (req.method === 'GET' && pathname === '/state') {
    return send(res, 200, { mode, edition, requests, submissions, truncated, held, reads });
  }
  return send(res, 404, { error: 'not found' });
});

await listen();
control.listen(CONTROL_PORT, 'localhost', () => {
  console.log(`fake provider on :${PROVIDER_PORT}, control on :${CONTROL_PORT}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    control.close();
    close().then(() => process.exit(0));
  });
}
