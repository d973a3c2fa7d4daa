import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { settledBets } from '../../../test/agent-helpers.ts';
import {
  answerOf,
  balanceOf,
  call,
  newPlayer,
  type Player,
  refusedWith,
  useMoneyApp,
} from '../../../test/money-helpers.ts';
import { newOperatorToken, OPS, ops, opsLogin, pendingBankDeposit } from '../../../test/ops-helpers.ts';
import { house, walletOf } from '../wallet/ledger.service.ts';
import { type BonusIssuer, createVip } from './vip.service.ts';

const t = useMoneyApp();
const THB = 100;
const DAY = 86_400_000;
let admin: string;
let finance: string;
let viewer: string;
let luckyAdmin: string;

beforeAll(async () => {
  [admin, finance, viewer] = await Promise.all([
    opsLogin(t, OPS.admin),
    opsLogin(t, OPS.finance),
    opsLogin(t, OPS.siamviewer),
  ]);
  luckyAdmin = await newOperatorToken(t, admin, 'admin', 'lucky');
});

type Rank = {
  level: number;
  deposits: number;
  next: { level: number; depositLeft: number; validBetLeft: number; progress: number } | null;
  levels: Array<{
    level: number;
    names: Record<string, string>;
    rebateRates: Array<{ category: string; rate: number }>;
  }>;
};

const rankOf = async (p: Player) =>
  answerOf<Rank>(await call(t, 'GET', '/wps/vip/rank', undefined, { token: p.token, merchant: 'siam' }));

/** A bank deposit the player asks for and a finance operator approves: deposit.credited follows. */
async function deposit(p: Player, amount: number) {
  const order = await pendingBankDeposit(t, p, 'siam', amount);
  answerOf(await ops(t, 'POST', `/ops/v1/deposits/${order.id}/approve`, {}, { token: finance }));
  await t.services.events.settled();
}

describe('player rank', () => {
  it("starts at Siam's first level, rises at once on a deposit, and owes the level-up reward once", async () => {
    const p = await newPlayer(t);
    const first = await rankOf(p);
    expect(first.level).toBe(1);
    expect(first.levels.map((l) => l.names.en)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
      'Royal',
    ]);
    expect(first.next).toEqual({ level: 2, depositLeft: 1_000 * THB, validBetLeft: 0, progress: 0 });
    expect(first.levels[1]?.rebateRates.find((r) => r.category === 'RNG')?.rate).toBe(130);

    await deposit(p, 400 * THB);
    expect((await rankOf(p)).next?.progress).toBe(40);
    await deposit(p, 600 * THB);
    const silver = await rankOf(p);
    expect(silver.level).toBe(2);
    expect(silver.next).toEqual({
      level: 3,
      depositLeft: 9_000 * THB,
      validBetLeft: 50_000 * THB,
      progress: 0,
    });
    // Silver's rates apply to its rebates now.
    const rates = answerOf<{ level: number; rates: Array<{ category: string; rate: number }> }>(
      await call(t, 'GET', '/wps/rebates/rates', undefined, { token: p.token, merchant: 'siam' }),
    );
    expect(rates.level).toBe(2);
    expect(rates.rates.find((r) => r.category === 'RNG')?.rate).toBe(130);

    const rewards = answerOf<
      Array<{ id: number; kind: string; level: number; amount: number; status: string }>
    >(await call(t, 'GET', '/wps/vip/rewards', undefined, { token: p.token, merchant: 'siam' }));
    expect(rewards.map((r) => [r.kind, r.level, r.amount, r.status])).toEqual([
      ['levelUp', 2, 100 * THB, 'claimable'],
    ]);
    expect((await t.services.vip.claimables(p.id)).map((r) => r.id)).toEqual([rewards[0]?.id]);
    // Claimed as a bonus with its turnover requirement (the promotions module's), once even when asked twice.
    const claimUrl = `/wps/vip/rewards/${rewards[0]?.id}/claim`;
    const before = await balanceOf(t, p);
    const both = await Promise.all([
      call(t, 'POST', claimUrl, {}, { token: p.token, merchant: 'siam' }),
      call(t, 'POST', claimUrl, {}, { token: p.token, merchant: 'siam' }),
    ]);
    expect(both.map((r) => r.statusCode)).toContain(200);
    refusedWith(
      await call(t, 'POST', claimUrl, {}, { token: p.token, merchant: 'siam' }),
      404,
      'vip.reward.not.found',
    );
    expect(await balanceOf(t, p)).toBe(before + 100 * THB);
    expect(await t.services.bonuses.openRequirementOf(p.id)).not.toBeNull();
    expect(await t.services.vip.claimables(p.id)).toEqual([]);
    // Another upgrade pass (events again) owes nothing twice.
    await t.services.vip.upgrade(p.merchantId, p.id);
    expect(await t.services.vip.rewards(p.id)).toHaveLength(1);
    const benefits = await t.services.vip.benefitsOf(p.merchantId, p.id);
    expect(benefits).toMatchObject({ level: 2, withdrawDailyLimit: null, withdrawDailyCount: 6 });
  });

  it('counts valid bets from bet.settled, skips refunds, and jumps several levels at once with a reward each', async () => {
    const p = await newPlayer(t, { balance: 100_000 * THB });
    await deposit(p, 10_000 * THB);
    await settledBets(t, p, [{ stake: 50_000 * THB, payout: 0, category: 'RNG' }]);
    const gold = await rankOf(p);
    expect(gold.level).toBe(3);
    const kinds = (await t.services.vip.claimables(p.id)).map((r) => r.level).sort();
    expect(kinds).toEqual([2, 3]);
  });

  it('rebuilds ended days from the bets and deposits: a lost event is healed, a rebuild twice changes nothing', async () => {
    const p = await newPlayer(t, { balance: 100_000 * THB });
    await deposit(p, 1_000 * THB);
    await settledBets(t, p, [{ stake: 3_000 * THB, payout: 0, category: 'RNG' }]);
    await t.services.events.settled();
    expect(await t.services.vip.totalsOf(p.merchantId, p.id)).toMatchObject({
      deposits: 1_000 * THB,
      validBet: 3_000 * THB,
    });
    // The rows move to two days ago, and the events' additions of that day are lost: only the rebuild
    // from the bets and deposits brings them back.
    const twoDaysAgo = new Date(Date.now() - 2 * DAY);
    await sql`update bets set settled_at = ${twoDaysAgo} where account_id = ${p.id}`.execute(t.database.db);
    await sql`update deposits set decided_at = ${twoDaysAgo} where account_id = ${p.id}`.execute(
      t.database.db,
    );
    await sql`delete from vip_activity where account_id = ${p.id}`.execute(t.database.db);
    expect((await t.services.vip.totalsOf(p.merchantId, p.id)).validBet).toBe(0);
    const day = (at: number) => new Date(at + 7 * 3_600_000).toISOString().slice(0, 10);
    const span = [day(Date.now() - 4 * DAY), day(Date.now() - DAY)] as const;
    const first = await t.services.vip.rebuildActivity(p.merchantId, ...span);
    expect(first.changed).toBeGreaterThanOrEqual(1);
    expect(await t.services.vip.totalsOf(p.merchantId, p.id)).toMatchObject({
      deposits: 1_000 * THB,
      validBet: 3_000 * THB,
    });
    const rows = await t.database.db
      .selectFrom('vip_activity')
      .select(['day'])
      .where('account_id', '=', p.id)
      .execute();
    expect(rows.map((r) => new Date(r.day).toISOString().slice(0, 10))).toEqual([day(twoDaysAgo.getTime())]);
    expect((await t.services.vip.rebuildActivity(p.merchantId, ...span)).changed).toBe(0);
    expect((await t.services.vip.totalsOf(p.merchantId, p.id)).validBet).toBe(3_000 * THB);
  });

  it('claims a reward once through the bonus port, however often it is asked', async () => {
    const p = await newPlayer(t);
    await deposit(p, 1_000 * THB);
    const issued: string[] = [];
    // Stands for the promotions module's bonuses.issue: credits the bonus once per key.
    const bonuses: BonusIssuer = {
      async issue(input) {
        issued.push(input.idempotencyKey);
        return t.services.ledger.post({
          merchantId: input.merchantId,
          type: 'bonus',
          reference: input.reference,
          source: input.source,
          idempotencyKey: input.idempotencyKey,
          lines: [
            { account: walletOf(input.accountId), amount: input.amount },
            { account: house('bonus_expense'), amount: -input.amount },
          ],
        });
      },
    };
    const vip = createVip({
      db: t.database.db,
      events: { subscribe: () => undefined, subscribeBatch: () => undefined } as never,
      offsetOf: async () => 420,
      rebateRates: t.services.rebates.levelRates,
      bonuses,
    });
    const [reward] = await vip.claimables(p.id);
    const claims = await Promise.allSettled([
      vip.claim(p.merchantId, p.id, reward?.id as number),
      vip.claim(p.merchantId, p.id, reward?.id as number),
    ]);
    expect(claims.some((c) => c.status === 'fulfilled')).toBe(true);
    await vip.claim(p.merchantId, p.id, reward?.id as number).catch(() => undefined);
    // The deposit and the level-up bonus, once.
    expect(await balanceOf(t, p)).toBe(1_000 * THB + 100 * THB);
    expect(new Set(issued)).toEqual(new Set([`vip:levelUp:${p.id}:level:2`]));
    expect((await vip.rewards(p.id)).map((r) => r.status)).toEqual(['claimed']);
    // Another player's reward is not this one's to claim.
    const other = await newPlayer(t);
    await expect(vip.claim(other.merchantId, other.id, reward?.id as number)).rejects.toThrow();
  });

  it('reviews levels each merchant month: lowered when the window falls short, a monthly reward once', async () => {
    const p = await newPlayer(t, { balance: 100_000 * THB });
    await deposit(p, 10_000 * THB);
    await settledBets(t, p, [{ stake: 50_000 * THB, payout: 0, category: 'RNG' }]);
    expect((await rankOf(p)).level).toBe(3);
    // Next month: still within the window, Gold kept, its monthly bonus owed once however often the job runs.
    const nextMonth = new Date(Date.now() + 32 * DAY);
    await t.services.vip.review(nextMonth);
    await Promise.all([t.services.vip.review(nextMonth), t.services.vip.review(nextMonth)]);
    const monthly = (await t.services.vip.rewards(p.id)).filter((r) => r.kind === 'monthly');
    expect(monthly.map((r) => [r.level, r.amount])).toEqual([[3, 200 * THB]]);
    // Four months on, the 90-day window is empty: lowered to Bronze (no monthly bonus there).
    await t.services.vip.review(new Date(Date.now() + 125 * DAY));
    expect((await t.services.vip.benefitsOf(p.merchantId, p.id)).level).toBe(1);
  });

  it('refuses a trial account and a call without a session', async () => {
    const trial = await newPlayer(t, { type: 4 });
    for (const url of ['/wps/vip/rank', '/wps/vip/rewards']) {
      refusedWith(
        await call(t, 'GET', url, undefined, { token: trial.token, merchant: 'siam' }),
        403,
        'in_need_true_account',
      );
      refusedWith(await call(t, 'GET', url, undefined, { merchant: 'siam' }), 401, 'not.logged.in');
    }
    refusedWith(
      await call(t, 'POST', '/wps/vip/rewards/1/claim', {}, { token: trial.token, merchant: 'siam' }),
      403,
      'in_need_true_account',
    );
    const p = await newPlayer(t);
    refusedWith(
      await call(t, 'POST', '/wps/vip/rewards/abc/claim', {}, { token: p.token, merchant: 'siam' }),
      400,
      'validation.failed',
    );
    refusedWith(
      await call(t, 'POST', '/wps/vip/rewards/999999/claim', {}, { token: p.token, merchant: 'siam' }),
      404,
      'vip.reward.not.found',
    );
  });
});

describe('operators', () => {
  const level = (over: Record<string, unknown> = {}) => ({
    merchant: 'lucky',
    names: { en: 'Moon', th: 'มูน' },
    minDeposit: 5_000_00,
    minValidBet: 20_000_00,
    withdrawDailyLimit: null,
    withdrawDailyCount: null,
    levelUpBonus: 100_00,
    monthlyBonus: 50_00,
    turnoverMultiplier: 3,
    ...over,
  });

  it('lists, adds, changes and removes levels, audited, within the operator’s merchants and role', async () => {
    const listed = answerOf<{ windowDays: number; levels: Array<{ level: number }> }>(
      await ops(t, 'GET', '/ops/v1/vip/levels?merchant=lucky', undefined, { token: luckyAdmin }),
    );
    expect(listed.levels.map((l) => l.level)).toEqual([1, 2, 3]);
    // A gap, and thresholds below the level under it, are refused.
    refusedWith(
      await ops(t, 'PUT', '/ops/v1/vip/levels/5', level(), { token: luckyAdmin }),
      400,
      'vip.levels.invalid',
    );
    refusedWith(
      await ops(t, 'PUT', '/ops/v1/vip/levels/4', level({ minDeposit: 1 }), { token: luckyAdmin }),
      400,
      'vip.levels.invalid',
    );
    refusedWith(
      await ops(t, 'PUT', '/ops/v1/vip/levels/4', level({ minDeposit: -1 }), { token: luckyAdmin }),
      400,
      'validation.failed',
    );
    refusedWith(
      await ops(t, 'PUT', '/ops/v1/vip/levels/4', { merchant: 'lucky' }, { token: luckyAdmin }),
      400,
      'validation.failed',
    );
    const added = answerOf<{ levels: Array<{ level: number }> }>(
      await ops(t, 'PUT', '/ops/v1/vip/levels/4', level(), { token: luckyAdmin }),
    );
    expect(added.levels.map((l) => l.level)).toEqual([1, 2, 3, 4]);
    // Lucky's operator cannot reach Siam's levels; a viewer cannot change them.
    refusedWith(
      await ops(t, 'PUT', '/ops/v1/vip/levels/4', level({ merchant: 'siam' }), { token: luckyAdmin }),
      404,
      'merchant.unknown',
    );
    refusedWith(
      await ops(t, 'GET', '/ops/v1/vip/levels?merchant=siam', undefined, { token: luckyAdmin }),
      404,
      'merchant.unknown',
    );
    refusedWith(
      await ops(t, 'PUT', '/ops/v1/vip/levels/4', level({ merchant: 'siam' }), { token: viewer }),
      403,
      'operator.forbidden',
    );
    // Only the top level can go.
    refusedWith(
      await ops(t, 'DELETE', '/ops/v1/vip/levels/2?merchant=lucky', undefined, { token: luckyAdmin }),
      400,
      'vip.levels.invalid',
    );
    refusedWith(
      await ops(t, 'DELETE', '/ops/v1/vip/levels/9?merchant=lucky', undefined, { token: luckyAdmin }),
      404,
      'vip.level.unknown',
    );
    const removed = answerOf<{ levels: Array<{ level: number }> }>(
      await ops(t, 'DELETE', '/ops/v1/vip/levels/4?merchant=lucky', undefined, { token: luckyAdmin }),
    );
    expect(removed.levels.map((l) => l.level)).toEqual([1, 2, 3]);
    answerOf(
      await ops(
        t,
        'PUT',
        '/ops/v1/vip/settings',
        { merchant: 'lucky', windowDays: 60 },
        { token: luckyAdmin },
      ),
    );
    refusedWith(
      await ops(
        t,
        'PUT',
        '/ops/v1/vip/settings',
        { merchant: 'lucky', windowDays: 0 },
        { token: luckyAdmin },
      ),
      400,
      'validation.failed',
    );
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('action', 'like', 'vip.%')
      .execute();
    expect(audit.map((a) => a.target)).toEqual(expect.arrayContaining(['vip:lucky:4', 'vip:lucky']));
  });

  it('reads and sets rebate rates and mode, lists runs and re-runs one without paying twice', async () => {
    const rates = answerOf<{
      settings: { mode: string; dailyHour: number };
      levels: Array<{ level: number }>;
    }>(await ops(t, 'GET', '/ops/v1/rebates/rates?merchant=siam', undefined, { token: viewer }));
    expect(rates.settings).toMatchObject({ mode: 'both', dailyHour: 12 });
    expect(rates.levels.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    refusedWith(
      await ops(
        t,
        'PUT',
        '/ops/v1/rebates/rates',
        { merchant: 'siam', level: 0, rates: [{ category: 'RNG', rate: 150 }] },
        { token: viewer },
      ),
      403,
      'operator.forbidden',
    );
    refusedWith(
      await ops(
        t,
        'PUT',
        '/ops/v1/rebates/rates',
        { merchant: 'siam', rates: [{ category: 'RNG', rate: 150 }] },
        { token: luckyAdmin },
      ),
      404,
      'merchant.unknown',
    );
    refusedWith(
      await ops(
        t,
        'PUT',
        '/ops/v1/rebates/rates',
        { merchant: 'siam', rates: [{ category: 'RNG', rate: 5000 }] },
        { token: admin },
      ),
      400,
      'validation.failed',
    );
    refusedWith(
      await ops(t, 'PUT', '/ops/v1/rebates/rates', { merchant: 'siam', mode: 'weekly' }, { token: admin }),
      400,
      'validation.failed',
    );
    const set = answerOf<{
      settings: { mode: string };
      levels: Array<{ level: number; rates: Array<{ category: string; rate: number }> }>;
    }>(
      await ops(
        t,
        'PUT',
        '/ops/v1/rebates/rates',
        { merchant: 'lucky', mode: 'both', level: 2, rates: [{ category: 'LIVE', rate: 95 }] },
        { token: admin },
      ),
    );
    expect(set.settings.mode).toBe('both');
    expect(set.levels.find((l) => l.level === 2)?.rates.find((r) => r.category === 'LIVE')?.rate).toBe(95);

    const p = await newPlayer(t);
    await settledBets(t, p, [{ stake: 1_000_000, payout: 0, category: 'RNG' }]);
    // settled a minute ago (a run pays up to the present less the settling lag), after the merchant's start
    await sql`update rebate_settings set since = now() - interval '7 days'`.execute(t.database.db);
    await sql`update bets set settled_at = settled_at - interval '1 minute' where account_id = ${p.id}`.execute(
      t.database.db,
    );
    const noon = new Date(Date.now() + 2 * DAY);
    await t.services.rebates.runDue(noon);
    const runs = answerOf<{ content: Array<{ id: number; status: string; paid: number }> }>(
      await ops(t, 'GET', '/ops/v1/rebates/runs?merchant=siam', undefined, { token: viewer }),
    );
    const run = runs.content[0];
    expect(run?.status).toBe('done');
    const paidBefore = await balanceOf(t, p);
    expect(paidBefore).toBeGreaterThan(0);
    refusedWith(
      await ops(t, 'POST', `/ops/v1/rebates/runs/${run?.id}/rerun`, { merchant: 'siam' }, { token: viewer }),
      403,
      'operator.forbidden',
    );
    refusedWith(
      await ops(t, 'POST', `/ops/v1/rebates/runs/${run?.id}/rerun`, { merchant: 'lucky' }, { token: admin }),
      404,
      'not.found',
    );
    refusedWith(
      await ops(t, 'POST', '/ops/v1/rebates/runs/x/rerun', { merchant: 'siam' }, { token: admin }),
      400,
      'validation.failed',
    );
    const again = answerOf<{ status: string; attempts: number }>(
      await ops(t, 'POST', `/ops/v1/rebates/runs/${run?.id}/rerun`, { merchant: 'siam' }, { token: admin }),
    );
    expect(again.status).toBe('done');
    expect(again.attempts).toBeGreaterThanOrEqual(2);
    expect(await balanceOf(t, p)).toBe(paidBefore);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('target')
      .where('action', '=', 'rebate.rerun')
      .execute();
    expect(audit.map((a) => a.target)).toContain(`rebate-run:${run?.id}`);
  });
  it('keeps a level without withdrawal limits of its own as null, and its own limits as sent', async () => {
    type Limits = { levels: Array<{ withdrawDailyLimit: number | null; withdrawDailyCount: number | null }> };
    const put = async (over: Record<string, unknown>) =>
      answerOf<Limits>(
        await ops(t, 'PUT', '/ops/v1/vip/levels/4', level(over), { token: luckyAdmin }),
      ).levels.at(-1);
    expect(await put({})).toMatchObject({ withdrawDailyLimit: null, withdrawDailyCount: null });
    expect(await put({ withdrawDailyLimit: 1_000_00, withdrawDailyCount: 2 })).toMatchObject({
      withdrawDailyLimit: 1_000_00,
      withdrawDailyCount: 2,
    });
    answerOf(await ops(t, 'DELETE', '/ops/v1/vip/levels/4?merchant=lucky', undefined, { token: luckyAdmin }));
  });
});
