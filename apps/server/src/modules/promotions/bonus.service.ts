import { setTimeout as delay } from 'node:timers/promises';
import { type BonusStatus, DEFAULT_CATEGORY_WEIGHT, type ForfeitRule } from '@portal/contracts/promotions';
import type { BonusView } from '@portal/contracts/promotions.schema';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { BetSettled } from '../betting/betting.events.ts';
import { house, type Ledger, walletOf } from '../wallet/ledger.service.ts';
import * as store from './bonus.store.ts';

/** The ledger source of every bonus movement: the keys are unique under it. */
const SOURCE = 'bonus';
/** How far before a bonus the reconcile job looks for bets placed earlier and settled after it. */
const RECONCILE_LOOKBACK_MS = 7 * 24 * 3_600_000;
const RECONCILE_PAGE = 100;
/** How long the subscriber gathers settled bets into one batch before it counts them. */
const GATHER_MS = 10;

export type IssueBonus = {
  merchantId: number;
  accountId: number;
  /** Minor units, more than 0. */
  amount: number;
  /** The turnover requirement is amount x turnoverMultiplier (0: nothing to play). */
  turnoverMultiplier: number;
  /** Percent per game category a valid bet counts (100 when not listed). */
  categoryWeights?: Record<string, number>;
  /** Who asks: 'promotion:12', 'operator:3', 'vip', 'rebates'. */
  source: string;
  /** What it belongs to (a deposit's order number, a promotion's code); shown in the account record. */
  reference: string;
  /** Unique per merchant: a second issue with the same key answers the first bonus and pays nothing. */
  idempotencyKey: string;
  expiresAt?: Date | null;
  promotionId?: number | null;
  /** What a forfeit takes back ('bonus' when not given). */
  forfeitRule?: ForfeitRule;
};

/** The bets of a player as the betting record gives them (the betting module's records service). */
export type BetRecords = {
  betsOf(
    merchantId: number,
    accountId: number,
    paging: { pageNum: number; pageSize: number },
  ): Promise<{
    content: ReadonlyArray<{
      betNo: string;
      vendor: string;
      roundId: string;
      gameCategory: string;
      stake: number;
      validBet: number;
      payout: number;
      status: string;
      placedAt: string;
      settledAt: string | null;
    }>;
    totalPages: number;
  }>;
};

export type OpenRequirement = {
  /** What is left to play over every open requirement, in minor units. */
  remaining: number;
  /** How many bonuses still have a requirement open. */
  bonuses: number;
};

export type Closing = { by: string; reason: string | null };

const num = (value: string | number | null) => Number(value ?? 0);
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function viewOf(row: store.BonusRow): BonusView {
  const required = num(row.required);
  const progress = num(row.progress);
  return {
    id: row.id,
    promotionId: row.promotion_id,
    source: row.source,
    reference: row.reference,
    amount: num(row.amount),
    turnoverMultiplier: row.turnover_multiplier,
    categoryWeights: row.category_weights,
    forfeitRule: row.forfeit_rule,
    required,
    progress,
    remaining: row.status === 'active' ? Math.max(0, required - progress) : 0,
    status: row.status,
    expiresAt: iso(row.expires_at),
    createdAt: iso(row.created_at) as string,
    closedAt: iso(row.closed_at),
    takenBack: num(row.taken_back),
    closedBy: row.closed_by,
    reason: row.reason,
  };
}

/** A valid bet as it counts for a bonus: the weight of its category, rounded down. */
export function weighted(validBet: number, category: string, weights: Record<string, number>): number {
  const weight = weights[category] ?? DEFAULT_CATEGORY_WEIGHT;
  return Math.max(0, Math.floor((validBet * weight) / 100));
}

export type Bonuses = ReturnType<typeof createBonuses>;

/**
 * Bonuses and their turnover requirements (issue 18, decision 0030): issued through the ledger once per
 * key, counted down by valid bets (the `bet.settled` events, healed by the reconcile job), closed when
 * met, forfeited, revoked or expired. A closing takes back what the promotion's rule says, never more
 * than the wallet holds.
 */
export function createBonuses(deps: {
  db: Database;
  ledger: Ledger;
  events: Pick<EventBus, 'transaction'>;
  records: BetRecords;
  /** Players' usernames by account id (the member module), for the operators' list. */
  usernames?: (ids: readonly number[]) => Promise<Map<number, string>>;
  now?: () => Date;
}) {
  const { db, ledger, events } = deps;
  const now = deps.now ?? (() => new Date());

  async function issueIn(input: IssueBonus, trx: Database): Promise<{ bonus: BonusView; replayed: boolean }> {
    const before = await store.byKey(trx, input.merchantId, input.idempotencyKey);
    if (before) return { bonus: viewOf(before), replayed: true };
    const row = await store.insert(trx, {
      merchantId: input.merchantId,
      accountId: input.accountId,
      promotionId: input.promotionId ?? null,
      source: input.source,
      reference: input.reference,
      idempotencyKey: input.idempotencyKey,
      amount: input.amount,
      turnoverMultiplier: input.turnoverMultiplier,
      categoryWeights: input.categoryWeights ?? {},
      forfeitRule: input.forfeitRule ?? 'bonus',
      expiresAt: input.expiresAt ?? null,
      createdAt: now(),
    });
    if (!row) {
      const raced = await store.byKey(trx, input.merchantId, input.idempotencyKey);
      if (!raced) throw new Error('bonus: key conflict without a row');
      return { bonus: viewOf(raced), replayed: true };
    }
    const posted = await ledger.post(
      {
        merchantId: input.merchantId,
        type: 'bonus',
        reference: input.reference,
        source: SOURCE,
        idempotencyKey: `issue:${input.idempotencyKey}`,
        memo: { counterparty: input.source, bonusId: row.id },
        lines: [
          { account: walletOf(input.accountId), amount: input.amount },
          { account: house('bonus_expense'), amount: -input.amount },
        ],
      },
      trx,
    );
    await store.setEntry(trx, row.id, posted.entryId);
    return { bonus: viewOf({ ...row, entry_id: posted.entryId }), replayed: false };
  }

  /**
   * Closes an open bonus: takes back the bonus (and the counted bets' winnings, by its rule), never more
   * than the main wallet holds, in the same transaction as the new state. A bet that moves the balance
   * in between makes the posting fail: it is tried again with the new balance.
   */
  async function closeBonus(
    bonusId: number,
    status: Exclude<BonusStatus, 'active' | 'met'>,
    closing: Closing,
    scope: { merchantId?: number; accountId?: number; merchantIds?: readonly number[] | null },
  ): Promise<BonusView> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await events.transaction(db, async (trx) => {
          const row = await store.lock(trx, bonusId);
          if (
            !row ||
            (scope.merchantId !== undefined && row.merchant_id !== scope.merchantId) ||
            (scope.accountId !== undefined && row.account_id !== scope.accountId) ||
            (scope.merchantIds && !scope.merchantIds.includes(row.merchant_id))
          )
            throw new AppError('bonus.not.found');
          if (row.status !== 'active') throw new AppError('bonus.state');
          const winnings =
            row.forfeit_rule === 'bonus_and_winnings' ? await store.winningsOf(trx, row.id) : 0;
          const balance = await ledger.balanceOf(row.merchant_id, walletOf(row.account_id), trx);
          const takeBack = Math.min(balance, num(row.amount) + winnings);
          if (takeBack > 0) {
            await ledger.post(
              {
                merchantId: row.merchant_id,
                type: 'bonus',
                reference: row.reference,
                source: SOURCE,
                idempotencyKey: `${status}:${row.id}`,
                memo: { counterparty: closing.by, bonusId: row.id, status },
                lines: [
                  { account: walletOf(row.account_id), amount: -takeBack },
                  { account: house('bonus_expense'), amount: takeBack },
                ],
              },
              trx,
            );
          }
          const closed = await store.close(trx, row.id, {
            status,
            at: now(),
            takenBack: takeBack,
            by: closing.by,
            reason: closing.reason,
          });
          return viewOf(closed as store.BonusRow);
        });
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'wallet.insufficient.funds') || attempt >= 3)
          throw error;
      }
    }
  }

  /** Counts settled bets (once each), marks hedged rounds and refreshes the progress of the bonuses hit. */
  async function count(bets: readonly store.SettledBet[], bonusId?: number) {
    // Three statements, each atomic, without a transaction around them: the bets' own statements go in
    // between (one connection on PGlite). A node that stops between them leaves rows whose sum the next
    // recount (reconcile) puts into the progress.
    await (async (trx: Database) => {
      const hit = await store.countBets(trx, bets, bonusId);
      if (hit.length === 0) return;
      const rounds = bets.map((b) => ({ vendor: b.vendor, roundId: b.roundId }));
      const hedged = new Set(
        await store.markHedged(
          trx,
          hit.map((h) => h.bonusId),
          rounds,
        ),
      );
      // A hedge takes back what its round counted before: those requirements are summed again.
      await store.addProgress(
        trx,
        hit.filter((h) => !hedged.has(h.bonusId)),
        now(),
      );
      if (hedged.size > 0) await store.refreshProgress(trx, [...hedged], now());
    })(db);
  }

  /**
   * The subscriber's batches: bets that settle while a batch is being counted wait for the next one, so
   * under load one statement counts many bets and the bet path is never held up (decision 0030). Each
   * event's handler settles when the batch holding its bet is counted.
   */
  let queued: { bets: store.SettledBet[]; done: Promise<void> } | null = null;
  let tail: Promise<void> = Promise.resolve();
  function enqueue(bet: store.SettledBet): Promise<void> {
    if (!queued) {
      const batch: { bets: store.SettledBet[]; done: Promise<void> } = { bets: [], done: Promise.resolve() };
      batch.done = tail
        .then(() => delay(GATHER_MS))
        .then(() => {
          if (queued === batch) queued = null;
          return count(batch.bets);
        });
      tail = batch.done.catch(() => {});
      queued = batch;
    }
    queued.bets.push(bet);
    return queued.done;
  }

  const service = {
    /**
     * Issues a bonus: credits the main wallet (entry type bonus, from bonus_expense) and opens its
     * turnover requirement, once per (merchant, idempotencyKey). Pass a transaction opened with
     * `events.transaction` to make it part of the caller's change.
     */
    async issue(input: IssueBonus, trx?: Database): Promise<{ bonus: BonusView; replayed: boolean }> {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
        throw new AppError('validation.failed', 'amount: a positive whole number of minor units');
      if (!Number.isInteger(input.turnoverMultiplier) || input.turnoverMultiplier < 0)
        throw new AppError('validation.failed', 'turnoverMultiplier: a whole number, 0 or more');
      if (trx) return issueIn(input, trx);
      return events.transaction(db, (t) => issueIn(input, t));
    },

    /** The player gives a bonus up (or an operator for the player): its requirement closes. */
    forfeit: (merchantId: number, accountId: number, bonusId: number, by = `member:${accountId}`) =>
      closeBonus(bonusId, 'forfeited', { by, reason: null }, { merchantId, accountId }),

    /** An operator takes a bonus back, with a reason (the route audits it). */
    revoke: (
      bonusId: number,
      operator: { id: number; merchantIds: readonly number[] | null },
      reason: string,
    ) =>
      closeBonus(
        bonusId,
        'revoked',
        { by: `operator:${operator.id}`, reason },
        { merchantIds: operator.merchantIds },
      ),

    /** What is left to play before a withdrawal; null when no requirement is open. */
    async openRequirementOf(accountId: number): Promise<OpenRequirement | null> {
      const open = await store.activeOf(db, accountId);
      if (open.length === 0) return null;
      const remaining = open.reduce((sum, b) => sum + Math.max(0, num(b.required) - num(b.progress)), 0);
      return { remaining, bonuses: open.length };
    },

    /** Every bonus of a player, newest first (the Bonus details page). */
    async list(merchantId: number, accountId: number): Promise<BonusView[]> {
      return (await store.listOf(db, merchantId, accountId, 100)).map(viewOf);
    },

    async byId(id: number): Promise<BonusView | null> {
      const row = await store.byId(db, id);
      return row ? viewOf(row) : null;
    },

    /** Bonuses for operators, newest first. */
    async listForOps(filter: Parameters<typeof store.listForOps>[1]) {
      const rows = await store.listForOps(db, filter);
      const names = (await deps.usernames?.([...new Set(rows.map((r) => r.account_id))])) ?? new Map();
      return rows.map((r) => ({
        ...viewOf(r),
        merchantId: r.merchant_id,
        accountId: r.account_id,
        username: names.get(r.account_id) ?? '',
      }));
    },

    /** The `bet.settled` subscriber: a valid bet counts for each open requirement of its player. */
    async onBetSettled(bet: BetSettled): Promise<void> {
      if (bet.outcome === 'refunded' || bet.validBet <= 0) return;
      await enqueue({
        accountId: bet.accountId,
        vendor: bet.vendorCode,
        betTxId: bet.betTxId,
        roundId: bet.roundId,
        category: bet.gameCategory,
        outcome: bet.outcome,
        stake: bet.stake,
        payout: bet.payout,
        validBet: bet.validBet,
        settledAt: now(),
      });
    },

    /**
     * Recounts one bonus from the betting record (a lost event heals): every won or lost bet settled
     * since the bonus was issued is counted once; refunded and open bets count nothing.
     */
    async reconcile(bonusId: number): Promise<BonusView | null> {
      const row = await store.byId(db, bonusId);
      if (!row) return null;
      if (row.status !== 'active') return viewOf(row);
      const since = new Date(row.created_at).getTime();
      const bets: store.SettledBet[] = [];
      for (let pageNum = 1; ; pageNum++) {
        const page = await deps.records.betsOf(row.merchant_id, row.account_id, {
          pageNum,
          pageSize: RECONCILE_PAGE,
        });
        for (const bet of page.content) {
          if ((bet.status !== 'won' && bet.status !== 'lost') || !bet.settledAt) continue;
          if (new Date(bet.settledAt).getTime() < since || bet.validBet <= 0) continue;
          bets.push({
            accountId: row.account_id,
            vendor: bet.vendor,
            betTxId: bet.betNo,
            roundId: bet.roundId,
            category: bet.gameCategory,
            outcome: bet.status,
            stake: bet.stake,
            payout: bet.payout,
            validBet: bet.validBet,
            settledAt: new Date(bet.settledAt),
          });
        }
        const last = page.content.at(-1);
        if (pageNum >= page.totalPages || !last) break;
        if (new Date(last.placedAt).getTime() < since - RECONCILE_LOOKBACK_MS) break;
      }
      await count(bets, bonusId);
      // a requirement the recount found nothing new for is refreshed too (hedges of earlier rows)
      await store.markHedged(db, [bonusId], null);
      await store.refreshProgress(db, [bonusId], now());
      return viewOf((await store.byId(db, bonusId)) as store.BonusRow);
    },

    /** The reconcile job: every open requirement, in batches. */
    async reconcileAll(signal?: AbortSignal): Promise<number> {
      let after = 0;
      let done = 0;
      for (;;) {
        const batch = await store.activeAfter(db, after, 200);
        if (batch.length === 0) return done;
        for (const b of batch) {
          if (signal?.aborted) return done;
          await service.reconcile(b.id);
          done++;
          after = b.id;
        }
      }
    },

    /** The expiry job: open requirements past their time close as expired (the rule's take-back applies). */
    async expireDue(at: Date = now()): Promise<number> {
      let done = 0;
      for (;;) {
        const due = await store.expiredIds(db, at, 200);
        if (due.length === 0) return done;
        for (const { id } of due) {
          try {
            await closeBonus(id, 'expired', { by: 'system', reason: 'expired' }, {});
            done++;
          } catch (error) {
            // Closed by someone else in between: nothing left to do for it.
            if (!(error instanceof AppError && error.code === 'bonus.state')) throw error;
          }
        }
      }
    },
  };
  return service;
}
