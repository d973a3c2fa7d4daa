import { describe, expect, it } from 'vitest';
import { call, newPlayer, refusedWith } from './money-helpers.ts';
import { ops, useOpsAdmin } from './ops-helpers.ts';
import { useTestApp } from './test-app.ts';

/**
 * Values the schemas let through that the database or the date arithmetic could not take, found by the
 * full fuzzing run (decision 0049): each answers 400 validation.failed in the envelope and changes nothing.
 */
describe('values past what the schema checks', () => {
  const t = useTestApp();
  const { admin } = useOpsAdmin(t);

  it('refuses an id of 1e309 (Infinity) or past 2^31 in a path', async () => {
    const player = await newPlayer(t);
    for (const id of ['1e309', '4.7e+201', '99999999999']) {
      const res = await call(t, 'DELETE', `/wps/member/sessions/${id}`, undefined, { token: player.token });
      refusedWith(res, 400, 'validation.failed');
    }
    const cancel = await call(t, 'POST', '/lgw/orders/1e309/cancel', {}, { token: player.token });
    refusedWith(cancel, 400, 'validation.failed');
  });

  it('refuses a day that matches YYYY-MM-DD but not the calendar', async () => {
    const agent = await newPlayer(t, { type: 1 });
    const res = await call(t, 'GET', '/wps/report/income?endDate=9497-66-74', undefined, {
      token: agent.token,
    });
    refusedWith(res, 400, 'validation.failed');
  });

  it('refuses a category given twice in the points rates and changes nothing', async () => {
    const before = await ops(t, 'GET', '/ops/v1/points/settings?merchant=siam', undefined, {
      token: admin.token,
    });
    expect(before.statusCode, before.body).toBe(200);
    const twice = await ops(
      t,
      'PUT',
      '/ops/v1/points/settings',
      {
        merchant: 'siam',
        rates: [
          { category: 'RNG', betPerPoint: 100_00 },
          { category: 'RNG', betPerPoint: 1_00 },
        ],
        cashPerPoint: 10,
        minConvert: 1,
      },
      { token: admin.token },
    );
    expect(refusedWith(twice, 400, 'validation.failed').message).toContain('RNG');
    const after = await ops(t, 'GET', '/ops/v1/points/settings?merchant=siam', undefined, {
      token: admin.token,
    });
    expect(after.json().value).toEqual(before.json().value);
  });

  it('refuses a NUL character in a path that reaches the database', async () => {
    const res = await call(t, 'GET', '/pay/sandbox/%00');
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
