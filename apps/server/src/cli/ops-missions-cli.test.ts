import { describe, expect, it } from 'vitest';
import { useOpsCli } from '../../test/ops-cli-helpers.ts';
import { OPS } from '../../test/ops-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const { run } = useOpsCli(t);

describe('ops missions commands', () => {
  it('lists, creates, pauses missions, sets prizes and the referral rule; a viewer is refused a change', async () => {
    const list = await run(['missions', '--merchant', 'lucky'], OPS.admin);
    expect(list.err).toBe('');
    expect(list.out).toContain('Spin any slot 10 times');
    expect(list.out).toMatch(/leaderboard prizes: 1: 50\.00 \(1x\), 2: 20\.00 \(1x\), 3: 10\.00 \(1x\)/);
    expect(list.out).toMatch(/referral: on, 5\.00 \(1x\) once a friend deposits 10\.00 and bets 50\.00/);

    const mission = JSON.stringify({
      period: 'weekly',
      kind: 'deposit',
      category: null,
      target: 10_000,
      reward: 200,
      turnoverMultiplier: 1,
      points: 15,
      titles: { en: 'Deposit $100 this week', th: 'ฝาก $100 ในสัปดาห์นี้' },
      status: 'active',
      sort: 5,
    });
    const made = await run(['mission', 'create', mission, '--merchant', 'lucky'], OPS.admin);
    expect(made.err).toBe('');
    const id = /^mission (\d+) created \(active\)$/m.exec(made.out)?.[1];
    expect(id).toBeDefined();
    const paused = await run(['mission', 'pause', String(id), '--merchant', 'lucky'], OPS.admin);
    expect(paused.out.trim()).toBe(`mission ${id} is paused`);

    const prizes = await run(
      [
        'mission',
        'prizes',
        JSON.stringify([{ place: 1, amount: 9_000, turnoverMultiplier: 2 }]),
        '--merchant',
        'lucky',
      ],
      OPS.admin,
    );
    expect(prizes.out).toContain('prizes of lucky saved: 1: 90.00');
    const rule = JSON.stringify({
      enabled: false,
      reward: 500,
      turnoverMultiplier: 1,
      minDeposit: 1_000,
      minValidBet: 0,
    });
    expect((await run(['referral', 'rule', rule, '--merchant', 'lucky'], OPS.admin)).out).toContain(
      'referral rule of lucky saved',
    );
    expect((await run(['missions', '--merchant', 'lucky'], OPS.admin)).out).toMatch(/referral: off/);

    const viewer = await run(['referral', 'rule', rule, '--merchant', 'siam'], OPS.siamviewer, {}, null);
    expect(viewer.code).toBe(1);
    expect(viewer.err).toContain('operator.forbidden');
    const unknown = await run(['mission', 'pause', '999999', '--merchant', 'lucky'], OPS.admin);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('no mission 999999 on lucky');
    const payouts = await run(['missions', 'payouts', '--merchant', 'siam'], OPS.siamviewer);
    expect(payouts.out).toMatch(/^week starting \d{4}-\d{2}-\d{2}/);
  });
});
