import { describe, expect, it } from 'vitest';
import { useOpsCli } from '../../test/ops-cli-helpers.ts';
import { OPS } from '../../test/ops-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const { run } = useOpsCli(t);

describe('ops rebates and vip commands', () => {
  it('shows and sets rates, lists and re-runs runs, and edits levels, with usage and roles refused', async () => {
    const rates = await run(['rebates', 'rates', '--merchant', 'siam'], OPS.admin);
    expect(rates.err).toBe('');
    expect(rates.out).toMatch(/^mode both, daily at 12:00, one claim per day/);
    expect(rates.out).toMatch(/^\s*0\s+100\s+100\s+100\s+120\s+80\s+100\s+100\s+0$/m);

    const set = await run(
      ['rebates', 'set', '--merchant', 'siam', '--level', '2', '--rates', 'RNG=135,LIVE=95'],
      OPS.admin,
    );
    expect(set.err).toBe('');
    expect(set.out).toMatch(/^\s*2\s+110\s+110\s+110\s+135\s+95\s/m);
    const viewer = await run(
      ['rebates', 'set', '--merchant', 'siam', '--mode', 'daily'],
      OPS.siamviewer,
      {},
      null,
    );
    expect(viewer.code).toBe(1);
    expect(viewer.err).toContain('operator.forbidden');

    await t.services.rebates.runDue(new Date(Date.now() + 2 * 86_400_000));
    const runs = await run(['rebates', 'runs', '--merchant', 'siam'], OPS.admin);
    expect(runs.out).toMatch(/ID\s+DAY\s+STATE\s+PLAYERS\s+PAID\s+AMOUNT/);
    const first = /^\s*(\d+)\s+\d{4}-\d{2}-\d{2}\s+done/m.exec(runs.out);
    expect(first).not.toBeNull();
    const rerun = await run(['rebates', 'rerun', String(first?.[1]), '--merchant', 'siam'], OPS.admin);
    expect(rerun.err).toBe('');
    expect(rerun.out).toMatch(
      new RegExp(`^rebate run ${first?.[1]} \\(\\d{4}-\\d{2}-\\d{2}\\) is done: 0 paid`),
    );

    const levels = await run(['vip', 'levels', '--merchant', 'lucky'], OPS.admin);
    expect(levels.out).toMatch(/^window: 30 days/);
    expect(levels.out).toContain('Superstar');
    const level = JSON.stringify({
      names: { en: 'Galaxy', th: 'กาแล็กซี่' },
      minDeposit: 1_000_000,
      minValidBet: 5_000_000,
      withdrawDailyLimit: null,
      withdrawDailyCount: null,
      levelUpBonus: 10_000,
      monthlyBonus: 5_000,
      turnoverMultiplier: 3,
    });
    const added = await run(['vip', 'set', '4', level, '--merchant', 'lucky'], OPS.admin);
    expect(added.err).toBe('');
    expect(added.out).toContain('Galaxy');
    const removed = await run(['vip', 'delete', '4', '--merchant', 'lucky'], OPS.admin);
    expect(removed.out).not.toContain('Galaxy');
    const gap = await run(['vip', 'delete', '1', '--merchant', 'lucky'], OPS.admin);
    expect(gap.code).toBe(1);
    expect(gap.err).toContain('vip.levels.invalid');

    for (const args of [
      ['rebates', 'rates'],
      ['rebates', 'set', '--merchant', 'siam'],
      ['rebates', 'set', '--merchant', 'siam', '--mode', 'weekly'],
      ['rebates', 'set', '--merchant', 'siam', '--rates', 'RNG:1'],
      ['rebates', 'rerun', 'x', '--merchant', 'siam'],
      ['vip', 'set', '4', '{bad', '--merchant', 'lucky'],
      ['vip', 'grant', '--merchant', 'lucky'],
    ])
      expect((await run(args, OPS.admin)).code, args.join(' ')).toBe(2);
  });
});
