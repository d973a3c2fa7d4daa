import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { newPlayer, type Player, useMoneyApp } from '../../../test/money-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createJobRunner } from '../../platform/jobs/job-runner.ts';
import { dayStart, localDate } from '../../platform/merchant-periods.ts';
import { scheduleRepair } from './agent.module.ts';

const t = useMoneyApp();
const CATEGORIES = ['RNG', 'LIVE', 'LOTT'] as const;

type Bet = {
  who: number;
  category: number;
  stake: number;
  outcome: 'won' | 'lost' | 'refunded';
  payout: number;
};
type Money = { who: number; kind: 'deposit' | 'withdrawal'; amount: number };

/** Bets through the platform's own bet path (the lottery's): rows and bet.settled in one transaction. */
async function placeAndSettle(app: TestApp, players: Player[], bets: Bet[]) {
  const rows = bets.map((b) => {
    const p = players[b.who % players.length] as Player;
    return { bet: b, p, txId: randomUUID() };
  });
  await app.services.events.transaction(app.database.db, async (trx) => {
    await app.services.platformBets.placed(
      trx,
      rows.map(({ bet, p, txId }) => ({
        merchantId: p.merchantId,
        accountId: p.id,
        provider: 'ROLLUPTEST',
        txId,
        roundId: txId,
        vendorCode: 'HOUSE',
        gameCode: 'TEST',
        gameName: 'Test',
        gameCategory: CATEGORIES[bet.category % CATEGORIES.length] as string,
        stake: bet.stake,
        validBet: bet.stake,
        reference: `R${txId}`,
      })),
    );
    await app.services.platformBets.settled(
      trx,
      rows.map(({ bet, p, txId }) => ({
        provider: 'ROLLUPTEST',
        txId,
        username: p.username,
        outcome: bet.outcome,
        payout: bet.outcome === 'lost' ? 0 : bet.outcome === 'refunded' ? bet.stake : bet.payout,
        reference: null,
      })),
    );
  });
}

/**
 * Paid deposits and withdrawals as rows, announced as payments announces them (the payments tests prove
 * its services publish these events; here the rollup's side is under test).
 */
async function pay(app: TestApp, players: Player[], money: Money[]) {
  for (const m of money) {
    const p = players[m.who % players.length] as Player;
    const orderNo = `RT${randomUUID().slice(0, 12)}`;
    if (m.kind === 'deposit') {
      await sql`insert into deposits (merchant_id, account_id, channel, order_no, amount, status, request_key, decided_at)
        values (${p.merchantId}, ${p.id}, 'BANK', ${orderNo}, ${m.amount}, 'paid', ${orderNo}, now())`.execute(
        app.database.db,
      );
      app.services.events.publish('deposit.credited', {
        merchantId: p.merchantId,
        accountId: p.id,
        orderNo,
        channel: 'BANK',
        amount: m.amount,
        by: 'operator',
      });
    } else {
      const row = await sql<{
        id: number;
      }>`insert into withdrawals (merchant_id, account_id, order_no, amount, status,
          bank_code, account_number, account_name, request_key, decided_at, paid_at)
        values (${p.merchantId}, ${p.id}, ${orderNo}, ${m.amount}, 'paid', 'KBANK', '1234567890', 'Test', ${orderNo}, now(), now())
        returning id`.execute(app.database.db);
      app.services.events.publish('withdrawal.decided', {
        merchantId: p.merchantId,
        accountId: p.id,
        withdrawalId: row.rows[0]?.id as number,
        orderNo,
        amount: m.amount,
        from: 'pending',
        status: 'paid',
        operatorId: 1,
      });
    }
  }
}

/** Per member (and category): what the rollups hold, and the same summed from the raw rows. */
async function sums(app: TestApp, players: Player[]) {
  const ids = players.map((p) => p.id);
  const db = app.database.db;
  const [rolled, raw, rolledMoney, rawMoney] = await Promise.all([
    sql`select account_id, game_category, sum(bets)::int as bets, sum(stake)::int as stake,
          sum(valid_bet)::int as valid_bet, sum(payout)::int as payout
        from member_hourly where account_id = any(${ids}::int[]) group by 1, 2 order by 1, 2`.execute(db),
    sql`select account_id, game_category, count(*)::int as bets, sum(stake)::int as stake,
          sum(valid_bet)::int as valid_bet, sum(payout)::int as payout
        from bets where account_id = any(${ids}::int[]) and status in ('won', 'lost') group by 1, 2 order by 1, 2`.execute(
      db,
    ),
    sql`select account_id, sum(deposits)::int as d, sum(deposit_count)::int as dc, sum(withdrawals)::int as w,
          sum(withdrawal_count)::int as wc
        from member_money_hourly where account_id = any(${ids}::int[]) group by 1 order by 1`.execute(db),
    sql`select account_id, sum(d)::int as d, sum(dc)::int as dc, sum(w)::int as w, sum(wc)::int as wc from (
          select account_id, amount as d, 1 as dc, 0 as w, 0 as wc from deposits
          where account_id = any(${ids}::int[]) and status = 'paid'
          union all
          select account_id, 0, 0, amount, 1 from withdrawals
          where account_id = any(${ids}::int[]) and status in ('paid', 'received', 'not_received')) m
        group by 1 order by 1`.execute(db),
  ]);
  return { rolled: [rolled.rows, rolledMoney.rows], raw: [raw.rows, rawMoney.rows] };
}

/**
 * The members' day and month rows (decision 0032) against their hour rows: per member, bucket, start and
 * category (and '*': all of them), the same sums (the day and month of each hour in Siam's time, UTC+7).
 */
async function periodsMatchHours(app: TestApp, players: Player[]) {
  const ids = players.map((p) => p.id);
  const db = app.database.db;
  const offset = sql`interval '7 hours'`;
  const day = sql`date_bin('1 day', hour, timestamptz '2000-01-01 00:00:00+00' - ${offset})`;
  const month = sql`(date_trunc('month', (hour at time zone 'UTC') + ${offset}) - ${offset}) at time zone 'UTC'`;
  const [periods, hours, moneyPeriods, moneyHours] = await Promise.all([
    sql`select account_id, bucket, at, game_category, bets, stake::int, valid_bet::int, payout::int
        from member_periods where account_id = any(${ids}::int[]) order by 1, 2, 3, 4`.execute(db),
    sql`select * from (
          select account_id, 'day' as bucket, ${day} as at, game_category, sum(bets)::int as bets, sum(stake)::int as stake,
                 sum(valid_bet)::int as valid_bet, sum(payout)::int as payout
          from member_hourly where account_id = any(${ids}::int[]) group by 1, 3, 4
          union all
          select account_id, 'month', ${month}, game_category, sum(bets)::int, sum(stake)::int, sum(valid_bet)::int, sum(payout)::int
          from member_hourly where account_id = any(${ids}::int[]) group by 1, 3, 4
          union all
          select account_id, 'day', ${day}, '*', sum(bets)::int, sum(stake)::int, sum(valid_bet)::int, sum(payout)::int
          from member_hourly where account_id = any(${ids}::int[]) group by 1, 3
          union all
          select account_id, 'month', ${month}, '*', sum(bets)::int, sum(stake)::int, sum(valid_bet)::int, sum(payout)::int
          from member_hourly where account_id = any(${ids}::int[]) group by 1, 3) x order by 1, 2, 3, 4`.execute(
      db,
    ),
    sql`select account_id, bucket, at, deposits::int, deposit_count, withdrawals::int, withdrawal_count
        from member_money_periods where account_id = any(${ids}::int[]) order by 1, 2, 3`.execute(db),
    sql`select * from (
          select account_id, 'day' as bucket, ${day} as at, sum(deposits)::int as deposits, sum(deposit_count)::int as deposit_count,
                 sum(withdrawals)::int as withdrawals, sum(withdrawal_count)::int as withdrawal_count
          from member_money_hourly where account_id = any(${ids}::int[]) group by 1, 3
          union all
          select account_id, 'month', ${month}, sum(deposits)::int, sum(deposit_count)::int, sum(withdrawals)::int,
                 sum(withdrawal_count)::int
          from member_money_hourly where account_id = any(${ids}::int[]) group by 1, 3) x order by 1, 2, 3`.execute(
      db,
    ),
  ]);
  expect(periods.rows).toEqual(hours.rows);
  expect(moneyPeriods.rows).toEqual(moneyHours.rows);
}

/** Per agent: its team rows (bets, money, members active today) as the reports read them. */
async function teamSums(app: TestApp, agents: Player[]) {
  const ids = agents.map((a) => a.id);
  const result = await sql`
    select a.id,
      (select coalesce(sum(bets), 0)::int from team_hourly where ancestor_id = a.id) as bets,
      (select coalesce(sum(stake), 0)::int from team_hourly where ancestor_id = a.id) as stake,
      (select coalesce(sum(payout), 0)::int from team_hourly where ancestor_id = a.id) as payout,
      (select coalesce(sum(deposits), 0)::int from team_money_hourly where ancestor_id = a.id) as deposits,
      (select coalesce(sum(withdrawals), 0)::int from team_money_hourly where ancestor_id = a.id) as withdrawals,
      (select coalesce(sum(members), 0)::int from team_active where ancestor_id = a.id and bucket = 'day') as active,
      (select coalesce(sum(members), 0)::int from team_active where ancestor_id = a.id and bucket = 'month') as month
    from unnest(${ids}::int[]) as a(id) order by 1`.execute(app.database.db);
  return result.rows;
}

/** The same from the raw rows of each agent's team (all of it bet today, in the merchant's one day). */
async function rawTeamSums(app: TestApp, agents: Player[]) {
  const ids = agents.map((a) => a.id);
  const result = await sql`
    select a.id,
      (select count(*)::int from bets b join account_tree t on t.descendant_id = b.account_id
        where t.ancestor_id = a.id and t.depth >= 1 and b.status in ('won', 'lost')) as bets,
      (select coalesce(sum(stake), 0)::int from bets b join account_tree t on t.descendant_id = b.account_id
        where t.ancestor_id = a.id and t.depth >= 1 and b.status in ('won', 'lost')) as stake,
      (select coalesce(sum(payout), 0)::int from bets b join account_tree t on t.descendant_id = b.account_id
        where t.ancestor_id = a.id and t.depth >= 1 and b.status in ('won', 'lost')) as payout,
      (select coalesce(sum(amount), 0)::int from deposits d join account_tree t on t.descendant_id = d.account_id
        where t.ancestor_id = a.id and t.depth >= 1 and d.status = 'paid') as deposits,
      (select coalesce(sum(amount), 0)::int from withdrawals w join account_tree t on t.descendant_id = w.account_id
        where t.ancestor_id = a.id and t.depth >= 1 and w.status = 'paid') as withdrawals,
      (select count(distinct b.account_id)::int from bets b join account_tree t on t.descendant_id = b.account_id
        where t.ancestor_id = a.id and t.depth >= 1 and b.status in ('won', 'lost')) as active,
      (select count(distinct b.account_id)::int from bets b join account_tree t on t.descendant_id = b.account_id
        where t.ancestor_id = a.id and t.depth >= 1 and b.status in ('won', 'lost')) as month
    from unnest(${ids}::int[]) as a(id) order by 1`.execute(app.database.db);
  return result.rows;
}

const bet = fc.record({
  who: fc.nat(),
  category: fc.nat(),
  stake: fc.integer({ min: 1, max: 500_000 }),
  outcome: fc.constantFrom('won' as const, 'lost' as const, 'refunded' as const),
  payout: fc.integer({ min: 0, max: 2_000_000 }),
});
const money = fc.record({
  who: fc.nat(),
  kind: fc.constantFrom('deposit' as const, 'withdrawal' as const),
  amount: fc.integer({ min: 1, max: 10_000_000 }),
});

describe('member rollups', () => {
  it('equal the raw sums after random bets, deposits and withdrawals, from the events and after a rebuild', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(bet, { maxLength: 25 }),
        fc.array(money, { maxLength: 8 }),
        async (bets, payments) => {
          const top = await newPlayer(t, { type: 2 });
          const middle = await newPlayer(t, { type: 2, parent: top.username });
          const players = [top, middle, await newPlayer(t, { parent: middle.username })];
          await placeAndSettle(t, players, bets);
          await pay(t, players, payments);
          await t.services.events.settled();
          const fromEvents = await sums(t, players);
          expect(fromEvents.rolled).toEqual(fromEvents.raw);
          await periodsMatchHours(t, players);
          expect(await teamSums(t, [top, middle])).toEqual(await rawTeamSums(t, [top, middle]));

          // a lost event (a handler that never ran) is repaired by the rebuild over its hours
          const mid = players[0]?.merchantId as number;
          await sql`delete from member_hourly where account_id = ${players[0]?.id as number}`.execute(
            t.database.db,
          );
          await t.services.rollups.rebuild(
            mid,
            new Date(Date.now() - 3_600_000),
            new Date(Date.now() + 60_000),
          );
          const rebuilt = await sums(t, players);
          expect(rebuilt.rolled).toEqual(rebuilt.raw);
          await periodsMatchHours(t, players);
          expect(await teamSums(t, [top, middle])).toEqual(await rawTeamSums(t, [top, middle]));
        },
      ),
      { numRuns: 6, seed: 1717 },
    );
  });

  it('rebuilds any range, whose whole weeks and months start on different days, again and again', async () => {
    const top = await newPlayer(t, { type: 2 });
    const players = [top, await newPlayer(t, { parent: top.username })];
    await placeAndSettle(t, players, [{ who: 1, category: 0, stake: 500, outcome: 'lost', payout: 0 }]);
    await t.services.events.settled();
    // a bet settled five weeks ago: its week or month is cut by a rebuild over the last 40 days
    await sql`update bets set placed_at = now() - interval '35 days', settled_at = now() - interval '35 days'
      where account_id = ${players[1]?.id as number}`.execute(t.database.db);
    // ranges that widen to a week starting before the month, and to a month starting before the week
    for (const days of [40, 40, 9, 40]) {
      const done = await t.services.rollups.rebuild(
        top.merchantId,
        new Date(Date.now() - days * 86_400_000),
        new Date(Date.now() + 60_000),
      );
      expect(done).toBeDefined();
    }
    const rebuilt = await sums(t, players);
    expect(rebuilt.rolled).toEqual(rebuilt.raw);
    await periodsMatchHours(t, players);
    expect(await teamSums(t, [top])).toEqual(await rawTeamSums(t, [top]));
  });

  it('counts a refunded bet nowhere (it was never a bet)', async () => {
    const [p] = [await newPlayer(t)];
    await placeAndSettle(
      t,
      [p as Player],
      [{ who: 0, category: 0, stake: 100, outcome: 'refunded', payout: 0 }],
    );
    await t.services.events.settled();
    const rows = await t.database.db
      .selectFrom('member_hourly')
      .selectAll()
      .where('account_id', '=', (p as Player).id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('the nightly repair (decision 0032)', () => {
  const HOUR = 3_600_000;

  /** An agent, an agent below it and a player below that, who bet today in two categories. */
  async function team() {
    const top = await newPlayer(t, { type: 2 });
    const middle = await newPlayer(t, { type: 2, parent: top.username });
    const player = await newPlayer(t, { parent: middle.username });
    await placeAndSettle(
      t,
      [player],
      [
        { who: 0, category: 0, stake: 700, outcome: 'lost', payout: 0 },
        { who: 0, category: 1, stake: 300, outcome: 'won', payout: 900 },
      ],
    );
    await t.services.events.settled();
    return { top, middle, player, all: [top, middle, player] };
  }

  /** Drift as lost events and double counts leave it: a member's rows gone, an agent's rows off by one. */
  async function drift(top: Player, middle: Player, player: Player) {
    const db = t.database.db;
    const lost = await sql`delete from member_hourly where account_id = ${player.id}`.execute(db);
    await sql`update team_active set members = members + 1 where ancestor_id = ${top.id} and bucket in ('day', 'week')`.execute(
      db,
    );
    await sql`delete from team_hourly where ancestor_id = ${middle.id} and game_category = 'LIVE'`.execute(
      db,
    );
    return Number(lost.numAffectedRows);
  }

  const weekCount = async (agent: Player) =>
    (
      await sql<{
        members: number;
      }>`select members from team_active where ancestor_id = ${agent.id} and bucket = 'week'`.execute(
        t.database.db,
      )
    ).rows.map((r) => r.members);

  it('corrects a drifted day from the raw rows, says how many rows it corrected, and then finds nothing', async () => {
    const { top, middle, player, all } = await team();
    const day = localDate(new Date(), 420);
    expect(await t.services.rollups.repairDay(top.merchantId, day)).toMatchObject({ corrected: 0 });
    const lost = await drift(top, middle, player);
    expect(lost).toBe(2);
    // the player's two rows; the top's day and the middle's LIVE hour (the week is recounted with the day)
    expect(await t.services.rollups.repairDay(top.merchantId, day)).toEqual({
      day,
      memberRows: 2,
      teamRows: 2,
      corrected: 4,
    });
    const repaired = await sums(t, all);
    expect(repaired.rolled).toEqual(repaired.raw);
    await periodsMatchHours(t, all);
    expect(await teamSums(t, [top, middle])).toEqual(await rawTeamSums(t, [top, middle]));
    expect(await weekCount(top)).toEqual([1]);
    expect(await t.services.rollups.repairDay(top.merchantId, day)).toMatchObject({ corrected: 0 });
  });

  it('runs as a job once per (merchant, day), an hour after the day ends, however often it is asked', async () => {
    const { top, middle, player, all } = await team();
    await drift(top, middle, player);
    const day = localDate(new Date(), 420);
    const dayEnd = dayStart(day, 420).getTime() + 24 * HOUR;
    // a runner of the repair's jobs alone (the app's has the lottery's too, due all day), for this merchant
    const jobs = createJobRunner({ db: t.database.db, node: 'repair-test' });
    const lines: string[] = [];
    scheduleRepair(
      t.services.rollups,
      jobs,
      async () => [top.merchantId],
      (line) => lines.push(line),
    );
    const repairs = () =>
      t.database.db
        .selectFrom('job_claims')
        .select(['period', 'status', 'attempt'])
        .where('job', '=', 'agent.rollups-repair-day')
        .where('period', '=', `${top.merchantId}:${day}`)
        .execute();
    const tickTwice = async (at: number) => {
      await jobs.tick(new Date(at));
      await jobs.tick(new Date(at));
    };

    // half an hour after the day: still the day before's turn
    await tickTwice(dayEnd + HOUR / 2);
    expect(await repairs()).toEqual([]);
    // an hour after it: asked for, and run
    await tickTwice(dayEnd + HOUR + 60_000);
    expect(await repairs()).toEqual([
      { period: `${top.merchantId}:${day}`, status: 'succeeded', attempt: 1 },
    ]);
    expect(lines).toContainEqual(
      `rollups repair: merchant ${top.merchantId} day ${day}: 4 rows corrected (2 member, 2 team)`,
    );
    const repaired = await sums(t, all);
    expect(repaired.rolled).toEqual(repaired.raw);
    await periodsMatchHours(t, all);
    expect(await teamSums(t, [top, middle])).toEqual(await rawTeamSums(t, [top, middle]));

    // the next hours ask again, and a second node too: the same (merchant, day) never runs twice
    const other = createJobRunner({ db: t.database.db, node: 'repair-test-2' });
    scheduleRepair(
      t.services.rollups,
      other,
      async () => [top.merchantId],
      (line) => lines.push(line),
    );
    for (const later of [2, 3, 5]) {
      await tickTwice(dayEnd + later * HOUR + 60_000);
      await other.tick(new Date(dayEnd + later * HOUR + 60_000));
    }
    expect(await repairs()).toEqual([
      { period: `${top.merchantId}:${day}`, status: 'succeeded', attempt: 1 },
    ]);
    const runs = await t.database.db
      .selectFrom('job_runs as r')
      .innerJoin('job_claims as c', 'c.id', 'r.claim_id')
      .select('r.outcome')
      .where('c.job', '=', 'agent.rollups-repair-day')
      .where('c.period', '=', `${top.merchantId}:${day}`)
      .execute();
    expect(runs).toEqual([{ outcome: 'succeeded' }]);
    expect(lines.filter((line) => line.includes(`day ${day}:`))).toHaveLength(1);
  });
});
