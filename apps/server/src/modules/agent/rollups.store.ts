import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { merchantPeriod } from '../../platform/merchant-periods.ts';
import type { ActiveBucket } from './agent.tables.ts';
import type { Span } from './merchant-periods.ts';

const BUCKETS: readonly ActiveBucket[] = ['hour', 'day', 'week', 'month'];

/** Writes of the member rollups (decision 0026): upserts that add, and a range replaced whole. */

export type BetHour = {
  merchantId: number;
  accountId: number;
  hour: Date;
  gameCategory: string;
  bets: number;
  stake: number;
  validBet: number;
  payout: number;
};

export type MoneyHour = {
  merchantId: number;
  accountId: number;
  hour: Date;
  deposits: number;
  depositCount: number;
  withdrawals: number;
  withdrawalCount: number;
};

const CHUNK = 1000;

/** The category of a member's day and month rows that sums all its categories (decision 0032). */
export const ALL_CATEGORIES = '*';

const betValues = (rows: readonly BetHour[]) =>
  rows.map((r) => ({
    merchant_id: r.merchantId,
    account_id: r.accountId,
    hour: r.hour,
    game_category: r.gameCategory,
    bets: r.bets,
    stake: r.stake,
    valid_bet: r.validBet,
    payout: r.payout,
  }));

const moneyValues = (rows: readonly MoneyHour[]) =>
  rows.map((r) => ({
    merchant_id: r.merchantId,
    account_id: r.accountId,
    hour: r.hour,
    deposits: r.deposits,
    deposit_count: r.depositCount,
    withdrawals: r.withdrawals,
    withdrawal_count: r.withdrawalCount,
  }));

/** Lock namespace of pg_advisory_xact_lock: a member's rollup additions, one at a time. */
const ROLLUP_LOCK_NAMESPACE = 4201;

/**
 * Adds a settled bet to its member's hour and category and to the same row of every agent above it, and
 * counts the member as active in the hour, merchant day, week and month for each of them when it is its
 * first bet there. One statement: its CTEs see the rows as they were before it.
 */
export async function addBets(
  db: Database,
  row: BetHour,
  periods: Record<ActiveBucket, Span>,
): Promise<void> {
  const { merchantId: m, accountId: a, hour: h } = row;
  const seen = (p: Span) =>
    sql`exists (select 1 from member_hourly where merchant_id = ${m} and account_id = ${a}
                and hour >= ${p.start} and hour < ${p.end})`;
  const buckets = sql.join(
    BUCKETS.map((b) => sql`(${b}, ${periods[b].start}::timestamptz, ${seen(periods[b])})`),
  );
  // One member's additions one at a time: two at once (two categories of one hour, on PostgreSQL) would
  // both find the member unseen and count it active twice. After the lock the statement sees the other's.
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${ROLLUP_LOCK_NAMESPACE}::int, ${a}::int)`.execute(trx);
    await sql`
      with seen (bucket, at, was) as (values ${buckets}),
      member as (
        insert into member_hourly (merchant_id, account_id, hour, game_category, bets, stake, valid_bet, payout)
        values (${m}, ${a}, ${h}, ${row.gameCategory}, ${row.bets}, ${row.stake}, ${row.validBet}, ${row.payout})
        on conflict (merchant_id, account_id, hour, game_category) do update
          set bets = member_hourly.bets + excluded.bets, stake = member_hourly.stake + excluded.stake,
              valid_bet = member_hourly.valid_bet + excluded.valid_bet, payout = member_hourly.payout + excluded.payout),
      member_days as (
        insert into member_periods (merchant_id, account_id, bucket, at, game_category, bets, stake, valid_bet, payout)
        values (${m}, ${a}, 'day', ${periods.day.start}, ${row.gameCategory}, ${row.bets}, ${row.stake}, ${row.validBet}, ${row.payout}),
               (${m}, ${a}, 'day', ${periods.day.start}, ${ALL_CATEGORIES}, ${row.bets}, ${row.stake}, ${row.validBet}, ${row.payout}),
               (${m}, ${a}, 'month', ${periods.month.start}, ${row.gameCategory}, ${row.bets}, ${row.stake}, ${row.validBet}, ${row.payout}),
               (${m}, ${a}, 'month', ${periods.month.start}, ${ALL_CATEGORIES}, ${row.bets}, ${row.stake}, ${row.validBet}, ${row.payout})
        on conflict (merchant_id, account_id, bucket, at, game_category) do update
          set bets = member_periods.bets + excluded.bets, stake = member_periods.stake + excluded.stake,
              valid_bet = member_periods.valid_bet + excluded.valid_bet, payout = member_periods.payout + excluded.payout),
      up as (select ancestor_id from account_tree where merchant_id = ${m} and descendant_id = ${a} and depth >= 1),
      team as (
        insert into team_hourly (merchant_id, ancestor_id, hour, game_category, bets, stake, valid_bet, payout)
        select ${m}, ancestor_id, ${h}, ${row.gameCategory}, ${row.bets}, ${row.stake}, ${row.validBet}, ${row.payout} from up
        on conflict (ancestor_id, hour, game_category) do update
          set bets = team_hourly.bets + excluded.bets, stake = team_hourly.stake + excluded.stake,
              valid_bet = team_hourly.valid_bet + excluded.valid_bet, payout = team_hourly.payout + excluded.payout)
      insert into team_active (merchant_id, ancestor_id, bucket, at, members)
      select ${m}, up.ancestor_id, seen.bucket, seen.at, 1
      from up cross join seen
      where not seen.was
      on conflict (ancestor_id, bucket, at) do update set members = team_active.members + 1`.execute(trx);
  });
}

/** Adds paid money to its member's hour, day and month and to the same hour of every agent above it. */
export async function addMoney(
  db: Database,
  row: MoneyHour,
  periods: Pick<Record<ActiveBucket, Span>, 'day' | 'month'>,
): Promise<void> {
  const { merchantId: m, accountId: a, hour: h } = row;
  const values = sql`${row.deposits}::bigint, ${row.depositCount}::int, ${row.withdrawals}::bigint, ${row.withdrawalCount}::int`;
  await sql`
    with member as (
      insert into member_money_hourly (merchant_id, account_id, hour, deposits, deposit_count, withdrawals, withdrawal_count)
      values (${m}, ${a}, ${h}, ${values})
      on conflict (merchant_id, account_id, hour) do update
        set deposits = member_money_hourly.deposits + excluded.deposits,
            deposit_count = member_money_hourly.deposit_count + excluded.deposit_count,
            withdrawals = member_money_hourly.withdrawals + excluded.withdrawals,
            withdrawal_count = member_money_hourly.withdrawal_count + excluded.withdrawal_count),
    member_days as (
      insert into member_money_periods (merchant_id, account_id, bucket, at, deposits, deposit_count, withdrawals, withdrawal_count)
      values (${m}, ${a}, 'day', ${periods.day.start}, ${values}), (${m}, ${a}, 'month', ${periods.month.start}, ${values})
      on conflict (merchant_id, account_id, bucket, at) do update
        set deposits = member_money_periods.deposits + excluded.deposits,
            deposit_count = member_money_periods.deposit_count + excluded.deposit_count,
            withdrawals = member_money_periods.withdrawals + excluded.withdrawals,
            withdrawal_count = member_money_periods.withdrawal_count + excluded.withdrawal_count)
    insert into team_money_hourly (merchant_id, ancestor_id, hour, deposits, deposit_count, withdrawals, withdrawal_count)
    select ${m}, ancestor_id, ${h}, ${values}
    from account_tree where merchant_id = ${m} and descendant_id = ${a} and depth >= 1
    on conflict (ancestor_id, hour) do update
      set deposits = team_money_hourly.deposits + excluded.deposits,
          deposit_count = team_money_hourly.deposit_count + excluded.deposit_count,
          withdrawals = team_money_hourly.withdrawals + excluded.withdrawals,
          withdrawal_count = team_money_hourly.withdrawal_count + excluded.withdrawal_count`.execute(db);
}

/**
 * Replaces a merchant's member rollups of the hours in [from, to) with the given rows, then its agents'
 * rows of those hours from them, in one transaction. The range should be whole merchant weeks and months
 * (of the merchant's offset, `wholePeriods`), so each period's active count is whole.
 */
export async function replaceHours(
  db: Database,
  merchantId: number,
  range: { from: Date; to: Date },
  offsetMinutes: number,
  bets: readonly BetHour[],
  money: readonly MoneyHour[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of ['member_hourly', 'member_money_hourly'] as const) {
      await trx
        .deleteFrom(table)
        .where('merchant_id', '=', merchantId)
        .where('hour', '>=', range.from)
        .where('hour', '<', range.to)
        .execute();
    }
    for (let i = 0; i < bets.length; i += CHUNK)
      await trx
        .insertInto('member_hourly')
        .values(betValues(bets.slice(i, i + CHUNK)))
        .execute();
    for (let i = 0; i < money.length; i += CHUNK)
      await trx
        .insertInto('member_money_hourly')
        .values(moneyValues(money.slice(i, i + CHUNK)))
        .execute();
    await rebuildPeriods(trx, merchantId, range, offsetMinutes, null);
    await rebuildTeams(trx, merchantId, { hours: range, ancestors: null, offsetMinutes });
  });
}

/**
 * Rewrites members' day and month rows (decision 0032) from their hour rows: the days of a span of whole
 * merchant days, and the whole months it touches (hours outside the span count in their month too). All the
 * merchant's members (null) or some.
 */
export async function rebuildPeriods(
  db: Database,
  merchantId: number,
  span: { from: Date; to: Date },
  offsetMinutes: number,
  accounts: readonly number[] | null,
): Promise<void> {
  if (accounts?.length === 0) return;
  const months = {
    from: merchantPeriod('month', span.from, offsetMinutes).start,
    to: merchantPeriod('month', new Date(span.to.getTime() - 1), offsetMinutes).end,
  };
  const offset = sql`make_interval(mins => ${offsetMinutes}::int)`;
  const at = {
    day: sql`date_bin('1 day', h.hour, ${new Date(Date.UTC(2000, 0, 1) - offsetMinutes * 60_000)}::timestamptz)`,
    month: sql`(date_trunc('month', (h.hour at time zone 'UTC') + ${offset}) - ${offset}) at time zone 'UTC'`,
  };
  const whose = (column: string) =>
    accounts ? sql`and ${sql.ref(column)} = any(${[...accounts]}::int[])` : sql``;
  for (const [bucket, range] of [
    ['day', span],
    ['month', months],
  ] as const) {
    for (const table of ['member_periods', 'member_money_periods'] as const)
      await sql`delete from ${sql.table(table)} where merchant_id = ${merchantId} and bucket = ${bucket}
                  and at >= ${range.from} and at < ${range.to} ${whose('account_id')}`.execute(db);
    const hours = sql`where h.merchant_id = ${merchantId} and h.hour >= ${range.from} and h.hour < ${range.to} ${whose('h.account_id')}`;
    await sql`
      insert into member_periods (merchant_id, account_id, bucket, at, game_category, bets, stake, valid_bet, payout)
      select ${merchantId}::int, h.account_id, ${bucket}::text, ${at[bucket]}, h.game_category, sum(h.bets), sum(h.stake),
             sum(h.valid_bet), sum(h.payout)
      from member_hourly h ${hours} group by 2, 4, 5
      union all
      select ${merchantId}::int, h.account_id, ${bucket}::text, ${at[bucket]}, ${ALL_CATEGORIES}::text, sum(h.bets), sum(h.stake),
             sum(h.valid_bet), sum(h.payout)
      from member_hourly h ${hours} group by 2, 4`.execute(db);
    await sql`
      insert into member_money_periods (merchant_id, account_id, bucket, at, deposits, deposit_count, withdrawals, withdrawal_count)
      select ${merchantId}, h.account_id, ${bucket}, ${at[bucket]}, sum(h.deposits), sum(h.deposit_count),
             sum(h.withdrawals), sum(h.withdrawal_count)
      from member_money_hourly h ${hours} group by 2, 4`.execute(db);
  }
}

/**
 * Rewrites agents' rows from the member rows: of some hours (null: all) and of some agents (null: all of
 * the merchant's), periods in the merchant's time (its offset in minutes). After a move: the agents above
 * the moved team before and after it, for all hours.
 */
export async function rebuildTeams(
  db: Database,
  merchantId: number,
  scope: {
    hours: { from: Date; to: Date } | null;
    ancestors: readonly number[] | null;
    offsetMinutes: number;
  },
): Promise<void> {
  const { hours, ancestors, offsetMinutes } = scope;
  const when = (column: string) =>
    hours ? sql`and ${sql.ref(column)} >= ${hours.from} and ${sql.ref(column)} < ${hours.to}` : sql``;
  const whose = (column: string) =>
    ancestors ? sql`and ${sql.ref(column)} = any(${[...ancestors]}::int[])` : sql``;
  await sql`delete from team_hourly where merchant_id = ${merchantId} ${when('hour')} ${whose('ancestor_id')}`.execute(
    db,
  );
  await sql`delete from team_money_hourly where merchant_id = ${merchantId} ${when('hour')} ${whose('ancestor_id')}`.execute(
    db,
  );
  await sql`delete from team_active where merchant_id = ${merchantId} ${when('at')} ${whose('ancestor_id')}`.execute(
    db,
  );
  const team = sql`join account_tree t on t.merchant_id = h.merchant_id and t.descendant_id = h.account_id and t.depth >= 1
    where h.merchant_id = ${merchantId} ${when('h.hour')} ${whose('t.ancestor_id')}`;
  await sql`
    insert into team_hourly (merchant_id, ancestor_id, hour, game_category, bets, stake, valid_bet, payout)
    select ${merchantId}, t.ancestor_id, h.hour, h.game_category, sum(h.bets), sum(h.stake), sum(h.valid_bet), sum(h.payout)
    from member_hourly h ${team} group by 2, 3, 4`.execute(db);
  await sql`
    insert into team_money_hourly (merchant_id, ancestor_id, hour, deposits, deposit_count, withdrawals, withdrawal_count)
    select ${merchantId}, t.ancestor_id, h.hour, sum(h.deposits), sum(h.deposit_count), sum(h.withdrawals), sum(h.withdrawal_count)
    from member_money_hourly h ${team} group by 2, 3`.execute(db);
  const offset = sql`make_interval(mins => ${offsetMinutes}::int)`;
  // A range starts at a whole week and a whole month, but the one that starts later cuts the other's
  // bucket: a week that began before the month (or the reverse) is neither deleted above nor counted
  // whole from the range's hours, so it is left as it was.
  const whole = hours ? sql`where s.at >= ${hours.from}` : sql``;
  const bucketOf: Record<ActiveBucket, ReturnType<typeof sql>> = {
    hour: sql`h.hour`,
    day: sql`date_bin('1 day', h.hour, ${new Date(Date.UTC(2000, 0, 1) - offsetMinutes * 60_000)}::timestamptz)`,
    week: sql`date_bin('7 days', h.hour, ${new Date(Date.UTC(2000, 0, 3) - offsetMinutes * 60_000)}::timestamptz)`,
    month: sql`(date_trunc('month', (h.hour at time zone 'UTC') + ${offset}) - ${offset}) at time zone 'UTC'`,
  };
  for (const bucket of BUCKETS) {
    await sql`
      insert into team_active (merchant_id, ancestor_id, bucket, at, members)
      select ${merchantId}, s.ancestor_id, ${bucket}, s.at, s.members
      from (select t.ancestor_id, ${bucketOf[bucket]} as at, count(distinct h.account_id) as members
            from member_hourly h ${team} group by 1, 2) s
      ${whole}`.execute(db);
  }
}

/** A member's rollup row as the repair compares it: its key and its sums. */
export type MemberRows = { bets: BetHour[]; money: MoneyHour[] };

/** A merchant's member rows of the hours in a span (the repair's "before"). */
export async function memberRowsIn(db: Database, merchantId: number, span: Span): Promise<MemberRows> {
  const [bets, money] = await Promise.all([
    db
      .selectFrom('member_hourly')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('hour', '>=', span.start)
      .where('hour', '<', span.end)
      .execute(),
    db
      .selectFrom('member_money_hourly')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('hour', '>=', span.start)
      .where('hour', '<', span.end)
      .execute(),
  ]);
  return {
    bets: bets.map((r) => ({
      merchantId,
      accountId: r.account_id,
      hour: new Date(r.hour),
      gameCategory: r.game_category,
      bets: Number(r.bets),
      stake: Number(r.stake),
      validBet: Number(r.valid_bet),
      payout: Number(r.payout),
    })),
    money: money.map((r) => ({
      merchantId,
      accountId: r.account_id,
      hour: new Date(r.hour),
      deposits: Number(r.deposits),
      depositCount: Number(r.deposit_count),
      withdrawals: Number(r.withdrawals),
      withdrawalCount: Number(r.withdrawal_count),
    })),
  };
}

/**
 * The agents' rows of a merchant day that differ from what its member rows sum to (team bets and money of
 * its hours, active members of its hours and of the day): how many rows are wrong, missing or extra, and
 * whose they are.
 */
export async function teamDrift(
  db: Database,
  merchantId: number,
  day: Span,
): Promise<{ rows: number; ancestors: number[] }> {
  const { start: s, end: e } = day;
  const tree = sql`join account_tree t on t.merchant_id = h.merchant_id and t.descendant_id = h.account_id and t.depth >= 1
    where h.merchant_id = ${merchantId} and h.hour >= ${s} and h.hour < ${e}`;
  const { rows } = await sql<{ ancestor_id: number; n: number }>`
    with bets_exp as (
      select t.ancestor_id, h.hour, h.game_category, sum(h.bets)::bigint as bets, sum(h.stake)::bigint as stake,
             sum(h.valid_bet)::bigint as valid_bet, sum(h.payout)::bigint as payout
      from member_hourly h ${tree} group by 1, 2, 3),
    bets_act as (
      select ancestor_id, hour, game_category, bets::bigint, stake::bigint, valid_bet::bigint, payout::bigint
      from team_hourly where merchant_id = ${merchantId} and hour >= ${s} and hour < ${e}),
    money_exp as (
      select t.ancestor_id, h.hour, sum(h.deposits)::bigint as deposits, sum(h.deposit_count)::bigint as deposit_count,
             sum(h.withdrawals)::bigint as withdrawals, sum(h.withdrawal_count)::bigint as withdrawal_count
      from member_money_hourly h ${tree} group by 1, 2),
    money_act as (
      select ancestor_id, hour, deposits::bigint, deposit_count::bigint, withdrawals::bigint, withdrawal_count::bigint
      from team_money_hourly where merchant_id = ${merchantId} and hour >= ${s} and hour < ${e}),
    active_exp as (
      select t.ancestor_id, 'hour'::text as bucket, h.hour as at, count(distinct h.account_id)::int as members
      from member_hourly h ${tree} group by 1, 3
      union all
      select t.ancestor_id, 'day'::text, ${s}::timestamptz, count(distinct h.account_id)::int
      from member_hourly h ${tree} group by 1),
    active_act as (
      select ancestor_id, bucket::text, at, members from team_active
      where merchant_id = ${merchantId}
        and ((bucket = 'hour' and at >= ${s} and at < ${e}) or (bucket = 'day' and at = ${s}))),
    -- each wrong, missing or extra row once, by its key (a wrong row is on both sides of the difference)
    diff as (
      select ancestor_id, 'b' || hour::text || game_category as k
      from ((table bets_exp except table bets_act) union all (table bets_act except table bets_exp)) b
      union
      select ancestor_id, 'm' || hour::text
      from ((table money_exp except table money_act) union all (table money_act except table money_exp)) m
      union
      select ancestor_id, 'a' || bucket || at::text
      from ((table active_exp except table active_act) union all (table active_act except table active_exp)) a)
    select ancestor_id, count(*)::int as n from diff group by 1`.execute(db);
  return {
    rows: rows.reduce((sum, r) => sum + Number(r.n), 0),
    ancestors: rows.map((r) => r.ancestor_id),
  };
}

/** The repair's first step: some members' rows of a merchant day replaced by the raw sums (one transaction). */
export async function replaceMemberRows(
  db: Database,
  merchantId: number,
  day: Span,
  accounts: readonly number[],
  rows: MemberRows,
  offsetMinutes: number,
): Promise<void> {
  if (accounts.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const table of ['member_hourly', 'member_money_hourly'] as const) {
      await trx
        .deleteFrom(table)
        .where('merchant_id', '=', merchantId)
        .where('account_id', 'in', [...accounts])
        .where('hour', '>=', day.start)
        .where('hour', '<', day.end)
        .execute();
    }
    for (let i = 0; i < rows.bets.length; i += CHUNK)
      await trx
        .insertInto('member_hourly')
        .values(betValues(rows.bets.slice(i, i + CHUNK)))
        .execute();
    for (let i = 0; i < rows.money.length; i += CHUNK)
      await trx
        .insertInto('member_money_hourly')
        .values(moneyValues(rows.money.slice(i, i + CHUNK)))
        .execute();
    await rebuildPeriods(trx, merchantId, { from: day.start, to: day.end }, offsetMinutes, accounts);
  });
}

/**
 * The repair's second step (decision 0032): some agents' rows of a merchant day's hours and of the day
 * rewritten from the member rows, and their active counts of the week and month the day is in recounted
 * whole from all their member rows. One transaction.
 */
export async function repairTeams(
  db: Database,
  merchantId: number,
  scope: { day: Span; week: Span; month: Span; offsetMinutes: number; ancestors: readonly number[] },
): Promise<void> {
  const { day, ancestors } = scope;
  if (ancestors.length === 0) return;
  await db.transaction().execute(async (trx) => {
    // The hours and the day; a week or month that starts this day is counted from this day only there…
    await rebuildTeams(trx, merchantId, {
      hours: { from: day.start, to: day.end },
      ancestors,
      offsetMinutes: scope.offsetMinutes,
    });
    // …so the week and the month the day is in are counted whole, from all their member rows.
    for (const [bucket, span] of [
      ['week', scope.week],
      ['month', scope.month],
    ] as const) {
      await sql`delete from team_active where merchant_id = ${merchantId} and bucket = ${bucket}
                  and at = ${span.start} and ancestor_id = any(${[...ancestors]}::int[])`.execute(trx);
      await sql`
        insert into team_active (merchant_id, ancestor_id, bucket, at, members)
        select ${merchantId}, t.ancestor_id, ${bucket}, ${span.start}::timestamptz, count(distinct h.account_id)
        from member_hourly h
        join account_tree t on t.merchant_id = h.merchant_id and t.descendant_id = h.account_id and t.depth >= 1
        where h.merchant_id = ${merchantId} and h.hour >= ${span.start} and h.hour < ${span.end}
          and t.ancestor_id = any(${[...ancestors]}::int[])
        group by 2`.execute(trx);
    }
  });
}
