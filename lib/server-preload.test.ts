/** @jest-environment node */
import { createHash } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import {
  addFontFacesToStream,
  createThrottledReport,
  decodableTarget,
  hashInlineScripts,
  hashedPolicy,
  inlineScriptHashes,
} from '@/server-preload.mjs';

describe('decodableTarget', () => {
  it('leaves a path that decodes alone, Arabic and Persian included', () => {
    for (const url of ['/', '/news/3?page=2', '/ar/%D8%A3%D8%AE%D8%A8%D8%A7%D8%B1', '/a%2Fb']) {
      expect(decodableTarget(url)).toBeNull();
    }
  });

  it('repairs broken percent-encoding as browsers decode it: U+FFFD, the query untouched', () => {
    const fffd = '%EF%BF%BD';
    expect(decodableTarget('/%E0%A4%A')).toBe(`/${fffd}${fffd}A`);
    expect(decodableTarget('/ar/news/%C0%AF?page=%E0')).toBe(`/ar/news/${fffd}${fffd}?page=%E0`);
    expect(decodableTarget('/fa/%')).toBe(`/fa/${fffd}`);
    // Next decodes dynamic segments twice: an escaped stray `%` is repaired too.
    expect(decodableTarget('/news/%25')).toBe(`/news/${fffd}`);
    for (const url of ['/%E0%A4%A', '/x/%ZZ%2F%FF', '/news/%25E0']) {
      const repaired = decodableTarget(url)!;
      expect(() => decodeURIComponent(decodeURIComponent(repaired))).not.toThrow();
    }
  });
});

describe('createThrottledReport', () => {
  it('logs at most once a minute, saying how many came in between', () => {
    let now = 0;
    const lines: string[] = [];
    const report = createThrottledReport(
      (line) => lines.push(line),
      60_000,
      () => now,
    );
    report('/%E0');
    now = 1_000;
    report('/%E1');
    report('/%E2');
    now = 59_999;
    report('/%E3');
    expect(lines).toHaveLength(1);
    now = 61_000;
    report('/%E4');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('4 request(s)');
  });
});

describe('inline script hashes', () => {
  const policy =
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'";

  it('allows exactly the inline scripts the page runs, once each: no external one, no JSON-LD', () => {
    const html =
      '<script src="/_next/static/a.js" async></script><script>self.__next_f.push([1,"x"])</script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script>self.__next_f.push([1,"x"])</script>';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toEqual([
      `'sha256-${createHash('sha256').update('self.__next_f.push([1,"x"])').digest('base64')}'`,
    ]);
    expect(hashedPolicy(policy, hashes)).toBe(
      `default-src 'self'; script-src 'self' ${hashes.join(' ')}; style-src 'self' 'unsafe-inline'`,
    );
  });

  it("drops script-src's 'unsafe-inline' from a page without inline scripts", () => {
    expect(hashedPolicy(policy, [])).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'",
    );
  });

  it('hashes a page sent whole, before the compression wrapped around the response', () => {
    const response = new ServerResponse(new IncomingMessage(new Socket()));
    const sent: unknown[] = [];
    response.end = function (this: ServerResponse, chunk: unknown) {
      sent.push(chunk);
      return this;
    } as typeof response.end;
    hashInlineScripts(response);
    // What Next's compression does: wraps `end` and passes on other bytes.
    const inner = response.end as (this: ServerResponse, chunk: unknown) => ServerResponse;
    response.end = function (this: ServerResponse, chunk: unknown) {
      return inner.call(this, chunk === undefined ? chunk : Buffer.from('compressed'));
    } as typeof response.end;
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('content-security-policy', policy);
    response.end('<html><script>run()</script></html>');
    const header = String(response.getHeader('content-security-policy'));
    expect(header).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(header).toContain(`'sha256-${createHash('sha256').update('run()').digest('base64')}'`);
    expect(sent).toEqual([Buffer.from('compressed')]);
  });
});

describe('the font faces of a page that streams', () => {
  const FACE = '@font-face{font-family:latin Fallback;src:local(Arial)}';
  const plan = { sheets: {}, fallbacks: { '/a.css': [FACE] } };
  const HEAD = '<html><head><link rel="stylesheet" href="/a.css" data-precedence="next"/>';

  /** A response whose pieces are recorded as they would go out, behind Next's compression. */
  function streamed(type: string) {
    const response = new ServerResponse(new IncomingMessage(new Socket()));
    const sent: string[] = [];
    response.write = function (this: ServerResponse, chunk: unknown) {
      sent.push(Buffer.from(chunk as Uint8Array).toString());
      return true;
    } as typeof response.write;
    addFontFacesToStream(response, () => plan);
    // What Next's compression does: wraps `write` (here it only marks what passes).
    const inner = response.write as (this: ServerResponse, chunk: unknown) => boolean;
    response.write = function (this: ServerResponse, chunk: unknown) {
      return inner.call(this, Buffer.concat([Buffer.from('|'), Buffer.from(chunk as Uint8Array)]));
    } as typeof response.write;
    response.setHeader('content-type', type);
    return { response, sent };
  }

  it('writes them before the </head>, once, under the compression', () => {
    const { response, sent } = streamed('text/html; charset=utf-8');
    response.write(HEAD);
    response.write(new TextEncoder().encode('<title>مياه</title></head><body>'));
    response.write('<p></head></p>');
    expect(sent).toEqual([
      `|${HEAD}`,
      `|<title>مياه</title><style data-fallbacks="">${FACE}</style></head><body>`,
      '|<p></head></p>',
    ]);
  });

  it('leaves anything but HTML alone', () => {
    const { response, sent } = streamed('text/x-component');
    response.write(`${HEAD}</head>`);
    expect(sent).toEqual([`|${HEAD}</head>`]);
  });
});
