import { expect, test } from '@playwright/test';
import { SHARED } from '../../playwright.redis.config';
import { A, B, ID, flushRedis } from './cluster';

// The upload limit with REDIS_URL set: 10 submissions per client in 10 minutes, for all upload
// endpoints together, counted in Redis (rate-limiter-flexible), so two instances allow 10 in all,
// not 10 each.
test('the upload allowance is counted across both instances and all upload endpoints', async ({
  request,
}) => {
  // Counters left by earlier specs' proposals start again from zero.
  await flushRedis();
  const attempt = (base: string, endpoint: string) =>
    request.post(`${base}${endpoint}`, {
      headers: { origin: SHARED.siteUrl, 'accept-language': 'en' },
      // Incomplete on purpose: an attempt counts whatever it carries, and nothing is forwarded.
      multipart: { consent: '1' },
    });
  const endpoints = [`/api/tenders/${ID}/apply`, '/api/internship/apply'];

  for (let index = 0; index < 10; index += 1) {
    const base = index % 2 === 0 ? A : B;
    const answer = await attempt(base, endpoints[index % endpoints.length]!);
    expect(answer.status(), `attempt ${index + 1} on ${base}`).toBe(422);
  }
  // Five on each instance: the eleventh is refused whichever instance and form it reaches.
  for (const [base, endpoint] of [
    [A, endpoints[0]!],
    [B, endpoints[1]!],
  ] as const) {
    const refused = await attempt(base, endpoint);
    expect(refused.status(), `after ten attempts, on ${base}`).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  }
});
