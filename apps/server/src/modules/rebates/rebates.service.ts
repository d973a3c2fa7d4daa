import { isAgentType } from '@portal/contracts/member';
import {
  type ClaimPeriod,
  DEFAULT_REBATE_BPS,
  REBATE_CATEGORIES,
  type RebateAccrued,
  type RebateKind,
  type RebateMode,
  type RebateRate,
  type RebateRates,
  type RebateRun,
  type RebateSettings,
  rebateAmount,
} from '@portal/contracts/rebates';
import type { RebatePayment } from '@portal/contracts/rebates.schema';
import type { Database } from '../../db/database.ts';
import { AppError, eachOnce } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { DAY_MS, dayStart, localDate, localDay, merchantPeriod } from '../../platform/merchant-periods.ts';
import { house, type Ledger, walletOf } from '../wallet/ledger.service.ts';
import * as store from './rebates.store.ts';
import type { CategoryPart } from './rebates.tables.ts';

/** What rebates read of the betting module: valid bets per account and category over a window. */
export type ValidBets = {
  validBets(f: {
    merchantId: number;
    accountId?: number;
    from: Date;
    to: Date;
  }): Promise<Array<{ accountId: number; category: string; validBet: number }>>;
};

/** The VIP level an account holds now (0: none); the vip module's, wired in app.ts. */
export type LevelOf = (merchantId: number, accountId: number) => Promise<number>;

/** What rebates need of the member module: accounts by name and the tree above them. */
export type RebateAccounts = {
  findByUsername(
    merchantId: number,
    username: string,
  ): Promise<{ id: number; type: number; status: string } | undefined>;
  uplineOf(merchantId: number, id: number): Promise<Array<{ id: number; type: number }>>;
};

/**
 * A claim counts the bets settled until this long ago: a bet's `settled_at` is its transaction's start, so a
 * bet still committing when the watermark passes would otherwise be left behind (decision 0031).
 */
export const SETTLE_LAG_MS = 5_000;
/** Merchant days one run looks back at most (a catch-up after downtime stays bounded). */
const CATCH_UP_DAYS = 7;

const iso = (value: Date | string) => new Date(value).toISOString();

export type Rebates = ReturnType<typeof createRebates>;

/**
 * Rebates (issue 18, decision 0031): rates per merchant, VIP level and category, agents' overrides for
 * their downlines, and payments through the ledger on the valid bets settled since each account's
 * watermark: the daily run (a merchant day's players, at the merchant's hour) and the manual claim. The
 * watermark moves by compare-and-set in the payment's transaction, so each bet is rebated once whichever
 * way, however often and on however many nodes.
 */
export function createRebates(deps: {
  db: Database;
  ledger: Ledger;
  events: EventBus;
  bets: ValidBets;
  levelOf: LevelOf;
  accounts: RebateAccounts;
  offsetOf: (merchantId: number) => Promise<number>;
  now?: () => Date;
}) {
  const { db, ledger, events, bets } = deps;
  const clock = deps.now ?? (() => new Date());

  async function settingsOf(merchantId: number): Promise<store.SettingsRow | null> {
    return (await store.settings(db, merchantId)) ?? null;
  }

  /** Every level's rates of a merchant: its rows over the spec's defaults (level 0 the base). */
  async function levelRates(merchantId: number): Promise<Map<number, Record<string, number>>> {
    const rows = await store.rates(db, merchantId);
    const levels = new Map<number, Record<string, number>>();
    levels.set(0, { ...DEFAULT_REBATE_BPS });
    for (const r of rows) {
      const base = levels.get(r.level) ?? { ...(levels.get(0) as Record<string, number>) };
      base[r.category] = r.rate;
      levels.set(r.level, base);
    }
    // A level without a row for a category takes level 0's.
    const zero = levels.get(0) as Record<string, number>;
    for (const [level, own] of levels) if (level > 0) levels.set(level, { ...zero, ...own });
    return levels;
  }

  const toList = (rates: Record<string, number>): RebateRate[] =>
    REBATE_CATEGORIES.map((category) => ({ category, rate: rates[category] ?? 0 }));

  /** The rates an account earns now: its VIP level's (or level 0's), its agent's overrides over them. */
  async function ratesOf(merchantId: number, accountId: number) {
    const [levels, level, own] = await Promise.all([
      levelRates(merchantId),
      deps.levelOf(merchantId, accountId),
      store.overrides(db, accountId),
    ]);
    const rates = { ...(levels.get(level) ?? levels.get(0)) } as Record<string, number>;
    for (const o of own) rates[o.category] = o.rate;
    return { level, rates, levels };
  }

  /** The rebate on an account's valid bets settled since its watermark, until `to`. */
  async function accrual(merchantId: number, accountId: number, to: Date, settings: store.SettingsRow) {
    const mark = await store.watermark(db, accountId);
    const from = mark ? new Date(mark.paid_until) : new Date(settings.since);
    const empty = { from, to, existed: Boolean(mark), lastClaimAt: mark?.last_claim_at ?? null };
    if (from.getTime() >= to.getTime()) return { ...empty, categories: [], validBet: 0, total: 0 };
    const [sums, { rates }] = await Promise.all([
      bets.validBets({ merchantId, accountId, from, to }),
      ratesOf(merchantId, accountId),
    ]);
    const categories: CategoryPart[] = sums
      .filter((s) => s.validBet > 0)
      .map((s) => {
        const rate = rates[s.category] ?? 0;
        return { category: s.category, validBet: s.validBet, rate, amount: rebateAmount(s.validBet, rate) };
      })
      .sort((a, b) => a.category.localeCompare(b.category));
    return {
      ...empty,
      categories,
      validBet: categories.reduce((t, c) => t + c.validBet, 0),
      total: categories.reduce((t, c) => t + c.amount, 0),
    };
  }

  type Accrual = Awaited<ReturnType<typeof accrual>>;

  /**
   * Pays an accrual: in one transaction the watermark moves from its start to its end (compare and set), the
   * ledger entry (type rebate, key per account and window start) and the payment row. Null when another run
   * or claim moved the watermark first (it paid those bets) or nothing is due.
   */
  async function pay(
    merchantId: number,
    accountId: number,
    kind: RebateKind,
    a: Accrual,
    extra: { runId?: number; claimAt?: Date; claimAfter?: Date } = {},
  ): Promise<(store.NewPayment & { id: string; createdAt: Date }) | null> {
    if (a.total <= 0) return null;
    const claim = extra.claimAt
      ? { claimAt: extra.claimAt, ...(extra.claimAfter ? { claimAfter: extra.claimAfter } : {}) }
      : {};
    return events.transaction(db, async (trx) => {
      const moved = await store.advance(trx, {
        merchantId,
        accountId,
        from: a.from,
        to: a.to,
        existed: a.existed,
        ...claim,
      });
      if (!moved) return null;
      const posted = await ledger.post(
        {
          merchantId,
          type: 'rebate',
          reference: `REBATE-${accountId}-${a.from.toISOString().slice(0, 19)}`,
          source: 'rebates',
          idempotencyKey: `rebate:${accountId}:${a.from.toISOString()}`,
          memo: { kind, from: a.from.toISOString(), to: a.to.toISOString(), validBet: a.validBet },
          lines: [
            { account: walletOf(accountId), amount: a.total },
            { account: house('rebate_expense'), amount: -a.total },
          ],
        },
        trx,
      );
      // The watermark moved here, so no one paid this window: a replayed key would be a broken invariant.
      if (posted.replayed) throw new Error(`rebate: key of account ${accountId} replayed`);
      const payment: store.NewPayment = {
        merchantId,
        accountId,
        kind,
        runId: extra.runId ?? null,
        from: a.from,
        to: a.to,
        validBet: a.validBet,
        amount: a.total,
        categories: a.categories,
        entryId: posted.entryId,
      };
      const row = await store.insertPayment(trx, payment);
      return { ...payment, id: String(row.id), createdAt: new Date(row.created_at) };
    });
  }

  const paysManual = (mode: RebateMode) => mode === 'manual' || mode === 'both';
  const paysDaily = (mode: RebateMode) => mode === 'daily' || mode === 'both';

  function claimWindow(period: ClaimPeriod, now: Date, offset: number) {
    return merchantPeriod(period, now, offset);
  }

  /** A merchant day's run: every player with valid bets that day is paid up to the day's end. */
  async function runDay(merchantId: number, day: string, offset: number, signal?: AbortSignal) {
    const start = dayStart(day, offset);
    const end = new Date(start.getTime() + DAY_MS);
    const settings = await settingsOf(merchantId);
    if (!settings) throw new AppError('not.found', 'This merchant pays no rebates');
    const runId = await store.openRun(db, { merchantId, day, start, end });
    const players = [
      ...new Set((await bets.validBets({ merchantId, from: start, to: end })).map((s) => s.accountId)),
    ];
    // Never past the present (less the settling lag): a run made before its day ends (by hand) leaves the
    // day's later bets to the next payment instead of passing them.
    const until = new Date(Math.min(end.getTime(), clock().getTime() - SETTLE_LAG_MS));
    let error: string | null = null;
    let paid = 0;
    try {
      for (const accountId of players) {
        signal?.throwIfAborted();
        const a = await accrual(merchantId, accountId, until, settings);
        if (await pay(merchantId, accountId, 'daily', a, { runId })) paid++;
      }
    } catch (e) {
      error = (e instanceof Error ? e.message : String(e)).slice(0, 500);
    }
    await store.closeRun(db, runId, players.length, error);
    if (error) throw new Error(error);
    return { runId, players: players.length, paid };
  }

  function runDto(r: NonNullable<Awaited<ReturnType<typeof store.run>>>): RebateRun {
    return {
      id: r.id,
      day: r.day,
      periodStart: iso(r.period_start),
      periodEnd: iso(r.period_end),
      status: r.status,
      players: r.players,
      paid: r.paid,
      amount: Number(r.amount),
      attempts: r.attempts,
      startedAt: iso(r.started_at),
      finishedAt: r.finished_at ? iso(r.finished_at) : null,
      error: r.error,
    };
  }

  function settingsDto(s: store.SettingsRow): RebateSettings {
    return { mode: s.mode, dailyHour: s.daily_hour, claimPeriod: s.claim_period, since: iso(s.since) };
  }

  const paymentDto = (p: store.NewPayment & { id: string; createdAt: Date }): RebatePayment => ({
    id: Number(p.id),
    kind: p.kind,
    windowStart: p.from.toISOString(),
    windowEnd: p.to.toISOString(),
    validBet: p.validBet,
    amount: p.amount,
    categories: p.categories,
    paidAt: p.createdAt.toISOString(),
  });

  return {
    ratesOf,

    /** The player's rates now and every level's (the rank page's and the rebate display's). */
    async rates(merchantId: number, accountId: number): Promise<RebateRates> {
      const { level, rates, levels } = await ratesOf(merchantId, accountId);
      return {
        level,
        rates: toList(rates),
        levels: [...levels].sort(([a], [b]) => a - b).map(([l, r]) => ({ level: l, rates: toList(r) })),
      };
    },

    /** Every level's rates of a merchant (VIP's benefits table). */
    async levelRates(merchantId: number) {
      const levels = await levelRates(merchantId);
      return new Map([...levels].map(([l, r]) => [l, toList(r)]));
    },

    /** The manual rebate page: what accrued since the last payment, and whether a claim is allowed now. */
    async accrued(merchantId: number, accountId: number): Promise<RebateAccrued> {
      const settings = await settingsOf(merchantId);
      const now = clock();
      if (!settings) {
        return {
          mode: 'daily',
          claimPeriod: 'day',
          since: now.toISOString(),
          until: now.toISOString(),
          categories: [],
          total: 0,
          claimable: false,
          nextClaimAt: null,
          lastClaimAt: null,
        };
      }
      const offset = await deps.offsetOf(merchantId);
      const a = await accrual(merchantId, accountId, new Date(now.getTime() - SETTLE_LAG_MS), settings);
      const period = claimWindow(settings.claim_period, now, offset);
      const used = a.lastClaimAt !== null && new Date(a.lastClaimAt).getTime() >= period.start.getTime();
      return {
        mode: settings.mode,
        claimPeriod: settings.claim_period,
        since: a.from.toISOString(),
        until: a.to.toISOString(),
        categories: a.categories,
        total: a.total,
        claimable: paysManual(settings.mode) && !used && a.total > 0,
        nextClaimAt: used ? period.end.toISOString() : null,
        lastClaimAt: a.lastClaimAt ? iso(a.lastClaimAt) : null,
      };
    },

    /** The manual claim: pays what accrued at once, once per claim period. */
    async claim(merchantId: number, accountId: number): Promise<RebatePayment> {
      const settings = await settingsOf(merchantId);
      if (!settings || !paysManual(settings.mode)) throw new AppError('rebate.manual.off');
      const now = clock();
      const offset = await deps.offsetOf(merchantId);
      const period = claimWindow(settings.claim_period, now, offset);
      const a = await accrual(merchantId, accountId, new Date(now.getTime() - SETTLE_LAG_MS), settings);
      if (a.lastClaimAt && new Date(a.lastClaimAt).getTime() >= period.start.getTime())
        throw new AppError('rebate.claim.too.soon', undefined, { nextClaimAt: period.end.toISOString() });
      if (a.total <= 0) throw new AppError('rebate.nothing');
      const paid = await pay(merchantId, accountId, 'manual', a, { claimAt: now, claimAfter: period.start });
      // Another claim or the daily run moved the watermark first: those bets are paid.
      if (!paid) throw new AppError('rebate.nothing');
      return paymentDto(paid);
    },

    /** An account's latest rebate payments. */
    async payments(accountId: number, limit = 20): Promise<RebatePayment[]> {
      const rows = await store.payments(db, accountId, limit);
      return rows.map((r) =>
        paymentDto({
          id: String(r.id),
          merchantId: r.merchant_id,
          accountId: r.account_id,
          kind: r.kind,
          runId: r.run_id,
          from: new Date(r.window_start),
          to: new Date(r.window_end),
          validBet: Number(r.valid_bet),
          amount: Number(r.amount),
          categories: r.categories,
          entryId: Number(r.entry_id),
          createdAt: new Date(r.created_at),
        }),
      );
    },

    /**
     * The daily job: for every merchant paying daily rebates, each merchant day since its start (at most a
     * week back) whose run is not done and whose hour has come (the next day at `daily_hour`, merchant
     * time). Safe to run twice and on two nodes at once: each player's window is paid once.
     */
    async runDue(now: Date, signal?: AbortSignal) {
      const results: Array<{ merchantId: number; day: string; players: number; paid: number }> = [];
      for (const s of await store.allSettings(db)) {
        if (!paysDaily(s.mode)) continue;
        const offset = await deps.offsetOf(s.merchant_id);
        const today = localDay(now, offset);
        const first = Math.max(localDay(s.since, offset), today - CATCH_UP_DAYS * DAY_MS);
        const done = await store.doneDays(db, s.merchant_id, new Date(first).toISOString().slice(0, 10));
        for (let day = first; day < today; day += DAY_MS) {
          const name = new Date(day).toISOString().slice(0, 10);
          if (done.has(name)) continue;
          // Due at the hour of the next merchant day.
          const due = dayStart(day + DAY_MS, offset).getTime() + s.daily_hour * 3_600_000;
          if (now.getTime() < due) continue;
          const r = await runDay(s.merchant_id, name, offset, signal);
          results.push({ merchantId: s.merchant_id, day: name, players: r.players, paid: r.paid });
        }
      }
      return results;
    },

    /** The operators' list of a merchant's runs, newest day first. */
    async runs(merchantId: number, pageNum: number, pageSize: number) {
      const { rows, total } = await store.runPage(db, merchantId, (pageNum - 1) * pageSize, pageSize);
      return { content: rows.map(runDto), pageNum, pageSize, totalPages: Math.ceil(total / pageSize), total };
    },

    /** An operator's re-run of a merchant day's run: pays those its first run missed, nothing twice. */
    async rerun(merchantId: number, id: number): Promise<RebateRun> {
      const found = await store.run(db, merchantId, id);
      if (!found) throw new AppError('not.found', 'This rebate run does not exist');
      await runDay(merchantId, found.day, await deps.offsetOf(merchantId)).catch(() => undefined);
      return runDto((await store.run(db, merchantId, id)) as NonNullable<typeof found>);
    },

    async settings(merchantId: number): Promise<RebateSettings | null> {
      const s = await settingsOf(merchantId);
      return s ? settingsDto(s) : null;
    },

    /** Operators: a merchant's settings and every level's rates. */
    async merchantRates(merchantId: number) {
      const [s, levels] = await Promise.all([settingsOf(merchantId), levelRates(merchantId)]);
      return {
        settings: s
          ? settingsDto(s)
          : {
              mode: 'daily' as const,
              dailyHour: 12,
              claimPeriod: 'day' as const,
              since: clock().toISOString(),
            },
        enabled: s !== null,
        levels: [...levels].sort(([a], [b]) => a - b).map(([level, r]) => ({ level, rates: toList(r) })),
      };
    },

    /** Operators: sets a merchant's mode, hour, claim period and one level's rates (a first set turns rebates on from now). */
    async configure(
      merchantId: number,
      change: {
        mode?: RebateMode;
        dailyHour?: number;
        claimPeriod?: ClaimPeriod;
        level?: number;
        rates?: ReadonlyArray<{ category: string; rate: number }>;
      },
    ) {
      eachOnce(change.rates, (r) => r.category, 'rates');
      const current = await settingsOf(merchantId);
      await db.transaction().execute(async (trx) => {
        await store.upsertSettings(trx, {
          merchantId,
          mode: change.mode ?? current?.mode ?? 'daily',
          dailyHour: change.dailyHour ?? current?.daily_hour ?? 12,
          claimPeriod: change.claimPeriod ?? current?.claim_period ?? 'day',
          since: current?.since ?? clock(),
        });
        if (change.rates) await store.setRates(trx, merchantId, change.level ?? 0, change.rates);
      });
      return this.merchantRates(merchantId);
    },

    /** The rates an agent gave a downline (its overrides) beside the agent's own. */
    async downlineRates(
      merchantId: number,
      agent: { accountId: number; accountType: number },
      username: string,
    ) {
      const downline = await downlineOf(merchantId, agent, username);
      const [own, theirs] = await Promise.all([
        ratesOf(merchantId, agent.accountId),
        ratesOf(merchantId, downline.id),
      ]);
      return { own: toList(own.rates), downline: toList(theirs.rates) };
    },

    /**
     * An agent sets rebate rates for an account of its team (issue 17's rebate terms at creation), each at
     * most the agent's own rate of the category.
     */
    async setDownlineRates(
      merchantId: number,
      agent: { accountId: number; accountType: number },
      username: string,
      rates: ReadonlyArray<{ category: string; rate: number }>,
    ) {
      const downline = await downlineOf(merchantId, agent, username);
      const own = (await ratesOf(merchantId, agent.accountId)).rates;
      const over = rates.find((r) => r.rate > (own[r.category] ?? 0));
      if (over)
        throw new AppError('rebate.rate.exceeds', undefined, {
          category: over.category,
          max: own[over.category] ?? 0,
        });
      await store.setOverrides(db, merchantId, downline.id, agent.accountId, rates);
      return this.downlineRates(merchantId, agent, username);
    },

    /** The rebate of a window for an account, without paying (tests and the ops CLI's preview). */
    preview: async (merchantId: number, accountId: number, to: Date) => {
      const s = await settingsOf(merchantId);
      return s ? accrual(merchantId, accountId, to, s) : null;
    },

    /** The day a merchant's instant falls on (tests). */
    dayOf: async (merchantId: number, at: Date) => localDate(at, await deps.offsetOf(merchantId)),
  };

  async function downlineOf(
    merchantId: number,
    agent: { accountId: number; accountType: number },
    username: string,
  ) {
    if (!isAgentType(agent.accountType)) throw new AppError('rebate.agent.only');
    const downline = await deps.accounts.findByUsername(merchantId, username);
    if (!downline || downline.id === agent.accountId) throw new AppError('rebate.downline.invalid');
    const chain = await deps.accounts.uplineOf(merchantId, downline.id);
    if (!chain.some((a) => a.id === agent.accountId)) throw new AppError('rebate.downline.invalid');
    return downline;
  }
}
