import type { RebateRate } from '@portal/contracts/rebates';
import type { PlayerRank, VipLevel, VipReward } from '@portal/contracts/vip.schema';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import '../rewards/rewards.events.ts';
import { DAY_MS, dayStart, localDate, localDay, merchantPeriod } from '../../platform/merchant-periods.ts';
import { settledByMember, sumOf } from '../betting/settled-batch.ts';
import * as store from './vip.store.ts';

/**
 * The promotions module's bonus issue (the port; wired in app.ts): credits a bonus with its turnover
 * requirement, once per idempotency key.
 */
export type BonusIssuer = {
  issue(input: {
    merchantId: number;
    accountId: number;
    amount: number;
    turnoverMultiplier: number;
    source: string;
    reference: string;
    idempotencyKey: string;
  }): Promise<unknown>;
};

/** Every level's rebate rates of a merchant (the rebates module's; shown with the levels' benefits). */
export type LevelRebateRates = (merchantId: number) => Promise<Map<number, RebateRate[]>>;

/**
 * Where the activity rebuild reads the raw rows: the betting module's settled (won or lost) bets and the
 * payments module's paid deposits, by member and hour (the same services the agent rollups rebuild from).
 */
export type ActivitySources = {
  memberHours(
    merchantId: number,
    from: Date,
    to: Date,
  ): Promise<Array<{ accountId: number; hour: Date; validBet: number }>>;
  memberMoneyHours(
    merchantId: number,
    from: Date,
    to: Date,
  ): Promise<Array<{ accountId: number; hour: Date; deposits: number }>>;
};

/** The window when a merchant has no setting. */
export const DEFAULT_WINDOW_DAYS = 90;
/** Accounts one review pass handles per merchant at most (the next run goes on). */
const REVIEW_BATCH = 500;

export type VipBenefits = {
  level: number;
  withdrawDailyLimit: number | null;
  withdrawDailyCount: number | null;
  rebateRates: RebateRate[];
};

/** The highest level whose thresholds the totals meet (0: none). Thresholds never fall as levels rise. */
export function levelFor(
  levels: readonly store.LevelRow[],
  t: { deposits: number; validBet: number },
): number {
  let reached = 0;
  for (const l of levels) if (t.deposits >= l.min_deposit && t.validBet >= l.min_valid_bet) reached = l.level;
  return reached;
}

/** Refused unless levels are 1..n without gaps and thresholds never fall. */
export function checkLevels(levels: readonly store.LevelRow[]) {
  levels.forEach((l, i) => {
    const before = levels[i - 1];
    if (l.level !== i + 1) throw new AppError('vip.levels.invalid');
    if (before && (l.min_deposit < before.min_deposit || l.min_valid_bet < before.min_valid_bet))
      throw new AppError('vip.levels.invalid');
  });
}

const toDto = (l: store.LevelRow): VipLevel => ({
  level: l.level,
  names: l.names,
  minDeposit: l.min_deposit,
  minValidBet: l.min_valid_bet,
  withdrawDailyLimit: l.withdraw_daily_limit,
  withdrawDailyCount: l.withdraw_daily_count,
  levelUpBonus: l.level_up_bonus,
  monthlyBonus: l.monthly_bonus,
  turnoverMultiplier: l.turnover_multiplier,
});

const fromDto = (l: VipLevel): store.LevelRow => ({
  level: l.level,
  names: l.names,
  min_deposit: l.minDeposit,
  min_valid_bet: l.minValidBet,
  withdraw_daily_limit: l.withdrawDailyLimit,
  withdraw_daily_count: l.withdrawDailyCount,
  level_up_bonus: l.levelUpBonus,
  monthly_bonus: l.monthlyBonus,
  turnover_multiplier: l.turnoverMultiplier,
});

export type Vip = ReturnType<typeof createVip>;

/**
 * VIP levels (issue 18, decision 0031): per merchant, thresholds on deposits and valid bets over a rolling
 * window of merchant days; an account rises at once when an event (deposit.credited, bet.settled) takes it
 * over a threshold, and is reviewed each merchant month (kept, lowered or raised by the same thresholds);
 * each level's benefits: rebate rates (the rebates module reads `levelOf`), withdrawal limits, a level-up
 * bonus once per (account, level) and a monthly bonus once per (account, month), claimed as bonuses through
 * the promotions module's `BonusIssuer`.
 */
export function createVip(deps: {
  db: Database;
  events: EventBus;
  offsetOf: (merchantId: number) => Promise<number>;
  rebateRates: LevelRebateRates;
  /** The promotions module's bonuses; null until it is wired (claims answer vip.bonus.unavailable). */
  bonuses: BonusIssuer | null;
  /** The raw rows of the activity rebuild (none: the rebuild does nothing). */
  sources?: ActivitySources;
  now?: () => Date;
}) {
  const { db } = deps;
  const clock = deps.now ?? (() => new Date());

  async function windowOf(merchantId: number) {
    return (await store.windowDays(db, merchantId)) ?? DEFAULT_WINDOW_DAYS;
  }

  /** The account's deposits and valid bets over the merchant's window ending today. */
  async function totalsOf(merchantId: number, accountId: number, now = clock()) {
    const [days, offset] = await Promise.all([windowOf(merchantId), deps.offsetOf(merchantId)]);
    const from = new Date(localDay(now, offset) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
    return { days, ...(await store.totals(db, accountId, from)) };
  }

  /** The level held: its row's, or the first level when that one asks for nothing. */
  function heldLevel(levels: readonly store.LevelRow[], row: { level: number } | undefined) {
    if (row) return row.level;
    const first = levels[0];
    return first && first.min_deposit === 0 && first.min_valid_bet === 0 ? 1 : 0;
  }

  async function levelOf(merchantId: number, accountId: number) {
    const [levels, row] = await Promise.all([
      store.levels(db, merchantId),
      store.accountLevel(db, accountId),
    ]);
    return heldLevel(levels, row);
  }

  /** Raises the account to the level its totals reach, with a level-up reward per level passed (each once). */
  async function upgrade(merchantId: number, accountId: number) {
    const levels = await store.levels(db, merchantId);
    if (levels.length === 0) return 0;
    const [row, totals] = await Promise.all([
      store.accountLevel(db, accountId),
      totalsOf(merchantId, accountId),
    ]);
    const current = row?.level ?? 0;
    const target = levelFor(levels, totals);
    if (target <= current) return current;
    const rewarded = await db.transaction().execute(async (trx) => {
      if (!(await store.raise(trx, merchantId, accountId, target))) return false;
      let any = false;
      for (const l of levels) {
        if (l.level <= current || l.level > target || l.level_up_bonus <= 0) continue;
        any = true;
        await store.insertReward(trx, {
          merchantId,
          accountId,
          kind: 'levelUp',
          level: l.level,
          period: `level:${l.level}`,
          amount: l.level_up_bonus,
          turnoverMultiplier: l.turnover_multiplier,
        });
      }
      return any;
    });
    // The level-up rewards are claimable now: the reward centre's hint (decision 0041).
    if (rewarded) deps.events.publish('reward.claimable', { merchantId, accountId, source: 'vip' });
    return target;
  }

  /** Counts an event's amount into the account's merchant day, then raises its level if reached. */
  async function record(
    merchantId: number,
    accountId: number,
    amount: { deposits?: number; validBet?: number },
  ) {
    const offset = await deps.offsetOf(merchantId);
    await store.addActivity(db, {
      merchantId,
      accountId,
      day: localDate(clock(), offset),
      deposits: amount.deposits ?? 0,
      validBet: amount.validBet ?? 0,
    });
    return upgrade(merchantId, accountId);
  }

  deps.events.subscribe('deposit.credited', (e) =>
    record(e.merchantId, e.accountId, { deposits: e.amount }).then(() => undefined),
  );
  deps.events.subscribeBatch('bet.settled', async (settled) => {
    for (const member of settledByMember(settled)) {
      const validBet = sumOf(member.bets, 'validBet');
      if (validBet > 0) await record(member.merchantId, member.accountId, { validBet });
    }
  });

  function rewardDto(r: Awaited<ReturnType<typeof store.rewards>>[number]): VipReward {
    return {
      id: Number(r.id),
      kind: r.kind,
      level: r.level,
      period: r.period,
      amount: Number(r.amount),
      turnoverMultiplier: r.turnover_multiplier,
      status: r.status,
      createdAt: new Date(r.created_at).toISOString(),
      claimedAt: r.claimed_at ? new Date(r.claimed_at).toISOString() : null,
    };
  }

  /**
   * Rebuilds a merchant's activity of the merchant days [fromDay, toDay) from the raw rows, replacing what
   * the events added (an event lost between a commit and its delivery is healed), then raises the level of
   * each account whose totals changed if they now reach one (never lowers: that is the review's).
   */
  async function rebuildActivity(merchantId: number, fromDay: string, toDay: string) {
    if (!deps.sources) return { rows: 0, changed: 0 };
    const offset = await deps.offsetOf(merchantId);
    const [from, to] = [dayStart(fromDay, offset), dayStart(toDay, offset)];
    const [bets, money] = await Promise.all([
      deps.sources.memberHours(merchantId, from, to),
      deps.sources.memberMoneyHours(merchantId, from, to),
    ]);
    const days = new Map<string, store.ActivityDay>();
    const dayOf = (accountId: number, hour: Date) => {
      const day = localDate(hour, offset);
      const key = `${accountId}|${day}`;
      const found = days.get(key) ?? { accountId, day, deposits: 0, validBet: 0 };
      days.set(key, found);
      return found;
    };
    for (const b of bets) dayOf(b.accountId, b.hour).validBet += b.validBet;
    for (const m of money) dayOf(m.accountId, m.hour).deposits += m.deposits;
    const rows = [...days.values()].filter((r) => r.deposits > 0 || r.validBet > 0);
    const changed = await store.replaceActivity(db, merchantId, { fromDay, toDay }, rows);
    for (const accountId of changed) await upgrade(merchantId, accountId);
    return { rows: rows.length, changed: changed.length };
  }

  return {
    levelOf,
    upgrade,
    record,
    totalsOf,
    windowOf,
    rebuildActivity,

    /** The benefits of the account's level (the payments module reads the withdrawal limits; the lead wires it). */
    async benefitsOf(merchantId: number, accountId: number): Promise<VipBenefits> {
      const [levels, row, rates] = await Promise.all([
        store.levels(db, merchantId),
        store.accountLevel(db, accountId),
        deps.rebateRates(merchantId),
      ]);
      const level = heldLevel(levels, row);
      const own = levels.find((l) => l.level === level);
      return {
        level,
        withdrawDailyLimit: own?.withdraw_daily_limit ?? null,
        withdrawDailyCount: own?.withdraw_daily_count ?? null,
        rebateRates: rates.get(level) ?? rates.get(0) ?? [],
      };
    },

    /** The player rank page. */
    async rank(merchantId: number, accountId: number): Promise<PlayerRank> {
      const [levels, row, totals, rates] = await Promise.all([
        store.levels(db, merchantId),
        store.accountLevel(db, accountId),
        totalsOf(merchantId, accountId),
        deps.rebateRates(merchantId),
      ]);
      const level = heldLevel(levels, row);
      const next = levels.find((l) => l.level === level + 1);
      const share = (have: number, need: number) =>
        need <= 0 ? 100 : Math.min(100, Math.floor((have * 100) / need));
      return {
        level,
        windowDays: totals.days,
        deposits: totals.deposits,
        validBet: totals.validBet,
        next: next
          ? {
              level: next.level,
              depositLeft: Math.max(0, next.min_deposit - totals.deposits),
              validBetLeft: Math.max(0, next.min_valid_bet - totals.validBet),
              progress: Math.min(
                share(totals.deposits, next.min_deposit),
                share(totals.validBet, next.min_valid_bet),
              ),
            }
          : null,
        levels: levels.map((l) => ({ ...toDto(l), rebateRates: rates.get(l.level) ?? rates.get(0) ?? [] })),
      };
    },

    /** What the account can claim now (the reward centre lists these). */
    async claimables(accountId: number): Promise<VipReward[]> {
      return (await store.rewards(db, accountId, 'claimable')).map(rewardDto);
    },

    async rewards(accountId: number): Promise<VipReward[]> {
      return (await store.rewards(db, accountId)).map(rewardDto);
    },

    /**
     * Claims a reward: the bonus is issued under the reward's own key (so a retry issues nothing twice),
     * then the reward is marked claimed.
     */
    async claim(merchantId: number, accountId: number, id: number): Promise<VipReward> {
      const found = await store.reward(db, accountId, id);
      if (found?.status !== 'claimable' || found.merchant_id !== merchantId)
        throw new AppError('vip.reward.not.found');
      if (!deps.bonuses) throw new AppError('vip.bonus.unavailable');
      const key = `vip:${found.kind}:${accountId}:${found.period}`;
      await deps.bonuses.issue({
        merchantId,
        accountId,
        amount: Number(found.amount),
        turnoverMultiplier: found.turnover_multiplier,
        source: 'vip',
        reference: `VIP-${found.kind === 'levelUp' ? 'LEVELUP' : 'MONTHLY'}-${found.level}-${accountId}-${found.period}`,
        idempotencyKey: key,
      });
      await store.markClaimed(db, found.id, key, clock());
      return rewardDto((await store.reward(db, accountId, id)) as NonNullable<typeof found>);
    },

    /**
     * The review (job `vip.review`, hourly): once per merchant month, each levelled account is set to the
     * level its window's totals reach (lowered when below its level's thresholds), and owed the monthly
     * bonus of the level it keeps (once per account and month). Safe to run twice: a reviewed account is
     * skipped, a reward's row is unique.
     */
    async review(now: Date, signal?: AbortSignal) {
      let reviewed = 0;
      let lowered = 0;
      for (const merchantId of await store.merchantsWithLevels(db)) {
        const [levels, offset] = await Promise.all([store.levels(db, merchantId), deps.offsetOf(merchantId)]);
        const month = merchantPeriod('month', now, offset);
        const period = localDate(month.start.getTime() + 1, offset).slice(0, 7);
        for (;;) {
          signal?.throwIfAborted();
          const batch = await store.unreviewed(db, merchantId, month.start, REVIEW_BATCH);
          if (batch.length === 0) break;
          for (const a of batch) {
            const totals = await totalsOf(merchantId, a.account_id, now);
            const level = Math.max(levelFor(levels, totals), heldLevel(levels, undefined));
            const own = levels.find((l) => l.level === level);
            await db.transaction().execute(async (trx) => {
              await store.setReviewed(trx, a.account_id, level, now, level < a.level);
              if (own && own.monthly_bonus > 0)
                await store.insertReward(trx, {
                  merchantId,
                  accountId: a.account_id,
                  kind: 'monthly',
                  level,
                  period,
                  amount: own.monthly_bonus,
                  turnoverMultiplier: own.turnover_multiplier,
                });
            });
            reviewed++;
            if (level < a.level) lowered++;
          }
        }
      }
      return { reviewed, lowered };
    },

    /** The accounts at one level (a message's audience, decision 0040). */
    accountsAtLevel: (merchantId: number, level: number) => store.accountsAtLevel(db, merchantId, level),

    /** Operators: a merchant's window and levels. */
    async levels(merchantId: number) {
      const [days, levels] = await Promise.all([windowOf(merchantId), store.levels(db, merchantId)]);
      return { windowDays: days, levels: levels.map(toDto) };
    },

    /** Operators: creates or changes a level (levels stay 1..n, thresholds never falling). */
    async setLevel(merchantId: number, level: VipLevel) {
      const levels = (await store.levels(db, merchantId)).filter((l) => l.level !== level.level);
      const next = [...levels, fromDto(level)].sort((a, b) => a.level - b.level);
      checkLevels(next);
      await store.upsertLevel(db, merchantId, fromDto(level));
      return this.levels(merchantId);
    },

    /** Operators: removes the top level (accounts at it keep it until their review). */
    async deleteLevel(merchantId: number, level: number) {
      const levels = await store.levels(db, merchantId);
      if (!levels.some((l) => l.level === level)) throw new AppError('vip.level.unknown');
      checkLevels(levels.filter((l) => l.level !== level));
      await store.deleteLevel(db, merchantId, level);
      return this.levels(merchantId);
    },

    async setWindow(merchantId: number, days: number) {
      await store.setWindowDays(db, merchantId, days);
      return this.levels(merchantId);
    },
  };
}
