import https from 'node:https';
import { expect, test } from '@playwright/test';
import en from '../../messages/en.json';
import { INTERNSHIP, pdf } from '../application-form';
import { HTTPS, flushRedis } from './edge';

// An upload through the edge behaves as it does without one: the own-site check, the size limits
// and the rate limit see what nginx saw, never what the client wrote under a proxy's header names.
const endpoint = '/api/internship/apply';

test('a form’s Origin is checked against the address the browser used, as nginx forwards it', async ({
  request,
}) => {
  await flushRedis();
  // The build's SITE_URL is another origin: this is accepted through X-Forwarded-Host and -Proto
  // only. Incomplete on purpose, so nothing is forwarded to the provider.
  const own = await request.post(endpoint, {
    headers: { origin: HTTPS, 'accept-language': 'en' },
    multipart: { consent: '1' },
  });
  expect(own.status()).toBe(422);

  // Another site cannot make it its own by writing the headers nginx sets.
  const forged = await request.post(endpoint, {
    headers: {
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'accept-language': 'en',
    },
    multipart: { consent: '1' },
  });
  expect(forged.status()).toBe(403);
  expect(await forged.json()).toEqual({
    success: false,
    message: en.Applications.errors.forbidden,
  });
});

test('a file over the size limit is refused by the site with its own message', async ({
  request,
}) => {
  const answer = await request.post(endpoint, {
    headers: { origin: HTTPS, 'accept-language': 'en' },
    multipart: {
      ...INTERNSHIP,
      cv: pdf('cv.pdf', 11 * 1024 * 1024),
      motivation_letter_file: pdf('motivation.pdf', 2048),
    },
  });
  expect(answer.status()).toBe(413);
  expect(((await answer.json()) as { message: string }).message).toBe(
    en.Applications.errors.fileTooLarge.replace('{name}', 'cv.pdf'),
  );
});

test('the upload allowance counts the visitor behind the edge, whatever X-Forwarded-For says', async ({
  request,
}) => {
  await flushRedis();
  const attempt = (index: number) =>
    request.post(endpoint, {
      // A new made-up address each time: nginx replaces it with the one it saw.
      headers: { origin: HTTPS, 'x-forwarded-for': `203.0.113.${index}` },
      multipart: { consent: '1' },
    });
  for (let index = 1; index <= 10; index += 1) {
    expect((await attempt(index)).status(), `attempt ${index}`).toBe(422);
  }
  const refused = await attempt(11);
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  // Another visitor, from another address, still has an allowance of its own: the limit counts
  // the address nginx saw, not the proxies' (every hop inside the stack is 127.0.0.1).
  expect(await postFrom('127.0.0.2')).toBe(422);
  expect(await postFrom('127.0.0.1')).toBe(429);
  await flushRedis();
});

/** The same incomplete form, sent from a loopback address of our choosing. */
function postFrom(localAddress: string): Promise<number> {
  const boundary = 'edge-visitor';
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="consent"\r\n\r\n1\r\n--${boundary}--\r\n`;
  return new Promise((resolve, reject) => {
    const request = https.request(
      `${HTTPS}${endpoint}`,
      {
        method: 'POST',
        localAddress,
        family: 4,
        rejectUnauthorized: false,
        headers: {
          origin: HTTPS,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
