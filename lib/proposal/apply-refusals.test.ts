/** @jest-environment node */
// POST /api/tenders/{id}/apply: what is refused before the proposal is read — another site,
// a body too large or unreadable, a client over its rate limit.
import en from '@/messages/en.json';
import { quietErrorLog } from '@/lib/upload/__fixtures__/error-log';
import { handleApply } from './apply';
import { MAX_BODY_BYTES } from './constants';
import { answer, NOW, post, proposal, setup, SITE } from './__fixtures__/apply';

quietErrorLog();

describe('POST /api/tenders/{id}/apply', () => {
  it('refuses a cross-site request, or one without an Origin, with 403', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }]) {
      const deps = setup();
      await expect(answer(post(proposal(), { headers }), deps)).resolves.toEqual({
        status: 403,
        body: {
          success: false,
          message: 'This submission was refused because it did not come from this website.',
        },
      });
      expect(deps.getTender).not.toHaveBeenCalled();
    }
    const bare = new Request(`${SITE}/api/tenders/1/apply`, { method: 'POST', body: proposal() });
    expect((await handleApply(bare, '1', setup())).status).toBe(403);
  });

  it('accepts the origin the request was sent to (its Host) as well as SITE_URL', async () => {
    // The standalone server's request.url always says localhost; Host says what the visitor used.
    const request = new Request('http://localhost:3000/api/tenders/1/apply', {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
      body: proposal(),
    });
    expect((await handleApply(request, '1', setup())).status).toBe(200);
  });

  it('believes X-Forwarded-Host only behind a trusted proxy', async () => {
    const viaProxy = () =>
      new Request('http://localhost:3000/api/tenders/1/apply', {
        method: 'POST',
        headers: {
          origin: 'https://www.example.org',
          host: 'site-1:3000',
          'x-forwarded-host': 'www.example.org',
          'x-forwarded-proto': 'https',
          'x-forwarded-for': '203.0.113.9',
        },
        body: proposal(),
      });
    expect((await handleApply(viaProxy(), '1', setup())).status).toBe(200);
    const direct = setup({ trustedProxyHops: () => 0 });
    expect((await handleApply(viaProxy(), '1', direct)).status).toBe(403);
  });

  it('refuses a foreign Origin even when Host is forged to match it', async () => {
    const request = new Request('http://localhost:3000/api/tenders/1/apply', {
      method: 'POST',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      body: proposal(),
    });
    expect((await handleApply(request, '1', setup())).status).toBe(403);
  });

  it('refuses an oversized body with 413 before reading it', async () => {
    const deps = setup();
    const result = await answer(
      post('x', { headers: { 'content-length': String(MAX_BODY_BYTES + 1) } }),
      deps,
    );
    expect(result).toEqual({
      status: 413,
      body: {
        success: false,
        message: 'The submission is too large: the files may total at most 50MB.',
      },
    });
    expect(deps.getTender).not.toHaveBeenCalled();
  });

  it('stops reading a body without Content-Length once it passes the cap', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const request = new Request(`${SITE}/api/tenders/1/apply`, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'multipart/form-data; boundary=x' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect((await handleApply(request, '1', setup())).status).toBe(413);
    expect(sent).toBeGreaterThan(MAX_BODY_BYTES);
    expect(sent).toBeLessThan(MAX_BODY_BYTES + 4 * chunk.length);
  });

  it('answers 400 for a malformed or missing body', async () => {
    const cases: [BodyInit | null, Record<string, string>][] = [
      [null, {}],
      ['', { 'content-type': 'multipart/form-data; boundary=abc' }],
      [
        '--abc\r\nContent-Disposition: form-da',
        { 'content-type': 'multipart/form-data; boundary=abc' },
      ],
      ['company_name=x', { 'content-type': 'application/x-www-form-urlencoded' }],
    ];
    for (const [body, headers] of cases) {
      await expect(answer(post(body, { headers }))).resolves.toEqual({
        status: 400,
        body: { success: false, message: 'The form could not be read. Please submit it again.' },
      });
    }
  });

  it('limits each client to 10 submissions per 10 minutes', async () => {
    let now = NOW;
    const deps = setup({ now: () => now });
    for (let i = 0; i < 10; i += 1) expect((await answer(post(proposal()), deps)).status).toBe(200);
    const limited = await handleApply(post(proposal()).request, '1', deps);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).message).toBe(en.Proposal.errors.rateLimited);
    // Another address is not affected; the first one may submit again once the window has passed.
    const other = post(proposal(), { headers: { 'x-forwarded-for': '198.51.100.7, 10.0.0.1' } });
    expect((await answer(other, deps)).status).toBe(200);
    now += 10 * 60_000;
    expect((await answer(post(proposal()), deps)).status).toBe(200);
  });
});
