import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { dayStart, localDate } from '../../platform/merchant-periods.ts';
import { periodsAt, wholePeriods } from './merchant-periods.ts';
import * as store from './rollups.store.ts';

type Sourced<T> = Omit<T, 'merchantId'>;

const HOUR_MS = 3_600_000;

/** The UTC hour an instant falls in. */
export const hourOf = (at: Date | string) => new Date(Math.floor(new Date(at).getTime() / HOUR_MS) * HOUR_MS);

/** A repair's figures: the merchant day and how many rollup rows were wrong, missing or extra. */
export type RepairResult = { day: string; memberRows: number; teamRows: number; corrected: number };

/**
 * Rows of one side that the other lacks or holds with other sums (a row that differs counts once per side,
 * so as a correction: the wrong row out, the right one in, 1), and the members they belong to.
 */
function memberDiff<T extends { accountId: number }>(
  raw: readonly T[],
  current: readonly T[],
  key: (row: T) => string,
  sums: (row: T) => string,
) {
  const want = new Map(raw.map((r) => [key(r), r]));
  const have = new Map(current.map((r) => [key(r), r]));
  const accounts = new Set<number>();
  let rows = 0;
  for (const [k, r] of want) {
    const other = have.get(k);
    if (!other || sums(other) !== sums(r)) {
      rows++;
      accounts.add(r.accountId);
    }
  }
  for (const [k, r] of have) {
    if (!want.has(k)) {
      rows++;
      accounts.add(r.accountId);
    }
  }
  return { rows, accounts };
}

const betKey = (r: store.BetHour) => `${r.accountId}|${r.hour.getTime()}|${r.gameCategory}`;
const betSums = (r: store.BetHour) => `${r.bets}|${r.stake}|${r.validBet}|${r.payout}`;
const moneyKey = (r: store.MoneyHour) => `${r.accountId}|${r.hour.getTime()}`;
const moneySums = (r: store.MoneyHour) =>
  `${r.deposits}|${r.depositCount}|${r.withdrawals}|${r.withdrawalCount}`;

/** Where the rebuild reads the raw rows: the betting and payments modules' services. */
export type RollupSources = {
  memberHours: (merchantId: number, from: Date, to: Date) => Promise<Sourced<store.BetHour>[]>;
  memberMoneyHours: (merchantId: number, from: Date, to: Date) => Promise<Sourced<store.MoneyHour>[]>;
};

/**
 * The member rollups (decision 0026), kept from the domain events as they happen: a settled bet (won or
 * lost; a refund was never a bet) adds to its member's hour and category, a credited deposit and a paid
 * withdrawal to its member's hour; each also to the same rows of every agent above the member (the team
 * rollups), and a member's first bet of an hour, merchant day, week or month counts it active there for each.
 * The hour is the event's publication time, a moment after the commit; the rebuild takes the rows' own
 * times (settled_at, decided_at, paid_at). Events are delivered at most once in process (decision 0015): a
 * node that dies between commit and handler loses that add, a withdrawal refunded after its payment stays
 * counted; `rebuild` over the range repairs both. A member's additions take a lock of their own, so two at
 * once (two categories, two nodes) never both count it active.
 */
export function createRollups(deps: {
  db: Database;
  events: EventBus;
  sources: RollupSources;
  /** The merchant's offset from UTC in minutes (its days). */
  offsetOf: (merchantId: number) => Promise<number>;
}) {
  const { db, events } = deps;

  // A batch (a lottery draw's settlement step) adds once per member, category and hour, not once per bet.
  events.subscribeBatch('bet.settled', async (settled) => {
    const rows = new Map<string, store.BetHour>();
    for (const { payload: bet, at } of settled) {
      if (bet.outcome === 'refunded') continue;
      const hour = hourOf(at);
      const key = `${bet.merchantId}:${bet.accountId}:${bet.gameCategory}:${hour.getTime()}`;
      const row = rows.get(key);
      if (row) {
        row.bets += 1;
        row.stake += bet.stake;
        row.validBet += bet.validBet;
        row.payout += bet.payout;
      } else {
        rows.set(key, {
          merchantId: bet.merchantId,
          accountId: bet.accountId,
          hour,
          gameCategory: bet.gameCategory,
          bets: 1,
          stake: bet.stake,
          validBet: bet.validBet,
          payout: bet.payout,
        });
      }
    }
    for (const row of rows.values()) {
      await store.addBets(db, row, periodsAt(row.hour, await deps.offsetOf(row.merchantId)));
    }
  });
  const money = { deposits: 0, depositCount: 0, withdrawals: 0, withdrawalCount: 0 };
  /** Paid money added to its member's hour, day and month (and its agents' hour). */
  async function addPaid(
    who: { merchantId: number; accountId: number },
    at: Date | string,
    sums: Partial<typeof money>,
  ) {
    const hour = hourOf(at);
    const periods = periodsAt(hour, await deps.offsetOf(who.merchantId));
    await store.addMoney(
      db,
      { ...money, ...sums, merchantId: who.merchantId, accountId: who.accountId, hour },
      periods,
    );
  }
  events.subscribe('deposit.credited', (deposit, event) =>
    addPaid(deposit, event.at, { deposits: deposit.amount, depositCount: 1 }),
  );
  events.subscribe('withdrawal.decided', async (withdrawal, event) => {
    if (withdrawal.status !== 'paid' || withdrawal.from !== 'pending') return;
    await addPaid(withdrawal, event.at, { withdrawals: withdrawal.amount, withdrawalCount: 1 });
  });

  return {
    /**
     * Recomputes a merchant's rollups (members' and agents') of the merchant weeks and months [from, to)
     * touches from the bets, deposits and withdrawals, replacing what the events wrote there.
     */
    async rebuild(merchantId: number, from: Date, to: Date) {
      const offsetMinutes = await deps.offsetOf(merchantId);
      const whole = wholePeriods(from, to, offsetMinutes);
      const range = { from: whole.start, to: whole.end };
      const [bets, paid] = await Promise.all([
        deps.sources.memberHours(merchantId, range.from, range.to),
        deps.sources.memberMoneyHours(merchantId, range.from, range.to),
      ]);
      await store.replaceHours(
        db,
        merchantId,
        range,
        offsetMinutes,
        bets.map((b) => ({ ...b, merchantId })),
        paid.map((m) => ({ ...m, merchantId })),
      );
      return { from: range.from, to: range.to, betHours: bets.length, moneyHours: paid.length };
    },

    /**
     * The scheduled repair of one merchant day (`YYYY-MM-DD`, decision 0032): its member rows compared with
     * the raw rows' sums and those that differ replaced (only those members'), then its agents' rows
     * compared with the member rows and those agents' hours, day, week and month rewritten. Answers how
     * many rows were corrected; nothing is written when nothing drifted.
     */
    async repairDay(merchantId: number, day: string): Promise<RepairResult> {
      const offsetMinutes = await deps.offsetOf(merchantId);
      const periods = periodsAt(dayStart(day, offsetMinutes), offsetMinutes);
      const span = periods.day;
      const [bets, paid, current] = await Promise.all([
        deps.sources.memberHours(merchantId, span.start, span.end),
        deps.sources.memberMoneyHours(merchantId, span.start, span.end),
        store.memberRowsIn(db, merchantId, span),
      ]);
      const raw: store.MemberRows = {
        bets: bets.map((b) => ({ ...b, merchantId })),
        money: paid.map((m) => ({ ...m, merchantId })),
      };
      const betDrift = memberDiff(raw.bets, current.bets, betKey, betSums);
      const moneyDrift = memberDiff(raw.money, current.money, moneyKey, moneySums);
      const accounts = new Set([...betDrift.accounts, ...moneyDrift.accounts]);
      await store.replaceMemberRows(
        db,
        merchantId,
        span,
        [...accounts],
        {
          bets: raw.bets.filter((r) => accounts.has(r.accountId)),
          money: raw.money.filter((r) => accounts.has(r.accountId)),
        },
        offsetMinutes,
      );
      // The agents' rows against the (now right) member rows: those above a repaired member differ too.
      const teams = await store.teamDrift(db, merchantId, span);
      await store.repairTeams(db, merchantId, {
        day: span,
        week: periods.week,
        month: periods.month,
        offsetMinutes,
        ancestors: teams.ancestors,
      });
      const memberRows = betDrift.rows + moneyDrift.rows;
      return { day, memberRows, teamRows: teams.rows, corrected: memberRows + teams.rows };
    },

    /** The merchant day that ended at least `graceMs` before an instant (the one a repair takes then). */
    lastEndedDay: async (merchantId: number, at: Date, graceMs: number) => {
      const offsetMinutes = await deps.offsetOf(merchantId);
      return localDate(at.getTime() - graceMs - 24 * HOUR_MS, offsetMinutes);
    },

    /**
     * Rewrites the rows of the agents above a moved team, before and after the move, from the member rows
     * (all hours): a move changes whose team a member's past counts in.
     */
    async regroup(merchantId: number, ancestors: readonly number[]) {
      if (ancestors.length === 0) return;
      const offsetMinutes = await deps.offsetOf(merchantId);
      await db
        .transaction()
        .execute((trx) => store.rebuildTeams(trx, merchantId, { hours: null, ancestors, offsetMinutes }));
    },
  };
}

export type Rollups = ReturnType<typeof createRollups>;
