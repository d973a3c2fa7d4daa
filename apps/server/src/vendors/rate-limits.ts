import type { FastifyRequest } from 'fastify';
import { AppError } from '../platform/app-error.ts';
import type { RateLimiter, RateRule } from '../platform/rate-limit.ts';

/**
 * Per-address limits of the embedded vendors' game APIs (/vendor/...), as a vendor's own servers would
 * have. Opening sessions is limited hardest: each free trial holds demo credit in the serving process.
 * Game calls are limited well above what a player's autoplay sends, so only floods are refused.
 */
export const VENDOR_SESSIONS_PER_IP: RateRule = { limit: 300, windowMs: 10 * 60_000 };
export const VENDOR_CALLS_PER_IP: RateRule = { limit: 50, windowMs: 1_000 };

/** An onRequest hook for a vendor's routes: too.many.requests (429) past either limit. */
export function vendorRateLimit(limiter: RateLimiter, vendor: string) {
  return async (req: FastifyRequest) => {
    const opening = req.method === 'POST' && req.routeOptions.url?.endsWith('/session') === true;
    const verdict = opening
      ? await limiter.hit(`vendor:${vendor}:session:${req.ip}`, VENDOR_SESSIONS_PER_IP)
      : await limiter.hit(`vendor:${vendor}:call:${req.ip}`, VENDOR_CALLS_PER_IP);
    if (!verdict.allowed) throw new AppError('too.many.requests');
  };
}
