import { describe, expect, it } from 'vitest';
import { answerOf, balanceOf, call, refusedWith, useMoneyApp } from '../../../test/money-helpers.ts';
import { creditedDeposit } from '../../../test/promotion-helpers.ts';
import { readyPlayer, withdraw } from '../../../test/withdraw-helpers.ts';

const t = useMoneyApp();
const THB = 100;

describe("a VIP level's daily withdrawal limits", () => {
  it('hold a Bronze player to ฿50,000 and 3 withdrawals a day, and a Silver one to ฿100,000 and 5', async () => {
    // Siam's own rule is 5 withdrawals of up to ฿200,000 each; its Bronze level allows ฿50,000 and 3 a day.
    const p = await readyPlayer(t, { balance: 300_000 * THB });
    const settings = async () =>
      answerOf<{ dailyCount: number }>(
        await call(t, 'GET', '/wps/system/withdrawBanks', undefined, { token: p.token, merchant: 'siam' }),
      );
    answerOf(await withdraw(t, p, 30_000 * THB));
    const before = await balanceOf(t, p);
    refusedWith(await withdraw(t, p, 25_000 * THB), 409, 'withdraw.daily.amount');
    expect(await balanceOf(t, p)).toBe(before);
    answerOf(await withdraw(t, p, 10_000 * THB));
    answerOf(await withdraw(t, p, 10_000 * THB));
    refusedWith(await withdraw(t, p, 500 * THB), 409, 'withdraw.daily.limit');
    expect((await settings()).dailyCount).toBe(3);

    await creditedDeposit(t, p, 1_000 * THB); // Silver
    expect((await settings()).dailyCount).toBe(5);
    answerOf(await withdraw(t, p, 40_000 * THB));
    refusedWith(await withdraw(t, p, 20_000 * THB), 409, 'withdraw.daily.amount');
  });
});
