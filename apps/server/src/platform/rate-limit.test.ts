import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createRateLimiter, type RateLimiter } from './rate-limit.ts';

function clock(start = 1_000_000) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe('rate limits in process', () => {
  it('allows the limit within a window, refuses the next hit, and opens again when the window ends', async () => {
    const c = clock();
    const limiter = createRateLimiter({ redisUrl: null, now: c.now });
    const rule = { limit: 3, windowMs: 1000 };
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await limiter.hit('ip:1', rule));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[2]?.remaining).toBe(0);
    expect(verdicts[3]?.retryAfterMs).toBe(1000);
    c.advance(1000);
    expect((await limiter.hit('ip:1', rule)).allowed).toBe(true);
  });

  it('counts each key on its own', async () => {
    const limiter = createRateLimiter({ redisUrl: null, now: clock().now });
    const rule = { limit: 1, windowMs: 1000 };
    expect((await limiter.hit('a', rule)).allowed).toBe(true);
    expect((await limiter.hit('b', rule)).allowed).toBe(true);
    expect((await limiter.hit('a', rule)).allowed).toBe(false);
  });

  it('blocks for the whole wait once over the limit (one SMS a second, then 5 minutes)', async () => {
    const c = clock();
    const limiter = createRateLimiter({ redisUrl: null, now: c.now });
    const rule = { limit: 1, windowMs: 1000, blockMs: 5 * 60_000 };
    expect((await limiter.hit('phone:0812345678', rule)).allowed).toBe(true);
    const refused = await limiter.hit('phone:0812345678', rule);
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterMs: 300_000 });
    c.advance(2000);
    const still = await limiter.hit('phone:0812345678', rule);
    expect(still.allowed).toBe(false);
    expect(still.retryAfterMs).toBe(298_000);
    c.advance(298_000);
    expect((await limiter.hit('phone:0812345678', rule)).allowed).toBe(true);
  });

  it('forgets a key on reset', async () => {
    const limiter = createRateLimiter({ redisUrl: null, now: clock().now });
    const rule = { limit: 1, windowMs: 60_000, blockMs: 60_000 };
    await limiter.hit('acct:7', rule);
    expect((await limiter.hit('acct:7', rule)).allowed).toBe(false);
    await limiter.reset('acct:7');
    expect((await limiter.hit('acct:7', rule)).allowed).toBe(true);
  });
});

describe.runIf(process.env.REDIS_URL)('rate limits shared through Redis', () => {
  const prefix = `portal:test:${randomUUID()}:`;
  const nodes: RateLimiter[] = [];
  const node = () => {
    const limiter = createRateLimiter({ redisUrl: process.env.REDIS_URL ?? null, prefix });
    nodes.push(limiter);
    return limiter;
  };
  afterAll(async () => {
    for (const limiter of nodes) await limiter.close();
  });

  it('counts hits on every node against one limit', async () => {
    const a = node();
    const b = node();
    const rule = { limit: 4, windowMs: 10_000 };
    const verdicts = await Promise.all([a, b, a, b, a, b].map((n) => n.hit('ip:9', rule)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(4);
    const refused = verdicts.find((v) => !v.allowed);
    expect(refused?.retryAfterMs).toBeGreaterThan(0);
    expect(refused?.retryAfterMs).toBeLessThanOrEqual(10_000);
  });

  it('blocks on every node once over the limit, until reset', async () => {
    const a = node();
    const b = node();
    const rule = { limit: 1, windowMs: 1000, blockMs: 300_000 };
    expect((await a.hit('phone:1', rule)).allowed).toBe(true);
    expect((await a.hit('phone:1', rule)).allowed).toBe(false);
    const other = await b.hit('phone:1', rule);
    expect(other.allowed).toBe(false);
    expect(other.retryAfterMs).toBeGreaterThan(290_000);
    await b.reset('phone:1');
    expect((await a.hit('phone:1', rule)).allowed).toBe(true);
  });
});
