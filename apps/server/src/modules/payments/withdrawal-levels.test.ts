import { describe, expect, it } from 'vitest';
import { answerOf, balanceOf, call, refusedWith, useMoneyApp } from '../../../test/money-helpers.ts';
import { creditedDeposit } from '../../../test/promotion-helpers.ts';
import { type Ready, readyPlayer, withdraw } from '../../../test/withdraw-helpers.ts';

const t = useMoneyApp();
const THB = 100;
const SIAM = 1;

const dailyCountOf = async (p: Ready) =>
  answerOf<{ dailyCount: number }>(
    await call(t, 'GET', '/wps/system/withdrawBanks', undefined, { token: p.token, merchant: 'siam' }),
  ).dailyCount;

/** Withdraws the smallest amount Siam takes until refused; answers how many went through. */
async function withdrawalsAllowed(p: Ready): Promise<number> {
  for (let n = 0; n < 30; n++) {
    const res = await withdraw(t, p, 300 * THB);
    if (res.statusCode !== 200) {
      refusedWith(res, 409, 'withdraw.daily.limit');
      return n;
    }
  }
  return 30;
}

describe("a VIP level's daily withdrawal limits", () => {
  it("keep Bronze on the merchant's 5 a day and give Silver its 6", async () => {
    const bronze = await readyPlayer(t, { balance: 100_000 * THB });
    expect(await dailyCountOf(bronze)).toBe(5);
    expect(await withdrawalsAllowed(bronze)).toBe(5);

    const silver = await readyPlayer(t, { balance: 100_000 * THB });
    await creditedDeposit(t, silver, 1_000 * THB);
    expect(await dailyCountOf(silver)).toBe(6);
    expect(await withdrawalsAllowed(silver)).toBe(6);
  });

  it('hold a level with a daily amount to it, refusing what would pass it and holding nothing', async () => {
    const { levels } = await t.services.vip.levels(SIAM);
    const silverLevel = levels.find((level) => level.level === 2);
    if (!silverLevel) throw new Error('Siam has no Silver level');
    await t.services.vip.setLevel(SIAM, { ...silverLevel, withdrawDailyLimit: 50_000 * THB });

    const p = await readyPlayer(t, { balance: 300_000 * THB });
    await creditedDeposit(t, p, 1_000 * THB);
    answerOf(await withdraw(t, p, 30_000 * THB));
    const before = await balanceOf(t, p);
    refusedWith(await withdraw(t, p, 25_000 * THB), 409, 'withdraw.daily.amount');
    expect(await balanceOf(t, p)).toBe(before);
    answerOf(await withdraw(t, p, 20_000 * THB));
    refusedWith(await withdraw(t, p, 300 * THB), 409, 'withdraw.daily.amount');
  });
});
