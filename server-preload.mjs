// Preloaded into the production server (`node --import ./server-preload.mjs server.js`: the
// Dockerfile's CMD, scripts/standalone.mjs and scripts/stack/app.mjs's layout). It sees each request on
// Node's `http.server.request.start` diagnostics channel, published before the server's
// 'request' listener (Next) runs: https://nodejs.org/api/diagnostics_channel.html#http
// See docs/operations.md, "Uploads and abuse".
import { createHash } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import { buildPlan, inlineCriticalCss, withFontFaces } from './server-critical-css.mjs';
import { createShutdown } from './server-shutdown.mjs';

/**
 * Route handlers only see a Request, never the socket, and Next fills X-Forwarded-For with the
 * socket address only when the client did not send one (`??=` in
 * next/dist/server/base-server.js), so that header is the client's word. The socket's address
 * goes into this header, which only the server writes: a client's value under the name is dropped.
 */
export const SOCKET_ADDRESS_HEADER = 'x-inwrdam-socket-address';

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:net').Socket} socket
 */
export function recordSocketAddress(request, socket) {
  const address = socket.remoteAddress ?? '';
  request.headers[SOCKET_ADDRESS_HEADER] = address;
  // Anything reading the raw list sees the same single value.
  const raw = request.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) {
    if (raw[i]?.toLowerCase() === SOCKET_ADDRESS_HEADER) raw.splice(i, 2);
  }
  raw.push(SOCKET_ADDRESS_HEADER, address);
}

/**
 * A path whose percent-encoding is broken (`/%E0%A4%A`, which scanners send all day) makes Next
 * throw before any page, header rule or proxy runs: a bare 500 without the security headers.
 * Such a path is repaired the way browsers' URL parsers decode (WHATWG "UTF-8 decode without
 * BOM"): each byte sequence that is not UTF-8, and each `%` not followed by two hex digits, stands
 * for U+FFFD. The path keeps its shape (ASCII escapes such as `%2F` are left alone) and reaches
 * the router as an ordinary unknown path: the localised 404 page, with every header. (Escaping
 * the `%` instead does not help: Next decodes dynamic segments twice, and a literal `%` there
 * throws too.) Query strings and cookies need nothing: Next reads undecodable ones as they are.
 *
 * @param {string} url the request target, path and query
 * @returns {string | null} the target to use instead, or null when it decodes
 */
export function decodableTarget(url) {
  const query = url.indexOf('?');
  const pathname = query < 0 ? url : url.slice(0, query);
  const replacement = encodeURIComponent('\uFFFD');
  let escaped = pathname;
  try {
    // Decodes twice, as Next does for dynamic segments: a literal `%` (`/news/%25`) throws too.
    const once = decodeURIComponent(pathname);
    try {
      decodeURIComponent(once);
      return null;
    } catch {
      escaped = pathname.replace(/%25/g, '%');
    }
  } catch {
    // Not even decodable once: repaired as it is.
  }
  const repaired = escaped
    // Runs of escaped non-ASCII bytes: decoded leniently, then encoded again.
    .replace(/(?:%[89A-Fa-f][0-9A-Fa-f])+/g, (run) => {
      const bytes = Uint8Array.from(run.slice(1).split('%'), (hex) => parseInt(hex, 16));
      return encodeURIComponent(new TextDecoder('utf-8', { fatal: false }).decode(bytes));
    })
    .replace(/%(?![0-9A-Fa-f]{2})/g, replacement);
  return repaired + (query < 0 ? '' : url.slice(query));
}

/** Reports undecodable requests at most once a minute, with how many there were. */
export function createThrottledReport(log = console.warn, everyMs = 60_000, now = Date.now) {
  let last = -Infinity;
  let unreported = 0;
  return (/** @type {string} */ target) => {
    unreported += 1;
    if (now() - last < everyMs) return;
    log(
      `[request] ${unreported} request(s) with an undecodable path answered 404 ` +
        `since the last report, e.g. ${JSON.stringify(target.slice(0, 200))}`,
    );
    last = now();
    unreported = 0;
  };
}

const report = createThrottledReport();

/**
 * Drains before it stops on SIGTERM (server-shutdown.mjs; docs/operations.md). Made with the first
 * request, so that importing this module (its unit tests) adds no signal listener.
 * @type {ReturnType<typeof createShutdown> | undefined}
 */
let shutdown;

/** A `<script>`'s attributes that make it a JSON data block, which no browser runs. */
const JSON_BLOCK = /\btype\s*=\s*(["']?)application\/(?:ld\+)?json\1(?=\s|$)/i;

/**
 * The CSP sources that allow exactly the inline scripts of a whole HTML page: one
 * `'sha256-…'` per distinct `<script>` without `src` that a browser runs (Next's flight data,
 * `self.__next_f.push`). JSON blocks (`type="application/ld+json"`, JSON-LD) are data: a browser
 * never runs them and CSP does not check them, and their 55 bytes of hash each went out in the
 * headers of the page's first round trip (docs/measured.md, "Through the edge").
 * https://www.w3.org/TR/CSP3/#external-hash
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (/\bsrc\s*=/i.test(attributes) || JSON_BLOCK.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy with script-src's `'unsafe-inline'` replaced by the page's script hashes; other
 * directives (style-src keeps its own) untouched.
 * @param {string} policy
 * @param {string[]} hashes
 */
export function hashedPolicy(policy, hashes) {
  return policy.replace(/(^|;)(\s*script-src\b[^;]*)/, (_, lead, directive) => {
    const sources = directive.split(/\s+/).filter((source) => source !== "'unsafe-inline'");
    return `${lead}${[...sources, ...hashes].join(' ')}`;
  });
}

/**
 * Wraps a response's `end` or `write` now and each time something sets it again (Next's
 * compression sets its own around the one before), so that the wrapper always runs first. Each
 * wrapper is told whether it is the outermost, the last one set: only that one reads the page, as
 * the code passes it; the ones inside it see what the compression made of it, perhaps later.
 * @param {import('node:http').ServerResponse} response
 * @param {'end' | 'write'} name
 * @param {(method: Function, outermost: () => boolean) => Function} wrap
 */
function wrapWhenSet(response, name, wrap) {
  let layers = 0;
  const wrapLayer = (/** @type {Function} */ method) => {
    const layer = (layers += 1);
    return wrap(method, () => layer === layers);
  };
  let current = wrapLayer(response[name]);
  Object.defineProperty(response, name, {
    configurable: true,
    get: () => current,
    set: (method) => {
      current = wrapLayer(method);
    },
  });
}

/** Hashes by ETag: a page served from Next's cache is hashed once, not on every request. */
const hashesByEtag = new Map();

/**
 * A page rendered ahead (static or ISR) goes out whole in one `end(body)` call: its inline scripts
 * are known before its headers leave, so its CSP lists their hashes instead of allowing every
 * inline script (docs/edge.md, "The Observatory score"). A streamed answer (a dynamic render)
 * keeps the configured policy with `'unsafe-inline'`. `end` is wrapped whenever it is set, so the
 * body is read as Next passes it, before the compression Next wraps around the response.
 * @param {import('node:http').ServerResponse} response
 */
export function hashInlineScripts(response) {
  let done = false;
  const outside = (/** @type {Function} */ end, /** @type {() => boolean} */ outermost) =>
    function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
      if (
        outermost() &&
        !done &&
        !this.headersSent &&
        (typeof chunk === 'string' || Buffer.isBuffer(chunk))
      ) {
        done = true;
        const policy = this.getHeader('content-security-policy');
        const type = String(this.getHeader('content-type') ?? '');
        const plan = type.startsWith('text/html') ? buildPlan() : null;
        if (plan) {
          // The page's own rules inlined, its stylesheets no longer blocking the paint
          // (server-critical-css.mjs); before the hashes, which then cover its one script.
          const html = inlineCriticalCss(chunk.toString(), plan);
          if (this.hasHeader('content-length'))
            this.setHeader('content-length', Buffer.byteLength(html));
          chunk = html;
        }
        if (
          typeof policy === 'string' &&
          policy.includes("'unsafe-inline'") &&
          type.startsWith('text/html')
        ) {
          const etag = String(this.getHeader('etag') ?? '');
          let hashes = etag ? hashesByEtag.get(etag) : undefined;
          if (!hashes) {
            hashes = inlineScriptHashes(chunk.toString());
            if (etag) {
              hashesByEtag.set(etag, hashes);
              if (hashesByEtag.size > 1_000) hashesByEtag.delete(hashesByEtag.keys().next().value);
            }
          }
          this.setHeader('content-security-policy', hashedPolicy(policy, hashes));
        }
      }
      return end.call(this, chunk, ...rest);
    };
  wrapWhenSet(response, 'end', outside);
}

/** How much of a streamed page is read for its `</head>` before giving up on it. */
const HEAD_LIMIT = 256 * 1024;

/**
 * A page that streams (written piece by piece, not inlined by hashInlineScripts) gets the font
 * faces its stylesheets no longer carry, before its `</head>` (server-critical-css.mjs,
 * withFontFaces). `write` is wrapped whenever it is set, as `end` is above, so the pieces are read
 * before the compression Next wraps around the response.
 * @param {import('node:http').ServerResponse} response
 * @param {() => import('./server-critical-css.mjs').Plan | null} [readPlan] the build's plan
 */
export function addFontFacesToStream(response, readPlan = buildPlan) {
  let done = false;
  let before = '';
  const outside = (/** @type {Function} */ write, /** @type {() => boolean} */ outermost) =>
    function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
      if (!outermost() || done || !(typeof chunk === 'string' || chunk instanceof Uint8Array)) {
        return write.call(this, chunk, ...rest);
      }
      const plan = String(this.getHeader('content-type') ?? '').startsWith('text/html')
        ? readPlan()
        : null;
      // A length already sent cannot grow; with no plan (a build without postbuild), the
      // stylesheets still carry their faces.
      const fixedLength = this.hasHeader('content-length') && this.headersSent;
      if (!plan || fixedLength) {
        done = true;
        return write.call(this, chunk, ...rest);
      }
      const encoding =
        typeof rest[0] === 'string' ? /** @type {BufferEncoding} */ (rest[0]) : 'utf8';
      const bytes =
        typeof chunk === 'string'
          ? Buffer.from(chunk, encoding)
          : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      const piece = withFontFaces(bytes, before, plan);
      if (piece === null) {
        before += bytes.toString('latin1');
        if (before.length > HEAD_LIMIT) done = true;
        return write.call(this, chunk, ...rest);
      }
      done = true;
      before = '';
      if (this.hasHeader('content-length'))
        this.setHeader(
          'content-length',
          Number(this.getHeader('content-length')) + piece.length - bytes.length,
        );
      return write.call(this, piece, ...(typeof rest[0] === 'string' ? rest.slice(1) : rest));
    };
  wrapWhenSet(response, 'write', outside);
}

subscribe('http.server.request.start', (message) => {
  const { request, response, socket, server } =
    /** @type {{ request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, socket: import('node:net').Socket, server: import('node:http').Server }} */ (
      message
    );
  (shutdown ??= createShutdown()).onRequest(server, response);
  recordSocketAddress(request, socket);
  hashInlineScripts(response);
  addFontFacesToStream(response);
  const target = request.url ? decodableTarget(request.url) : null;
  if (target !== null) {
    report(request.url ?? '');
    request.url = target;
  }
});
