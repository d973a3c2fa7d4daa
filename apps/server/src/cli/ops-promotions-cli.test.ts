import { describe, expect, it } from 'vitest';
import { PNG_4X2 } from '../../test/image-fixtures.ts';
import { answerOf, balanceOf, newPlayer } from '../../test/money-helpers.ts';
import { useOpsCli } from '../../test/ops-cli-helpers.ts';
import { OPS } from '../../test/ops-helpers.ts';
import { applyTo, promotionNamed } from '../../test/promotion-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const { run } = useOpsCli(t);

describe('ops promotions commands', () => {
  it('lists promotions, approves an application, issues and revokes a bonus, with usage and roles refused', async () => {
    const list = await run(['promotions', '--merchant', 'siam'], OPS.admin);
    expect(list.err).toBe('');
    expect(list.out).toMatch(/ID\s+SITE\s+TYPE\s+STATE\s+TURNOVER\s+TITLE/);
    expect(list.out).toContain('100% First Deposit Bonus');

    const p = await newPlayer(t);
    const bigWin = await promotionNamed(t, p, 'Share Your Big Win');
    answerOf(await applyTo(t, p, bigWin.id, { comment: 'cli' }, [{ data: PNG_4X2 }]));
    const applications = await run(['applications', '--status', 'applying', '--merchant', 'siam'], OPS.admin);
    const row = new RegExp(`^\\s*(\\d+)\\s+siam\\s+${p.username}\\s+applying`, 'm').exec(applications.out);
    expect(row, applications.out).not.toBeNull();
    const viewer = await run(['application', 'approve', String(row?.[1])], OPS.siamviewer, {}, null);
    expect(viewer.code).toBe(1);
    expect(viewer.err).toContain('operator.forbidden');
    const approved = await run(['application', 'approve', String(row?.[1])], OPS.admin);
    expect(approved.err).toBe('');
    expect(approved.out).toMatch(
      new RegExp(`^application ${row?.[1]} approved: bonus \\d+ issued to ${p.username}`),
    );
    expect(await balanceOf(t, p)).toBe(100_00);

    const issued = await run(
      ['bonus', 'issue', String(p.id), '5000', '--merchant', 'siam', '--turnover', '2', '--note', 'Goodwill'],
      OPS.admin,
    );
    expect(issued.err).toBe('');
    const bonusId = /^bonus (\d+) issued/.exec(issued.out)?.[1];
    expect(bonusId).toBeDefined();
    const bonuses = await run(['bonuses', '--account', String(p.id)], OPS.admin);
    expect(bonuses.out).toMatch(/ID\s+ACCOUNT\s+STATE\s+AMOUNT\s+LEFT TO PLAY/);
    const revoked = await run(['bonus', 'revoke', String(bonusId), '--note', 'Mistake'], OPS.admin);
    expect(revoked.err).toBe('');
    expect(revoked.out).toMatch(new RegExp(`^bonus ${bonusId} revoked`));

    for (const args of [
      ['promotions', 'extra'],
      ['promotion', 'create', 'not json'],
      ['promotion', 'pause'],
      ['application', 'reject', '1'],
      ['bonus', 'issue', '1', '100', '--merchant', 'siam', '--note', 'x'],
      ['bonus', 'revoke', '1'],
    ])
      expect((await run(args, OPS.admin)).code, args.join(' ')).toBe(2);
  });
});
