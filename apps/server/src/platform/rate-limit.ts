import { Redis } from 'ioredis';

export type RateRule = {
  /** How many hits a window allows. */
  limit: number;
  windowMs: number;
  /** Once over the limit, refuse for this long (the SMS rule's 5-minute wait), else until the window ends. */
  blockMs?: number;
};

export type RateVerdict = { allowed: boolean; remaining: number; retryAfterMs: number };

/**
 * Fixed-window rate limits keyed by caller (an IP, an account, a phone number). In process without
 * Redis; shared by every node through Redis when REDIS_URL is set.
 */
export type RateLimiter = {
  hit: (key: string, rule: RateRule) => Promise<RateVerdict>;
  /** Hits counted in the key's current window, without counting one (failed-login counts). */
  peek: (key: string) => Promise<number>;
  /** Forgets a key (a successful login clears its failure count). */
  reset: (key: string) => Promise<void>;
  close: () => Promise<void>;
};

export function createRateLimiter(options: {
  redisUrl: string | null;
  prefix?: string;
  now?: () => number;
}): RateLimiter {
  const prefix = options.prefix ?? 'portal:rl:';
  if (options.redisUrl) return redisLimiter(options.redisUrl, prefix);
  return memoryLimiter(options.now ?? Date.now);
}

function memoryLimiter(now: () => number): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const blocks = new Map<string, number>();
  let sweepAt = 0;

  function sweep(at: number) {
    if (at < sweepAt) return;
    sweepAt = at + 60_000;
    for (const [key, w] of windows) if (w.resetAt <= at) windows.delete(key);
    for (const [key, until] of blocks) if (until <= at) blocks.delete(key);
  }

  return {
    async hit(key, rule) {
      const at = now();
      sweep(at);
      const blockedUntil = blocks.get(key);
      if (blockedUntil !== undefined && blockedUntil > at)
        return { allowed: false, remaining: 0, retryAfterMs: blockedUntil - at };
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + rule.windowMs };
        windows.set(key, window);
      }
      window.count++;
      if (window.count <= rule.limit) {
        return { allowed: true, remaining: rule.limit - window.count, retryAfterMs: 0 };
      }
      if (rule.blockMs) {
        blocks.set(key, at + rule.blockMs);
        return { allowed: false, remaining: 0, retryAfterMs: rule.blockMs };
      }
      return { allowed: false, remaining: 0, retryAfterMs: window.resetAt - at };
    },
    async peek(key) {
      const window = windows.get(key);
      return window && window.resetAt > now() ? window.count : 0;
    },
    async reset(key) {
      windows.delete(key);
      blocks.delete(key);
    },
    async close() {},
  };
}

function redisLimiter(url: string, prefix: string): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  redis.on('error', () => {});
  const countKey = (key: string) => `${prefix}c:${key}`;
  const blockKey = (key: string) => `${prefix}b:${key}`;

  return {
    async hit(key, rule) {
      const blockedFor = await redis.pttl(blockKey(key));
      if (blockedFor > 0) return { allowed: false, remaining: 0, retryAfterMs: blockedFor };
      // One round trip: count the hit, start the window on the first hit, read what is left of it.
      const result = await redis
        .multi()
        .incr(countKey(key))
        .pexpire(countKey(key), rule.windowMs, 'NX')
        .pttl(countKey(key))
        .exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? rule.windowMs);
      if (count <= rule.limit) return { allowed: true, remaining: rule.limit - count, retryAfterMs: 0 };
      if (rule.blockMs) {
        await redis.set(blockKey(key), '1', 'PX', rule.blockMs, 'NX');
        return { allowed: false, remaining: 0, retryAfterMs: rule.blockMs };
      }
      return { allowed: false, remaining: 0, retryAfterMs: Math.max(ttl, 0) };
    },
    async peek(key) {
      return Number((await redis.get(countKey(key))) ?? 0);
    },
    async reset(key) {
      await redis.del(countKey(key), blockKey(key));
    },
    async close() {
      redis.disconnect();
    },
  };
}
