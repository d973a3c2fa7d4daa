import type {
  PeriodType,
  TeamBettingReport,
  TeamOverview,
  TeamProfitLossReport,
  TeamTransaction,
  TeamTransactionPage,
  TeamTransactionType,
} from '@portal/contracts/agent';
import type { Database } from '../../db/database.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { offsetOfSettings } from '../../platform/merchant-periods.ts';
import { maskAccount } from '../games/games.service.ts';
import type { PeriodQuery, TeamDeps } from './agent-deps.ts';
import { pageOf, periodsOf } from './report-shapes.ts';
import * as store from './team.store.ts';
import { bucketsOf, type TeamRange, teamRange } from './team-range.ts';

/** The merchant's offset from UTC (minutes) for its days; Thailand's when not set (as the betting record). */
export const offsetOf = (merchant: Merchant) => offsetOfSettings(merchant.settings);

const iso = (at: Date) => at.toISOString();
const winLoss = (s: { payout: number; stake: number }) => s.payout - s.stake;

/**
 * The team reports (spec section 2): the overview, team betting, team profit and loss read the member
 * rollups (decision 0026), never the bets; the transaction list pages the raw deposits, withdrawals and
 * transfers of the team. `rootId` is the caller or a downline agent the guard has placed in its team.
 */
export function createTeamService(db: Database, deps: TeamDeps) {
  const scopeOf = (merchant: Merchant, rootId: number, range: TeamRange): store.TeamScope => ({
    merchantId: merchant.id,
    rootId,
    from: range.start,
    to: range.end,
    offsetMinutes: range.offsetMinutes,
  });

  /** The member id a `username` filter names within the team; -1 (nobody) for an unknown one. */
  async function memberFilter(merchant: Merchant, rootId: number, username: string | undefined) {
    if (!username) return undefined;
    const account = await deps.accounts.findByUsername(merchant.id, username.trim());
    if (!account) return -1;
    const depth = await deps.tree.depthBelow(merchant.id, rootId, account.id);
    return depth !== null && depth > 0 ? account.id : -1;
  }

  async function counterpartyView(merchant: Merchant, rootId: number, username: string) {
    const account = username ? await deps.accounts.findByUsername(merchant.id, username) : undefined;
    if (!account) return maskAccount(username);
    const depth = await deps.tree.depthBelow(merchant.id, rootId, account.id);
    return depth === null ? maskAccount(username) : username;
  }

  /**
   * Members of the team who bet over a range: the agent's count of the merchant day, week or month when the
   * range is one of them (today, yesterday, this week, this month, a one-day custom range), else distinct
   * over the members' rows.
   */
  async function activeOver(scope: store.TeamScope, range: TeamRange, period: PeriodQuery['period']) {
    const bucket =
      range.startDate === range.endDate
        ? 'day'
        : period === 'thisWeek'
          ? 'week'
          : period === 'thisMonth'
            ? 'month'
            : null;
    if (!bucket) return store.activeMembers(db, scope);
    return (await store.activeSeries(db, scope, bucket)).get(iso(range.start)) ?? 0;
  }

  async function named<T extends { accountId: number }>(rows: T[]) {
    const names = await deps.accounts.usernames(rows.map((r) => r.accountId));
    return rows.map(({ accountId, ...r }) => ({ id: accountId, username: names.get(accountId) ?? '', ...r }));
  }

  return {
    /**
     * What the contracts' settlement needs of a team over whole hours [from, to) (decision 0027's port):
     * valid bets, members who bet and the team's net loss (stake - payout), from the rollups.
     */
    async activity(merchantId: number, rootId: number, from: Date, to: Date) {
      const scope = { merchantId, rootId, from, to };
      const [sums, activeMembers] = await Promise.all([
        store.teamBetSums(db, scope),
        store.activeMembers(db, scope),
      ]);
      return { validBet: sums.validBet, activeMembers, netLoss: sums.stake - sums.payout };
    },

    async overview(
      merchant: Merchant,
      rootId: number,
      query: PeriodQuery,
      now = new Date(),
    ): Promise<TeamOverview> {
      const range = teamRange(query, offsetOf(merchant), now);
      const scope = scopeOf(merchant, rootId, range);
      const [bets, money, active, activeTotal, joined, counts] = await Promise.all([
        store.betSeries(db, scope, range.width, range.origin),
        store.moneySeries(db, scope, range.width, range.origin),
        store.activeSeries(db, scope, range.granularity),
        activeOver(scope, range, query.period),
        deps.tree.registrationsByBucket(merchant.id, rootId, {
          from: range.start,
          to: range.end,
          width: range.width,
          origin: range.origin,
        }),
        deps.tree.teamCounts(merchant.id, [rootId]),
      ]);
      const betAt = new Map(bets.map((b) => [b.at ? iso(b.at) : 'all', b]));
      const moneyAt = new Map(money.map((m) => [m.at ? iso(m.at) : 'all', m]));
      const noBets = { bets: 0, stake: 0, validBet: 0, payout: 0 };
      const noMoney = { deposits: 0, depositCount: 0, withdrawals: 0, withdrawalCount: 0 };
      const all = { ...noBets, ...betAt.get('all') };
      const paid = { ...noMoney, ...moneyAt.get('all') };
      const series = bucketsOf(range).map((at) => {
        const b = { ...noBets, ...betAt.get(iso(at)) };
        const m = { ...noMoney, ...moneyAt.get(iso(at)) };
        return {
          at: iso(at),
          newMembers: joined.get(iso(at)) ?? 0,
          activeMembers: active.get(iso(at)) ?? 0,
          deposits: m.deposits,
          withdrawals: m.withdrawals,
          validBet: b.validBet,
          payout: b.payout,
          profitLoss: winLoss(b),
        };
      });
      const size = counts.get(rootId) ?? { teamSize: 0, directMembers: 0 };
      return {
        startDate: range.startDate,
        endDate: range.endDate,
        teamSize: size.teamSize,
        directMembers: size.directMembers,
        newMembers: [...joined.values()].reduce((sum, n) => sum + n, 0),
        activeMembers: activeTotal,
        deposits: paid.deposits,
        depositCount: paid.depositCount,
        withdrawals: paid.withdrawals,
        withdrawalCount: paid.withdrawalCount,
        bets: all.bets,
        stake: all.stake,
        validBet: all.validBet,
        payout: all.payout,
        profitLoss: winLoss(all),
        granularity: range.granularity,
        series,
      };
    },

    async betting(
      merchant: Merchant,
      rootId: number,
      query: PeriodQuery & { gameCategory?: string; username?: string; pageNum?: number; pageSize?: number },
    ): Promise<TeamBettingReport> {
      const range = teamRange(query, offsetOf(merchant));
      const scope = scopeOf(merchant, rootId, range);
      const filter = {
        category: query.gameCategory,
        accountId: await memberFilter(merchant, rootId, query.username),
      };
      const { pageNum = 1, pageSize = 20 } = query;
      const [categories, members] = await Promise.all([
        store.betsByCategory(db, scope, filter),
        store.betsByMember(db, scope, { ...filter, limit: pageSize, offset: (pageNum - 1) * pageSize }),
      ]);
      const withWinLoss = <T extends store.BetSums>(s: T) => ({ ...s, winLoss: winLoss(s) });
      const totals = categories.reduce(
        (t, c) => ({
          bets: t.bets + c.bets,
          stake: t.stake + c.stake,
          validBet: t.validBet + c.validBet,
          payout: t.payout + c.payout,
        }),
        { bets: 0, stake: 0, validBet: 0, payout: 0 },
      );
      return {
        startDate: range.startDate,
        endDate: range.endDate,
        categories: categories.map(withWinLoss),
        members: pageOf((await named(members.rows)).map(withWinLoss), members.total, pageNum, pageSize),
        totals: withWinLoss(totals),
      };
    },

    async profitLoss(
      merchant: Merchant,
      rootId: number,
      query: PeriodQuery & { periodType?: PeriodType; pageNum?: number; pageSize?: number },
    ): Promise<TeamProfitLossReport> {
      const range = teamRange({ ...query }, offsetOf(merchant));
      const daily = {
        ...range,
        width: '1 day' as const,
        origin: new Date(Date.UTC(2000, 0, 1) - range.offsetMinutes * 60_000),
      };
      const scope = scopeOf(merchant, rootId, range);
      const { pageNum = 1, pageSize = 20, periodType = 'daily' } = query;
      const [bets, money, categories, members] = await Promise.all([
        store.betSeries(db, scope, daily.width, daily.origin),
        store.moneySeries(db, scope, daily.width, daily.origin),
        store.betsByCategory(db, scope, {}),
        store.profitByMember(db, scope, { limit: pageSize, offset: (pageNum - 1) * pageSize }),
      ]);
      const offset = range.offsetMinutes * 60_000;
      const dayOf = (at: Date) => new Date(at.getTime() + offset).toISOString().slice(0, 10);
      const days = new Map<
        string,
        { deposits: number; withdrawals: number; validBet: number; payout: number; stake: number }
      >();
      const dayRow = (day: string) => {
        const row = days.get(day) ?? { deposits: 0, withdrawals: 0, validBet: 0, payout: 0, stake: 0 };
        days.set(day, row);
        return row;
      };
      for (const b of bets)
        if (b.at)
          Object.assign(dayRow(dayOf(b.at)), { validBet: b.validBet, payout: b.payout, stake: b.stake });
      for (const m of money)
        if (m.at) Object.assign(dayRow(dayOf(m.at)), { deposits: m.deposits, withdrawals: m.withdrawals });
      const profit = (s: {
        deposits: number;
        withdrawals: number;
        validBet: number;
        payout: number;
        stake: number;
      }) => ({
        deposits: s.deposits,
        withdrawals: s.withdrawals,
        validBet: s.validBet,
        payout: s.payout,
        profitLoss: s.payout - s.stake,
      });
      const periods = periodsOf(range.startDate, range.endDate, periodType).map((p) => {
        const sum = { deposits: 0, withdrawals: 0, validBet: 0, payout: 0, stake: 0 };
        for (const [day, row] of days)
          if (day >= p.startDate && day <= p.endDate)
            for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += row[key];
        return { ...p, ...profit(sum) };
      });
      const totals = periods.reduce(
        (t, p) => ({
          deposits: t.deposits + p.deposits,
          withdrawals: t.withdrawals + p.withdrawals,
          validBet: t.validBet + p.validBet,
          payout: t.payout + p.payout,
          profitLoss: t.profitLoss + p.profitLoss,
        }),
        { deposits: 0, withdrawals: 0, validBet: 0, payout: 0, profitLoss: 0 },
      );
      return {
        startDate: range.startDate,
        endDate: range.endDate,
        periodType,
        periods,
        categories: categories.map((c) => ({
          gameCategory: c.gameCategory,
          ...profit({ ...c, deposits: 0, withdrawals: 0 }),
        })),
        members: pageOf(
          (await named(members.rows)).map((m) => ({
            id: m.id,
            username: m.username,
            level: m.level,
            ...profit(m),
          })),
          members.total,
          pageNum,
          pageSize,
        ),
        totals,
      };
    },

    /**
     * The team's deposits, withdrawals and member transfers made in the range, newest first: never a card
     * or account number (a deposit shows its channel, a withdrawal its bank, a transfer the other member,
     * masked when outside the team). Reads the raw rows of the team's members, one page deep.
     */
    async transactions(
      merchant: Merchant,
      rootId: number,
      query: PeriodQuery & {
        type?: TeamTransactionType;
        username?: string;
        pageNum?: number;
        pageSize?: number;
      },
    ): Promise<TeamTransactionPage> {
      const range = teamRange(query, offsetOf(merchant));
      const { pageNum = 1, pageSize = 20 } = query;
      const team = await deps.tree.teamIds(merchant.id, rootId);
      const only = await memberFilter(merchant, rootId, query.username);
      const owners = only === undefined ? team : team.filter((id) => id === only);
      const window = { from: range.start, to: range.end, limit: pageNum * pageSize };
      const [money, transfers] = await Promise.all([
        query.type === 'transfer'
          ? { rows: [], count: 0, deposits: 0, withdrawals: 0 }
          : deps.payments.movements(merchant.id, owners, { ...window, type: query.type }),
        query.type === undefined || query.type === 'transfer'
          ? deps.ledger.transfersOf(merchant.id, owners, window)
          : { rows: [], count: 0, in: 0, out: 0 },
      ]);
      const merged = [
        ...money.rows,
        ...transfers.rows.map((r) => ({
          id: `T${r.entryId}`,
          type: 'transfer' as const,
          accountId: r.ownerId,
          amount: r.amount,
          status: 'completed',
          detail: r.counterparty ?? '',
          createdAt: r.createdAt,
        })),
      ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
      const pageRows = merged.slice((pageNum - 1) * pageSize, pageNum * pageSize);
      const names = await deps.accounts.usernames(pageRows.map((r) => r.accountId));
      const levels = new Map<number, number>();
      for (const r of pageRows) {
        if (!levels.has(r.accountId))
          levels.set(r.accountId, (await deps.tree.depthBelow(merchant.id, rootId, r.accountId)) ?? 0);
        // The other side of a transfer is shown when it is the root or of its team, masked otherwise.
        if (r.type === 'transfer') r.detail = await counterpartyView(merchant, rootId, r.detail);
      }
      const content: TeamTransaction[] = pageRows.map((r) => ({
        id: r.id,
        type: r.type,
        accountId: r.accountId,
        username: names.get(r.accountId) ?? '',
        level: levels.get(r.accountId) ?? 0,
        amount: r.amount,
        status: r.status,
        detail: r.detail,
        createdAt: iso(r.createdAt),
      }));
      return {
        ...pageOf(content, money.count + transfers.count, pageNum, pageSize),
        totals: {
          deposits: money.deposits,
          withdrawals: money.withdrawals,
          transfersIn: transfers.in,
          transfersOut: transfers.out,
        },
      };
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
