import { describe, expect, it } from 'vitest';
import { answerOf, call, newPlayer, requestId } from '../../test/money-helpers.ts';
import { useOpsCli } from '../../test/ops-cli-helpers.ts';
import { OPS } from '../../test/ops-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { PAYMENT_PASSWORD } from '../../test/withdraw-helpers.ts';

const t = useTestApp();
const { run } = useOpsCli(t);

describe('ops points commands', () => {
  it('shows the rates and items, approves a waiting exchange and shows the player, with usage and roles refused', async () => {
    const settings = await run(['points', 'settings', '--merchant', 'siam'], OPS.admin);
    expect(settings.err).toBe('');
    expect(settings.out).toContain('cash per point 0.10, smallest conversion 100 points');
    expect(settings.out).toContain('RNG=100.00');
    const items = await run(['points', 'items', '--merchant', 'siam'], OPS.admin);
    expect(items.out).toMatch(/ID\s+NAME\s+PRICE\s+STOCK\s+ON SALE/);
    expect(items.out).toContain('Gold coin keepsake');
    const coin = /^\s*(\d+)\s+Gold coin keepsake/m.exec(items.out)?.[1];

    const p = await newPlayer(t);
    const as = { token: p.token, merchant: 'siam' };
    answerOf(
      await call(
        t,
        'PUT',
        '/wps/member/paymentPassword',
        { newPassword: PAYMENT_PASSWORD, confirmPassword: PAYMENT_PASSWORD, loginPassword: p.password },
        as,
      ),
    );
    await t.services.points.award({
      merchantId: p.merchantId,
      accountId: p.id,
      points: 600,
      source: 'test',
      key: requestId(),
    });
    const redeemed = answerOf<{ exchange: { id: number } }>(
      await call(
        t,
        'POST',
        '/wps/relay/passwordCheck/MCSFE_redeemPoint',
        { itemId: Number(coin), paymentPassword: PAYMENT_PASSWORD, requestId: requestId() },
        as,
      ),
    );
    const id = String(redeemed.exchange.id);
    const waiting = await run(
      ['points', 'exchanges', '--merchant', 'siam', '--status', 'pending'],
      OPS.admin,
    );
    expect(waiting.out).toMatch(
      new RegExp(`^\\s*${id}\\s+${p.username}\\s+item\\s+Gold coin keepsake\\s+500`, 'm'),
    );
    const viewer = await run(
      ['points', 'approve', id, '--merchant', 'siam', '--note', 'Sent'],
      OPS.siamviewer,
      {},
      null,
    );
    expect(viewer.code).toBe(1);
    expect(viewer.err).toContain('operator.forbidden');
    const approved = await run(
      ['points', 'approve', id, '--merchant', 'siam', '--note', 'Sent by courier'],
      OPS.admin,
    );
    expect(approved.err).toBe('');
    expect(approved.out).toMatch(new RegExp(`^exchange ${id} approved`));
    const player = await run(['points', 'player', p.username, '--merchant', 'siam'], OPS.admin);
    expect(player.out).toContain(`${p.username}: 100 points`);
    expect(player.out).toContain('points.redeem');

    for (const args of [
      ['points', 'settings'],
      ['points', 'set', '--merchant', 'siam'],
      ['points', 'set', '--merchant', 'siam', '--rates', 'RNG=ten'],
      ['points', 'reject', '1', '--merchant', 'siam'],
      ['points', 'exchanges', '--merchant', 'siam', '--status', 'lost'],
      ['points', 'nothing', '--merchant', 'siam'],
    ])
      expect((await run(args, OPS.admin)).code, args.join(' ')).toBe(2);
  });
});
