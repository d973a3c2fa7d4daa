import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ActiveBucket } from './agent.tables.ts';
import { periodParts } from './merchant-periods.ts';
import { ALL_CATEGORIES } from './rollups.store.ts';

/**
 * A team's sums, read from the rollups only (never the bets): the root agent's own team rows for totals,
 * series and categories; the member rows of every member of its team (the closure table, depth >= 1) for
 * per-member lists and the distinct active members. Joining the member module's account_tree here is the
 * recorded exception of decision 0026: one join instead of a list of 100,000 ids.
 */
export type TeamScope = {
  merchantId: number;
  rootId: number;
  from: Date;
  to: Date;
  /** The merchant's offset from UTC (minutes): a range of its whole days reads the day and month rows. */
  offsetMinutes?: number;
};

export type BetSums = { bets: number; stake: number; validBet: number; payout: number };
export type MoneySums = {
  deposits: number;
  depositCount: number;
  withdrawals: number;
  withdrawalCount: number;
};

const team = (table: 'member_hourly' | 'member_money_hourly', s: TeamScope) => sql`
  from account_tree t join ${sql.table(table)} h on h.merchant_id = t.merchant_id and h.account_id = t.descendant_id
  where t.merchant_id = ${s.merchantId} and t.ancestor_id = ${s.rootId} and t.depth >= 1
    and h.hour >= ${s.from} and h.hour < ${s.to}`;

/**
 * The team's member rows of the scope for a per-member list (decision 0032): for a range of whole merchant
 * days, the day and month rows of its parts (a month row less the days outside the range, or the days),
 * each part one index range (the all-categories rows unless a category is asked for), each row with its
 * `sign`; else the hour rows. `sum(column)` is the column's sum as a bigint: over the parts in float8, exact
 * for the integers of money in minor units (below 2^53) and much faster than numeric over 100,000 members.
 */
function teamRows(
  table: 'member_hourly' | 'member_money_hourly',
  s: TeamScope,
  category: string | undefined = undefined,
) {
  const parts = s.offsetMinutes === undefined ? null : periodParts(s.from, s.to, s.offsetMinutes);
  if (!parts)
    return {
      rows: team(table, s),
      sum: (column: string) => sql`sum(${sql.ref(`h.${column}`)})`,
    };
  const periods = table === 'member_hourly' ? 'member_periods' : 'member_money_periods';
  const only = table === 'member_hourly' ? sql`and game_category = ${category ?? ALL_CATEGORIES}` : sql``;
  const each = parts.map(
    (p) => sql`select r.*, ${p.sign}::int as sign from ${sql.table(periods)} r
      where merchant_id = ${s.merchantId} and bucket = ${p.bucket} and at = ${p.at} ${only}`,
  );
  return {
    rows: sql`
      from account_tree t join (${sql.join(each, sql` union all `)}) h on h.account_id = t.descendant_id
      where t.merchant_id = ${s.merchantId} and t.ancestor_id = ${s.rootId} and t.depth >= 1`,
    sum: (column: string) => sql`sum((${sql.ref(`h.${column}`)} * h.sign)::float8)::bigint`,
  };
}

const betSums = (r: { bets: string; stake: string; valid_bet: string; payout: string }): BetSums => ({
  bets: Number(r.bets),
  stake: Number(r.stake),
  validBet: Number(r.valid_bet),
  payout: Number(r.payout),
});

const BET_SUMS = sql`coalesce(sum(h.bets), 0)::text as bets, coalesce(sum(h.stake), 0)::text as stake,
  coalesce(sum(h.valid_bet), 0)::text as valid_bet, coalesce(sum(h.payout), 0)::text as payout`;

type BetSumsRow = { bets: string; stake: string; valid_bet: string; payout: string };

const bucket = (width: string, origin: Date) =>
  sql`date_bin(${width}::interval, h.hour, ${origin}::timestamptz)`;

/** The root's own team rows (team_hourly, team_money_hourly) in the hours of the scope. */
const own = (table: 'team_hourly' | 'team_money_hourly', s: TeamScope) => sql`
  from ${sql.table(table)} h
  where h.ancestor_id = ${s.rootId} and h.merchant_id = ${s.merchantId} and h.hour >= ${s.from} and h.hour < ${s.to}`;

/** The team's bets per bucket and over the whole range (`at` null), from the root's team rows. */
export async function betSeries(db: Database, s: TeamScope, width: string, origin: Date) {
  const result = await sql<BetSumsRow & { at: Date | null }>`
    select ${bucket(width, origin)} as at, ${BET_SUMS}
    ${own('team_hourly', s)}
    group by grouping sets ((1), ())`.execute(db);
  return result.rows.map((r) => ({ at: r.at ? new Date(r.at) : null, ...betSums(r) }));
}

/** The team's paid money per bucket and over the whole range (`at` null). */
export async function moneySeries(db: Database, s: TeamScope, width: string, origin: Date) {
  const result = await sql<{ at: Date | null; d: string; dc: string; w: string; wc: string }>`
    select ${bucket(width, origin)} as at, coalesce(sum(h.deposits), 0)::text as d,
           coalesce(sum(h.deposit_count), 0)::text as dc, coalesce(sum(h.withdrawals), 0)::text as w,
           coalesce(sum(h.withdrawal_count), 0)::text as wc
    ${own('team_money_hourly', s)}
    group by grouping sets ((1), ())`.execute(db);
  return result.rows.map((r) => ({
    at: r.at ? new Date(r.at) : null,
    deposits: Number(r.d),
    depositCount: Number(r.dc),
    withdrawals: Number(r.w),
    withdrawalCount: Number(r.wc),
  }));
}

/** Members of the team who bet, per hour or merchant day, week or month (keyed by its start) of the scope. */
export async function activeSeries(db: Database, s: TeamScope, bucketKind: ActiveBucket) {
  const rows = await db
    .selectFrom('team_active')
    .select(['at', 'members'])
    .where('ancestor_id', '=', s.rootId)
    .where('merchant_id', '=', s.merchantId)
    .where('bucket', '=', bucketKind)
    .where('at', '>=', s.from)
    .where('at', '<', s.to)
    .execute();
  return new Map(rows.map((r) => [new Date(r.at).toISOString(), r.members]));
}

/** The team's settled bets over the scope's hours, from the root's own team rows. */
export async function teamBetSums(db: Database, s: TeamScope): Promise<BetSums> {
  const result = await sql<BetSumsRow>`select ${BET_SUMS} ${own('team_hourly', s)}`.execute(db);
  const row = result.rows[0];
  return row ? betSums(row) : { bets: 0, stake: 0, validBet: 0, payout: 0 };
}

/**
 * Members of the team who bet at all over the scope (distinct over its hours): one probe of each member's
 * rollup rows (their primary key starts with the member), stopping at the first.
 */
export async function activeMembers(db: Database, s: TeamScope): Promise<number> {
  const result = await sql<{ n: string }>`
    select count(*)::text as n from account_tree t
    where t.merchant_id = ${s.merchantId} and t.ancestor_id = ${s.rootId} and t.depth >= 1
      and exists (select 1 from member_hourly h where h.merchant_id = t.merchant_id and h.account_id = t.descendant_id
                  and h.hour >= ${s.from} and h.hour < ${s.to})`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

export type BetFilter = { category?: string | undefined; accountId?: number | undefined };

const betFilter = (f: BetFilter): RawBuilder<unknown> =>
  sql.join(
    [
      sql`true`,
      ...(f.category ? [sql`h.game_category = ${f.category}`] : []),
      ...(f.accountId !== undefined ? [sql`t.descendant_id = ${f.accountId}`] : []),
    ],
    sql` and `,
  );

/** Bets per game category, the largest valid bet first: the root's team rows, or one member's rows. */
export async function betsByCategory(db: Database, s: TeamScope, f: BetFilter) {
  const rows =
    f.accountId === undefined
      ? sql`${own('team_hourly', s)} ${f.category ? sql`and h.game_category = ${f.category}` : sql``}`
      : sql`${team('member_hourly', s)} and ${betFilter(f)}`;
  const result = await sql<BetSumsRow & { game_category: string }>`
    select h.game_category, ${BET_SUMS}
    ${rows}
    group by 1 order by sum(h.valid_bet) desc, 1`.execute(db);
  return result.rows.map((r) => ({ gameCategory: r.game_category, ...betSums(r) }));
}

/** One page of members with their bets, the largest valid bet first, and the count of such members. */
export async function betsByMember(
  db: Database,
  s: TeamScope,
  f: BetFilter & { limit: number; offset: number },
) {
  const { rows, sum } = teamRows('member_hourly', s, f.category);
  const result = await sql<BetSumsRow & { account_id: number; level: number; total: string }>`
    select h.account_id, t.depth as level, ${sum('bets')}::text as bets, ${sum('stake')}::text as stake,
           ${sum('valid_bet')}::text as valid_bet, ${sum('payout')}::text as payout,
           count(*) over ()::text as total
    ${rows} and ${betFilter(f)}
    group by 1, 2 having ${sum('bets')} > 0
    order by ${sum('valid_bet')} desc, 1 limit ${f.limit} offset ${f.offset}`.execute(db);
  return {
    rows: result.rows.map((r) => ({ accountId: r.account_id, level: r.level, ...betSums(r) })),
    total: Number(result.rows[0]?.total ?? 0),
  };
}

/** One page of members with bets or money in the range (profit and loss), the largest valid bet first. */
export async function profitByMember(
  db: Database,
  s: TeamScope,
  page: { accountId?: number | undefined; limit: number; offset: number },
) {
  const only = page.accountId !== undefined ? sql`and t.descendant_id = ${page.accountId}` : sql``;
  const parts = s.offsetMinutes === undefined ? null : periodParts(s.from, s.to, s.offsetMinutes);
  if (parts) return profitFromPeriods(db, s, parts, only, page);
  const [bets, money] = [teamRows('member_hourly', s), teamRows('member_money_hourly', s)];
  const result = await sql<ProfitRow>`
    with b as (
      select h.account_id, t.depth as level, ${bets.sum('stake')} as stake, ${bets.sum('valid_bet')} as valid_bet,
             ${bets.sum('payout')} as payout
      ${bets.rows} ${only} group by 1, 2 having ${bets.sum('bets')} > 0),
    m as (
      select h.account_id, t.depth as level, ${money.sum('deposits')} as deposits,
             ${money.sum('withdrawals')} as withdrawals
      ${money.rows} ${only} group by 1, 2
      having ${money.sum('deposit_count')} + ${money.sum('withdrawal_count')} > 0)
    select account_id, level, coalesce(b.stake, 0)::text as stake, coalesce(b.valid_bet, 0)::text as valid_bet,
           coalesce(b.payout, 0)::text as payout, coalesce(m.deposits, 0)::text as deposits,
           coalesce(m.withdrawals, 0)::text as withdrawals, count(*) over ()::text as total
    from b full join m using (account_id, level)
    order by coalesce(b.valid_bet, 0) desc, account_id
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return profitPage(result.rows);
}

type ProfitRow = {
  account_id: number;
  level: number;
  stake: string;
  valid_bet: string;
  payout: string;
  deposits: string;
  withdrawals: string;
  total: string;
};

/**
 * Profit and loss per member from the day and month rows (decision 0032): the bet and money rows of each
 * part in one stream, joined with the team once and summed per member (float8, as `teamRows`).
 */
async function profitFromPeriods(
  db: Database,
  s: TeamScope,
  parts: NonNullable<ReturnType<typeof periodParts>>,
  only: RawBuilder<unknown>,
  page: { limit: number; offset: number },
) {
  const where = (p: (typeof parts)[number]) =>
    sql`where merchant_id = ${s.merchantId} and bucket = ${p.bucket} and at = ${p.at}`;
  const each = parts.flatMap((p) => [
    sql`select account_id, bets, stake, valid_bet, payout, 0::int as moves, 0::bigint as deposits,
          0::bigint as withdrawals, ${p.sign}::int as sign
        from member_periods ${where(p)} and game_category = ${ALL_CATEGORIES}`,
    sql`select account_id, 0::int, 0::bigint, 0::bigint, 0::bigint, deposit_count + withdrawal_count, deposits,
          withdrawals, ${p.sign}::int
        from member_money_periods ${where(p)}`,
  ]);
  const sum = (column: string) => sql`sum((${sql.ref(`h.${column}`)} * h.sign)::float8)::bigint`;
  const result = await sql<ProfitRow>`
    select h.account_id, t.depth as level, ${sum('stake')}::text as stake, ${sum('valid_bet')}::text as valid_bet,
           ${sum('payout')}::text as payout, ${sum('deposits')}::text as deposits,
           ${sum('withdrawals')}::text as withdrawals, count(*) over ()::text as total
    from account_tree t join (${sql.join(each, sql` union all `)}) h on h.account_id = t.descendant_id
    where t.merchant_id = ${s.merchantId} and t.ancestor_id = ${s.rootId} and t.depth >= 1 ${only}
    group by 1, 2 having ${sum('bets')} > 0 or ${sum('moves')} > 0
    order by ${sum('valid_bet')} desc, 1
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return profitPage(result.rows);
}

function profitPage(rows: ProfitRow[]) {
  return {
    rows: rows.map((r) => ({
      accountId: r.account_id,
      level: r.level,
      stake: Number(r.stake),
      validBet: Number(r.valid_bet),
      payout: Number(r.payout),
      deposits: Number(r.deposits),
      withdrawals: Number(r.withdrawals),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}
