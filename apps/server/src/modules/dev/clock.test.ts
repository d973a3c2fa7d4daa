import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, newPlayer } from '../../../test/money-helpers.ts';
import { createSecondNode, createTestApp, type TestApp } from '../../../test/test-app.ts';

/** The development clock of the sign-in task (decision 0036): on in development only, read by no other module. */
let t: TestApp;
let production: Awaited<ReturnType<typeof createSecondNode>>;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'development', JOBS: 'off' });
  production = await createSecondNode(t.database, { NODE_ENV: 'production', JOBS: 'off' });
});
afterAll(async () => {
  await production.app.close();
  await t.close();
});

const DAY = 86_400_000;
const today = (at: number) => new Date(at + 7 * 3_600_000).toISOString().slice(0, 10);

describe('development clock', () => {
  it("moves the sign-in task's day ahead and back, and the streak counts the moved days", async () => {
    const p = await newPlayer(t);
    const as = { token: p.token, merchant: 'siam' };
    const status = async () =>
      answerOf<{ today: string; streak: number; checkedInToday: boolean }>(
        await call(t, 'GET', '/wps/signin', undefined, as),
      );
    const first = await status();
    expect(first.today).toBe(today(Date.now()));
    answerOf(await call(t, 'POST', '/wps/signin/check-in', {}, as));

    const moved = answerOf<{ days: number; now: string }>(await call(t, 'POST', '/dev/clock', { days: 1 }));
    expect(moved.days).toBe(1);
    expect(Math.abs(Date.parse(moved.now) - Date.now() - DAY)).toBeLessThan(60_000);
    const next = await status();
    expect(next).toMatchObject({ streak: 1, checkedInToday: false });
    expect(Date.parse(next.today) - Date.parse(first.today)).toBe(DAY);
    const second = answerOf<{ streakDay: number }>(await call(t, 'POST', '/wps/signin/check-in', {}, as));
    expect(second.streakDay).toBe(2);

    expect(answerOf<{ days: number }>(await call(t, 'POST', '/dev/clock', { days: 0 })).days).toBe(0);
    expect((await status()).today).toBe(first.today);
    expect((await call(t, 'POST', '/dev/clock', { days: 1.5 })).statusCode).toBe(400);
    expect((await call(t, 'POST', '/dev/clock', { days: 400 })).statusCode).toBe(400);
  });

  it('is absent in production: no route and no moved day', async () => {
    const post = await production.app.inject({ method: 'POST', url: '/dev/clock', payload: { days: 1 } });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ success: false });
    expect(production.services.signinClock).toBeNull();
  });
});
