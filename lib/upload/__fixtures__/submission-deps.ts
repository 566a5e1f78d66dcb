// The dependencies every form-submission handler takes (tender proposals, job and internship
// applications), as their tests set them: one site, a fixed clock, a fresh rate limiter.
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { createRateLimiter } from '@/lib/upload/server/rate-limit';

export const SITE = 'https://inwrdam.example';
export const NOW = Date.parse('2026-05-01T12:00:00Z');

export const submissionDeps = () => ({
  messages: async (locale: Locale) => (locale === 'ar' ? ar : en) as Messages,
  limiter: createRateLimiter({ limit: 10, windowMs: 600_000 }),
  siteUrl: () => SITE,
  now: () => NOW,
  storageFull: async () => false,
  // These requests stand for ones relayed by one trusted proxy (X-Forwarded-For).
  trustedProxyHops: () => 1,
});
