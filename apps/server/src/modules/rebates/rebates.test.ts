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
import { DAY_MS, dayStart, localDay } from '../../platform/merchant-periods.ts';
import { createRebates, SETTLE_LAG_MS } from './rebates.service.ts';

const t = useMoneyApp();

// The seeded merchants' rebates began when the template database was made (moments ago): a week back here,
// so bets moved back in time still count.
beforeAll(async () => {
  await sql`update rebate_settings set since = now() - interval '7 days'`.execute(t.database.db);
});
const BANGKOK = 420;
const AGENT = 2;

/** Moves a player's settled bets back in time (a bet settled earlier: what the daily run and claims count). */
async function settledAgo(p: Player, ms: number) {
  await sql`update bets set settled_at = settled_at - ${`${ms} milliseconds`}::interval
            where account_id = ${p.id}`.execute(t.database.db);
}

/** Noon (Bangkok) of the merchant day after the one `at` falls in: when Siam's daily rebate of that day is due. */
const noonAfter = (at: Date) =>
  new Date(dayStart(localDay(at, BANGKOK) + DAY_MS, BANGKOK).getTime() + 12 * 3_600_000 + 60_000);

const get = (p: Player, url: string) =>
  call(t, 'GET', url, undefined, { token: p.token, merchant: p.merchantId === 1 ? 'siam' : 'lucky' });
const claim = (p: Player) =>
  call(t, 'POST', '/wps/rebates/manual/claim', {}, { token: p.token, merchant: 'siam' });

async function rebatePaid(p: Player) {
  const rows = await t.database.db
    .selectFrom('rebate_payments')
    .select(['amount', 'window_start', 'window_end', 'kind'])
    .where('account_id', '=', p.id)
    .orderBy('window_start')
    .execute();
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

describe('rates', () => {
  it("gives a player the spec's display rates at the first level, and every level's", async () => {
    const p = await newPlayer(t);
    const rates = answerOf<{
      level: number;
      rates: Array<{ category: string; rate: number }>;
      levels: unknown[];
    }>(await call(t, 'GET', '/wps/rebates/rates', undefined, { token: p.token, merchant: 'siam' }));
    expect(rates.level).toBe(1);
    const by = Object.fromEntries(rates.rates.map((r) => [r.category, r.rate]));
    expect(by).toEqual({
      LOTT: 100,
      ELOTT: 100,
      FISH: 100,
      RNG: 120,
      LIVE: 80,
      SPORTS: 100,
      ESPORTS: 100,
      PVP: 0,
    });
    expect(rates.levels).toHaveLength(7);
  });

  it('refuses a trial account and a call without a session', async () => {
    const trial = await newPlayer(t, { type: 4 });
    for (const url of ['/wps/rebates/rates', '/wps/rebates/manual', '/wps/rebates/payments']) {
      refusedWith(
        await call(t, 'GET', url, undefined, { token: trial.token, merchant: 'siam' }),
        403,
        'in_need_true_account',
      );
      refusedWith(await call(t, 'GET', url, undefined, { merchant: 'siam' }), 401, 'not.logged.in');
    }
    refusedWith(await claim(trial), 403, 'in_need_true_account');
  });
});

describe('manual rebate', () => {
  it('shows what accrued by category, pays a claim at once, once per day, and the account record shows it', async () => {
    const p = await newPlayer(t, { balance: 10_000_000 });
    await settledBets(t, p, [
      { stake: 100_000, payout: 0, category: 'RNG' },
      { stake: 50_000, payout: 120_000, category: 'LIVE' },
      { stake: 30_000, payout: 0, category: 'PVP' },
    ]);
    await settledAgo(p, 60_000);
    const accrued = answerOf<{
      total: number;
      claimable: boolean;
      categories: Array<{ category: string; amount: number }>;
    }>(await get(p, '/wps/rebates/manual'));
    // Slots 1.2 % of 1,000.00 = 12.00; live 0.8 % of 500.00 = 4.00; poker none.
    expect(accrued.categories).toEqual([
      { category: 'LIVE', validBet: 50_000, rate: 80, amount: 400 },
      { category: 'PVP', validBet: 30_000, rate: 0, amount: 0 },
      { category: 'RNG', validBet: 100_000, rate: 120, amount: 1_200 },
    ]);
    expect(accrued.total).toBe(1_600);
    expect(accrued.claimable).toBe(true);
    const before = await balanceOf(t, p);
    const paid = answerOf<{ amount: number }>(await claim(p));
    expect(paid.amount).toBe(1_600);
    expect(await balanceOf(t, p)).toBe(before + 1_600);

    // A second claim in the same day is refused, with the next claim's time; nothing moves.
    await settledBets(t, p, [{ stake: 100_000, payout: 0, category: 'SPORTS' }]);
    // A claim counts bets settled until 5 seconds ago (a bet still committing is not left behind).
    await new Promise((resolve) => setTimeout(resolve, SETTLE_LAG_MS + 100));
    const again = refusedWith(await claim(p), 409, 'rebate.claim.too.soon');
    expect((again.value as { nextClaimAt: string }).nextClaimAt).toMatch(/T17:00:00/);
    expect(await balanceOf(t, p)).toBe(before + 1_600);
    const after = answerOf<{ total: number; claimable: boolean; nextClaimAt: string | null }>(
      await get(p, '/wps/rebates/manual'),
    );
    expect(after.total).toBe(1_000);
    expect(after.claimable).toBe(false);
    expect(after.nextClaimAt).not.toBeNull();

    const records = answerOf<{ content: Array<{ type: string; amount: number }> }>(
      await call(t, 'GET', '/wps/report/transaction?pageNum=1&pageSize=20', undefined, {
        token: p.token,
        merchant: 'siam',
      }),
    );
    expect(records.content.filter((r) => r.type === 'rebate').map((r) => r.amount)).toEqual([1_600]);
  });

  it('refuses a claim with nothing accrued, and two claims at once pay once', async () => {
    const p = await newPlayer(t);
    refusedWith(await claim(p), 409, 'rebate.nothing');
    await settledBets(t, p, [{ stake: 200_000, payout: 0, category: 'FISH' }]);
    await settledAgo(p, 60_000);
    const [a, b] = await Promise.all([claim(p), claim(p)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await rebatePaid(p)).map((r) => r.amount)).toEqual([2_000]);
    expect(await balanceOf(t, p)).toBe(2_000);
  });
});

describe('daily rebate', () => {
  it('pays the previous merchant day at noon, once, run twice or on two nodes at once', async () => {
    const p = await newPlayer(t);
    const q = await newPlayer(t);
    await settledBets(t, p, [{ stake: 1_000_000, payout: 0, category: 'RNG' }]);
    await settledBets(t, q, [{ stake: 500_000, payout: 0, category: 'SPORTS' }]);
    // A run pays up to the present less the settling lag: these bets settled a minute ago.
    await settledAgo(p, 60_000);
    await settledAgo(q, 60_000);
    const now = new Date();
    const due = noonAfter(now);
    const rebates = t.services.rebates;

    // Before noon of the next day nothing is paid.
    await rebates.runDue(new Date(due.getTime() - 2 * 60_000));
    expect(await rebatePaid(p)).toEqual([]);

    // A second node: the same module over the same database.
    const other = createRebates({
      db: t.database.db,
      ledger: t.services.ledger,
      events: t.services.events,
      bets: t.services.records,
      levelOf: t.services.vip.levelOf,
      accounts: t.services.accounts,
      offsetOf: async () => BANGKOK,
    });
    await Promise.all([rebates.runDue(due), other.runDue(due), rebates.runDue(due)]);
    await rebates.runDue(due);
    const runs = await t.database.db
      .selectFrom('rebate_runs')
      .selectAll()
      .where('merchant_id', '=', p.merchantId)
      .execute();
    const day = new Date(localDay(now, BANGKOK)).toISOString().slice(0, 10);
    expect(
      runs.filter(
        (r) => String(r.day).slice(0, 10) === day || new Date(r.day).toISOString().slice(0, 10) === day,
      ),
    ).toHaveLength(1);

    expect((await rebatePaid(p)).map((r) => [r.kind, r.amount])).toEqual([['daily', 12_000]]);
    expect((await rebatePaid(q)).map((r) => [r.kind, r.amount])).toEqual([['daily', 5_000]]);
    expect(await balanceOf(t, p)).toBe(12_000);
    expect(await balanceOf(t, q)).toBe(5_000);

    // The daily run moved the watermark past those bets: a claim finds nothing to pay.
    refusedWith(await claim(p), 409, 'rebate.nothing');
  });

  it('pays a claim and the daily run each on its own bets: every bet once, whichever way', async () => {
    const p = await newPlayer(t);
    await settledBets(t, p, [{ stake: 100_000, payout: 0, category: 'RNG' }]);
    await settledAgo(p, 60_000);
    answerOf(await claim(p));
    // More bets later the same day, then the day's run (an earlier test ran today already: an operator's
    // re-run of that run pays what it has not paid).
    await settledBets(t, p, [{ stake: 300_000, payout: 0, category: 'RNG' }]);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_LAG_MS + 100));
    await t.services.rebates.runDue(noonAfter(new Date()));
    const run = await t.database.db
      .selectFrom('rebate_runs')
      .select('id')
      .where('merchant_id', '=', p.merchantId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const rerun = await t.services.rebates.rerun(p.merchantId, run.id);
    expect(rerun.status).toBe('done');
    expect(rerun.attempts).toBeGreaterThanOrEqual(2);
    // Again: nothing more.
    await t.services.rebates.rerun(p.merchantId, run.id);
    const paid = await rebatePaid(p);
    expect(paid.map((r) => [r.kind, r.amount])).toEqual([
      ['manual', 1_200],
      ['daily', 3_600],
    ]);
    // The windows follow each other: the second starts where the first ended.
    expect(new Date(paid[1]?.window_start as Date).getTime()).toBe(
      new Date(paid[0]?.window_end as Date).getTime(),
    );
    expect(await balanceOf(t, p)).toBe(4_800);
  });
});

describe("an agent's downline rates", () => {
  it('sets a team member’s rates within its own, and refuses more, strangers and non-agents', async () => {
    const agent = await newPlayer(t, { type: AGENT });
    const member = await newPlayer(t, { parent: agent.username });
    const stranger = await newPlayer(t);
    const set = (who: Player, body: unknown) =>
      call(t, 'POST', '/wps/rebates/downline', body, { token: who.token, merchant: 'siam' });
    const got = answerOf<{
      own: Array<{ category: string; rate: number }>;
      downline: Array<{ category: string; rate: number }>;
    }>(await set(agent, { downline: member.username, rates: [{ category: 'RNG', rate: 60 }] }));
    expect(got.downline.find((r) => r.category === 'RNG')?.rate).toBe(60);
    refusedWith(
      await set(agent, { downline: member.username, rates: [{ category: 'RNG', rate: 121 }] }),
      400,
      'rebate.rate.exceeds',
    );
    refusedWith(
      await set(agent, { downline: stranger.username, rates: [{ category: 'RNG', rate: 10 }] }),
      404,
      'rebate.downline.invalid',
    );
    refusedWith(
      await set(member, { downline: agent.username, rates: [{ category: 'RNG', rate: 10 }] }),
      403,
      'rebate.agent.only',
    );
    refusedWith(
      await set(agent, { downline: member.username, rates: [{ category: 'RNG', rate: 'x' }] }),
      400,
      'validation.failed',
    );
    refusedWith(
      await set(agent, { downline: member.username, rates: [{ category: 'NOPE', rate: 10 }] }),
      400,
      'validation.failed',
    );
    // The member's rebate is now counted at 0.6 % on slots.
    await settledBets(t, member, [{ stake: 100_000, payout: 0, category: 'RNG' }]);
    await settledAgo(member, 60_000);
    expect(answerOf<{ amount: number }>(await claim(member)).amount).toBe(600);
  });
});
