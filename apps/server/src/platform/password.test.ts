import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyAgainstNobody, verifyPassword } from './password.ts';

describe('passwords', () => {
  it('hashes with argon2id at 19 MiB, 2 iterations, 1 lane, salted', async () => {
    const a = await hashPassword('Secret#2026');
    const b = await hashPassword('Secret#2026');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Secret');
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Secret#2026');
    expect(await verifyPassword(stored, 'Secret#2026')).toBe(true);
    expect(await verifyPassword(stored, 'secret#2026')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
    expect(await verifyPassword('', 'x')).toBe(false);
  });

  it('asks for a rehash of hashes made with other parameters', async () => {
    expect(needsRehash(await hashPassword('x'))).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
    expect(needsRehash('$2b$10$abcdefghijklmnopqrstuv')).toBe(true);
  });

  it('spends a real verification for an unknown account', async () => {
    const stored = await hashPassword('Secret#2026');
    await verifyAgainstNobody('warm up');
    // The fastest of several runs of each, taken in turns so both see the same load: other work on the
    // machine only ever adds time.
    const time = async (run: () => Promise<unknown>) => {
      const start = performance.now();
      await run();
      return performance.now() - start;
    };
    let known = Number.POSITIVE_INFINITY;
    let unknown = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 8; i++) {
      known = Math.min(known, await time(() => verifyPassword(stored, 'wrong')));
      unknown = Math.min(unknown, await time(() => verifyAgainstNobody('wrong')));
    }
    expect(await verifyAgainstNobody('Secret#2026')).toBe(false);
    // Same parameters, so the same work: allow wide margins for timer noise, not for a shortcut.
    expect(unknown / known).toBeGreaterThan(0.4);
    expect(unknown / known).toBeLessThan(2.5);
  });
});
