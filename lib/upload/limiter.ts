import { createRateLimiter } from './rate-limit';

/**
 * One limit for all upload endpoints (tender proposals, job and internship applications):
 * 10 submissions per 10 minutes per client address, counted per server instance, so a script
 * cannot get ten times the allowance by switching forms.
 */
export const uploadLimiter = createRateLimiter({ limit: 10, windowMs: 10 * 60_000 });
