import type { AdjustmentStatus } from '@portal/contracts/operators';
import type { OpsAdjustment, OpsAdjustmentBody } from '@portal/contracts/operators-players.schema';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { type OpsPage, pageOf } from '../payments/decisions.ts';
import { house, type Ledger, walletOf } from '../wallet/ledger.service.ts';
import type { OperatorPrincipal } from './operator.service.ts';
import * as store from './players.store.ts';

/** Amounts above this (minor units) wait for a second operator: 10,000.00 (ADJUSTMENT_APPROVAL_LIMIT). */
export const DEFAULT_ADJUSTMENT_APPROVAL_LIMIT = 1_000_000;

/** Who an adjustment's ledger entry comes from: its id is the idempotency key within this source. */
const SOURCE = 'adjustment';

export type AdjustmentsDeps = {
  db: Database;
  ledger: Pick<Ledger, 'post'>;
  /** balance.changed goes out once an adjustment's transaction commits. */
  events: Pick<EventBus, 'transaction'>;
  /** The names an adjustment shows: its merchant's code and its player's username. */
  names: {
    merchantCodes(ids: readonly number[]): Promise<Map<number, string>>;
    usernames(ids: readonly number[]): Promise<Map<number, string>>;
  };
  approvalLimit: number;
  now: () => Date;
};

type Paging = { pageNum: number; pageSize: number };
type Scope = readonly number[] | null;
const inScope = (scope: Scope, merchantId: number) => scope === null || scope.includes(merchantId);
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Manual adjustments of a player's main wallet (decision 0020): a credit or debit with a reason, posted
 * through the ledger against the merchant's manual_adjustment house account. One within the approval
 * limit is posted as it is asked for; one above it waits until a second operator (finance or admin, not
 * the requester) approves it. The ledger's idempotency key is the adjustment's id, and a decision takes
 * the waiting row under a lock, so an adjustment posts once however many approvals race.
 */
export function createAdjustments(deps: AdjustmentsDeps) {
  const { db, ledger, events, now } = deps;

  async function views(rows: store.AdjustmentRow[]): Promise<OpsAdjustment[]> {
    const [codes, usernames] = await Promise.all([
      deps.names.merchantCodes([...new Set(rows.map((row) => row.merchant_id))]),
      deps.names.usernames([...new Set(rows.map((row) => row.account_id))]),
    ]);
    return rows.map((row) => ({
      id: row.id,
      merchant: codes.get(row.merchant_id) ?? String(row.merchant_id),
      playerId: row.account_id,
      username: usernames.get(row.account_id) ?? '',
      direction: row.direction,
      amount: Number(row.amount),
      reason: row.reason,
      status: row.status,
      requestedBy: row.requester,
      requestedAt: iso(row.requested_at),
      decidedBy: row.decider,
      decidedAt: row.decided_at === null ? null : iso(row.decided_at),
      note: row.note,
      entryId: row.entry_id === null ? null : Number(row.entry_id),
      balanceAfter: row.balance_after === null ? null : Number(row.balance_after),
    }));
  }

  async function viewOf(id: number): Promise<OpsAdjustment> {
    const row = await store.findAdjustment(db, id);
    if (!row) throw new AppError('not.found');
    return (await views([row]))[0] as OpsAdjustment;
  }

  /** Posts a claimed adjustment in the caller's transaction and marks it posted with its entry. */
  async function post(
    trx: Database,
    row: store.ClaimedAdjustment,
    approver: OperatorPrincipal | null,
    note: string | null = null,
  ) {
    const amount = row.direction === 'credit' ? Number(row.amount) : -Number(row.amount);
    const posted = await ledger.post(
      {
        merchantId: row.merchant_id,
        type: 'adjustment',
        reference: `ADJ${row.id}`,
        source: SOURCE,
        idempotencyKey: String(row.id),
        memo: { adjustment: row.id, reason: row.reason, approvedBy: approver?.username ?? null },
        lines: [
          { account: walletOf(row.account_id), amount },
          { account: house('manual_adjustment'), amount: -amount },
        ],
      },
      trx,
    );
    await store.decideAdjustment(trx, row.id, {
      status: 'posted',
      decidedBy: approver?.id ?? null,
      at: now(),
      note,
      entryId: posted.entryId,
      balanceAfter: posted.lines.find((line) => line.balanceAfter !== null)?.balanceAfter ?? null,
    });
  }

  /** A waiting adjustment of the operator's scope, locked for its decision until the transaction ends. */
  async function claim(trx: Database, id: number, scope: Scope) {
    const row = await store.claimPending(trx, id);
    if (!row) {
      const found = await store.findAdjustment(trx, id);
      if (!found || !inScope(scope, found.merchant_id)) throw new AppError('not.found');
      throw new AppError('adjustment.already.decided');
    }
    if (!inScope(scope, row.merchant_id)) throw new AppError('not.found');
    return row;
  }

  return {
    approvalLimit: deps.approvalLimit,

    /**
     * Asks for an adjustment of a player's main wallet. Within the limit it is posted now (a debit
     * below zero is refused with wallet.insufficient.funds and leaves nothing behind); above it, it
     * waits. A repeated requestId answers the adjustment it made; with other details,
     * adjustment.request.conflict.
     */
    async request(
      operator: OperatorPrincipal,
      player: { id: number; merchantId: number },
      body: OpsAdjustmentBody,
    ): Promise<OpsAdjustment> {
      const reason = body.reason.trim();
      if (!reason) throw new AppError('validation.failed', 'reason: say why the balance is adjusted');
      const replay = async () => {
        const before = await store.findByRequest(db, operator.id, body.requestId);
        if (!before) return null;
        const same =
          before.account_id === player.id &&
          before.direction === body.direction &&
          Number(before.amount) === body.amount;
        if (!same) throw new AppError('adjustment.request.conflict');
        return viewOf(before.id);
      };
      const before = await replay();
      if (before) return before;
      const id = await events.transaction(db, async (trx) => {
        const inserted = await store.insertAdjustment(trx, {
          merchantId: player.merchantId,
          accountId: player.id,
          direction: body.direction,
          amount: body.amount,
          reason,
          requestedBy: operator.id,
          requestKey: body.requestId,
          at: now(),
        });
        if (inserted === null) return null;
        if (body.amount <= deps.approvalLimit) {
          const row = await store.claimPending(trx, inserted);
          if (row) await post(trx, row, null);
        }
        return inserted;
      });
      // A parallel copy of the same request made it first.
      if (id === null) return (await replay()) as OpsAdjustment;
      return viewOf(id);
    },

    /** A second operator's approval: posts the waiting adjustment once. */
    async approve(
      operator: OperatorPrincipal,
      id: number,
      scope: Scope,
      note: string | undefined,
    ): Promise<OpsAdjustment> {
      await events.transaction(db, async (trx) => {
        const row = await claim(trx, id, scope);
        if (row.requested_by === operator.id) throw new AppError('adjustment.own.request');
        await post(trx, row, operator, note?.trim() || null);
      });
      return viewOf(id);
    },

    /** Rejects a waiting adjustment (its requester may withdraw its own this way): nothing is posted. */
    async reject(
      operator: OperatorPrincipal,
      id: number,
      scope: Scope,
      note: string | undefined,
    ): Promise<OpsAdjustment> {
      await db.transaction().execute(async (trx) => {
        await claim(trx, id, scope);
        await store.decideAdjustment(trx, id, {
          status: 'rejected',
          decidedBy: operator.id,
          at: now(),
          note: note?.trim() || null,
        });
      });
      return viewOf(id);
    },

    /** Adjustments of some merchants (one player's, or those in a status), newest first. */
    async list(
      filter: store.AdjustmentFilter & { status?: AdjustmentStatus },
      paging: Paging,
    ): Promise<OpsPage<OpsAdjustment>> {
      const { rows, total } = await store.adjustmentsPage(db, filter, {
        offset: (paging.pageNum - 1) * paging.pageSize,
        limit: paging.pageSize,
      });
      return pageOf(paging, await views(rows), total);
    },
  };
}

export type Adjustments = ReturnType<typeof createAdjustments>;
