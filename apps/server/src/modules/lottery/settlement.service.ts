import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { PlatformBets, PlatformResult } from '../betting/platform-bets.ts';
import { house, type Ledger, walletOf } from '../wallet/ledger.service.ts';
import * as draws from './draws.store.ts';
import type { TicketStatus } from './lottery.tables.ts';
import type { LotteryRules } from './rules.ts';
import * as tickets from './tickets.store.ts';

/** Tickets settled per transaction: a node killed mid-way loses at most one uncommitted batch. */
export const SETTLE_BATCH = 2000;
/** The betting record's provider of lottery tickets. */
export const LOTTERY_PROVIDER = 'LOTTERY';
export const ticketTx = (ticketId: number) => `T${ticketId}`;

export type SettlementDeps = {
  db: Database;
  events: EventBus;
  ledger: Pick<Ledger, 'post'>;
  bets: PlatformBets;
  usernames: (ids: readonly number[]) => Promise<Map<number, string>>;
  rules: LotteryRules;
  now?: () => Date;
  batchSize?: number;
};

type Outcome = { id: number; accountId: number; status: TicketStatus; payout: number };

const betOutcome = (status: TicketStatus, payout: number): PlatformResult['outcome'] =>
  status === 'won' ? 'won' : status === 'lost' ? 'lost' : payout > 0 ? 'refunded' : 'lost';

/**
 * Settlement of a draw (decision 0024): its open tickets in batches, each batch one transaction with the
 * draw row locked (two nodes settling one draw take turns, and each finds only what is still open): the
 * tickets' outcomes, one ledger entry crediting the batch's winners (keyed by draw and batch, so a replay
 * credits nothing), the betting record's results, and the refund of the rest of a chase a win stops. A
 * voided draw refunds every ticket. When no ticket is left the draw is settled.
 */
export function createSettlement(deps: SettlementDeps) {
  const { db, events, ledger, rules } = deps;
  const now = deps.now ?? (() => new Date());
  const batchSize = deps.batchSize ?? SETTLE_BATCH;

  /** Credits the outcomes' payouts in one entry; returns the entry's reference, or null when nothing moved. */
  async function credit(
    trx: Database,
    merchantId: number,
    outcomes: readonly Outcome[],
    entry: { type: 'win' | 'bet.refund'; reference: string; key: string },
  ): Promise<string | null> {
    const byAccount = new Map<number, number>();
    for (const o of outcomes)
      if (o.payout > 0) byAccount.set(o.accountId, (byAccount.get(o.accountId) ?? 0) + o.payout);
    const total = [...byAccount.values()].reduce((sum, amount) => sum + amount, 0);
    if (total === 0) return null;
    await ledger.post(
      {
        merchantId,
        type: entry.type,
        reference: entry.reference,
        source: 'lottery',
        idempotencyKey: entry.key,
        lines: [
          ...[...byAccount].map(([accountId, amount]) => ({ account: walletOf(accountId), amount })),
          { account: house('lottery'), amount: -total },
        ],
      },
      trx,
    );
    return entry.reference;
  }

  async function record(
    trx: Database,
    names: ReadonlyMap<number, string>,
    outcomes: readonly Outcome[],
    reference: string | null,
  ) {
    await deps.bets.settled(
      trx,
      outcomes.map((o) => ({
        provider: LOTTERY_PROVIDER,
        txId: ticketTx(o.id),
        username: names.get(o.accountId) ?? '',
        outcome: betOutcome(o.status, o.payout),
        payout: o.payout,
        reference: o.payout > 0 ? reference : null,
      })),
    );
  }

  /** The rest of each chase a win stops: refunded once, by order. */
  async function stopChases(
    trx: Database,
    names: ReadonlyMap<number, string>,
    merchantId: number,
    orderIds: readonly number[],
    at: Date,
  ) {
    const rest = await tickets.openTicketsOfOrders(trx, orderIds);
    if (rest.length === 0) return;
    const refunds: Outcome[] = rest.map((t) => ({
      id: t.id,
      accountId: t.account_id,
      status: 'refunded',
      payout: Number(t.stake),
    }));
    const reference = await credit(trx, merchantId, refunds, {
      type: 'bet.refund',
      reference: `LOTC${orderIds[0]}`,
      key: `chase-stop:${orderIds.join(',')}:${rest[0]?.id}`,
    });
    await tickets.setOutcomes(trx, refunds, at);
    await record(trx, names, refunds, reference);
  }

  /**
   * One batch: the open tickets after `afterId` (the last batch's last: the scan skips the index entries of
   * tickets settled before); done when the draw has no open ticket left (and is now settled).
   */
  async function settleBatch(
    drawId: number,
    names: ReadonlyMap<number, string>,
    afterId: number,
  ): Promise<{ done: boolean; settled: number; lastId: number }> {
    return events.transaction(db, async (trx) => {
      const draw = await draws.findDraw(trx, drawId, true);
      const nothing = { done: true, settled: 0, lastId: afterId };
      if (!draw || draw.status === 'settled' || draw.status === 'open') return nothing;
      if (draw.status === 'void' && draw.settled_at) return nothing;
      const at = now();
      let batch = await tickets.openTicketsOfDraw(trx, drawId, batchSize, afterId);
      // Nothing after the last batch: the draw is settled only when nothing before it is open either.
      if (batch.length === 0 && afterId > 0) batch = await tickets.openTicketsOfDraw(trx, drawId, batchSize);
      if (batch.length === 0) {
        await draws.updateDraw(trx, drawId, {
          ...(draw.status === 'drawn' ? { status: 'settled' as const } : {}),
          settled_at: at,
        });
        return nothing;
      }
      const game = await draws.findGameById(trx, draw.game_id);
      if (!game) throw new Error(`lottery draw ${drawId} has no game`);
      const outcomes: Outcome[] = batch.map((t) => {
        if (draw.status === 'void')
          return { id: t.id, accountId: t.account_id, status: 'refunded', payout: Number(t.stake) };
        const result = rules.settleTicket(game.family, t as never, draw.result);
        return { id: t.id, accountId: t.account_id, ...result };
      });
      const first = batch[0]?.id;
      const last = batch[batch.length - 1]?.id;
      const reference = await credit(trx, draw.merchant_id, outcomes, {
        type: draw.status === 'void' ? 'bet.refund' : 'win',
        reference: `LOT${drawId}`,
        key: `draw:${drawId}:${first}-${last}`,
      });
      await tickets.setOutcomes(trx, outcomes, at);
      await record(trx, names, outcomes, reference);
      const won = new Set(outcomes.filter((o) => o.status === 'won').map((o) => o.id));
      const stopped = [
        ...new Set(batch.filter((t) => t.stop_on_win && won.has(t.id)).map((t) => Number(t.order_id))),
      ];
      if (stopped.length > 0) await stopChases(trx, names, draw.merchant_id, stopped, at);
      return { done: false, settled: batch.length, lastId: Number(last) };
    });
  }

  return {
    /** Settles a drawn or voided draw to the end; returns how many tickets this call settled. */
    async settleDraw(drawId: number, signal?: AbortSignal): Promise<number> {
      let settled = 0;
      // Names are read before the batches' transactions: the embedded database has one connection.
      const names = await deps.usernames(await tickets.accountsOfDraw(db, drawId));
      let lastId = 0;
      while (!signal?.aborted) {
        const step = await settleBatch(drawId, names, lastId);
        settled += step.settled;
        lastId = step.lastId;
        if (step.done) break;
      }
      return settled;
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
