import type { OpsWithdrawal } from '@portal/contracts/operators.schema';
import type { WithdrawalStatus } from '@portal/contracts/payments';
import type {
  WithdrawalOrder,
  WithdrawalQuery,
  WithdrawBody,
  WithdrawSettings,
} from '@portal/contracts/payments.schema';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { JobRunner } from '../../platform/jobs/job-runner.ts';
import type { Merchant } from '../../platform/merchant.ts';
import type { AccountService } from '../member/member.service.ts';
import { type AccountRef, house, type Ledger, walletOf } from '../wallet/ledger.service.ts';
import { newReference } from '../wallet/wallet.service.ts';
import { createBankCardService } from './bank-card.service.ts';
import {
  type OperatorScope,
  type OpsFilter,
  type OpsPage,
  type Owned,
  type OwnerLookups,
  opsCriteriaOf,
  pageOf,
  type WithdrawalDecisions,
  withOwners,
} from './decisions.ts';
import type { PaymentPasswordService } from './payment-password.service.ts';
import type { WithdrawalRequested } from './payments.events.ts';
import * as store from './withdrawal.store.ts';
import {
  bankNameOf,
  DEFAULT_WITHDRAWAL_RULES,
  maskAccountNumber,
  startOfUtcDay,
  withdrawalRulesOf,
} from './withdrawal-settings.ts';

export type WithdrawalServiceDeps = {
  db: Database;
  ledger: Ledger;
  accounts: AccountService;
  paymentPasswords: PaymentPasswordService;
  /** Where the auto-receive sweep is scheduled. */
  jobs: Pick<JobRunner, 'schedule'>;
  /** withdrawal.requested, .decided and .confirmed go out here once committed. */
  events: EventBus;
  /** Each withdrawal's merchant: its withdrawal rules (auto-receive minutes, bank names). */
  merchants: { merchantById(id: number): Promise<Merchant | null> };
  /** The merchant codes and usernames of the operator lists. */
  owners: OwnerLookups;
  /** Bonus turnover still to play (the port the promotions module fills; decision 0030). */
  turnover?: TurnoverGate;
  /** The player's level's daily withdrawal limits (the port the VIP module fills; decision 0031). */
  levelLimits?: LevelLimits;
  now?: () => Date;
};

/**
 * The port a withdrawal asks before it holds money: what is left to play of the player's open bonus
 * requirements, or null when none is open (the request is then refused with withdrawal.turnover.open).
 */
export type TurnoverGate = (
  merchantId: number,
  accountId: number,
) => Promise<{ remaining: number; bonuses: number } | null>;

/**
 * The daily withdrawal limits of the player's VIP level: a number of withdrawals and an amount per day;
 * null keeps the merchant's own rule.
 */
export type LevelLimits = (
  merchantId: number,
  accountId: number,
) => Promise<{ dailyCount: number | null; dailyAmount: number | null }>;

const NO_LEVEL_LIMITS = { dailyCount: null, dailyAmount: null };

/** A proof image, already checked by its bytes. */
export type ProofImage = { mime: 'image/png' | 'image/jpeg'; data: Uint8Array };

/** Journal source of the operator's side of a withdrawal; the keys carry the withdrawal id. */
const DECISION_SOURCE = 'withdrawal';
/** How often paid withdrawals past their merchant's minutes are swept (reads settle their own rows too). */
const AUTO_RECEIVE_EVERY_MS = 60_000;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A withdrawal as its views show it: with its merchant's auto-receive minutes and the bank's name. */
type Presented = store.WithdrawalView & { auto_receive_minutes: number; bank_name: string };

function orderOf(row: Presented): WithdrawalOrder {
  const autoReceiveAt =
    row.status === 'paid' && row.paid_at
      ? new Date(new Date(row.paid_at).getTime() + row.auto_receive_minutes * 60_000).toISOString()
      : null;
  return {
    id: row.id,
    orderNo: row.order_no,
    amount: Number(row.amount),
    status: row.status,
    bankName: row.bank_name,
    accountName: row.account_name,
    accountNumber: maskAccountNumber(row.account_number),
    note: row.note,
    comment: row.comment,
    proofs: row.proof_ids.length,
    autoReceived: row.auto_received,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: iso(row.decided_at),
    paidAt: iso(row.paid_at),
    confirmedAt: iso(row.confirmed_at),
    autoReceiveAt,
  };
}

/** What a moved withdrawal's event says about it. */
function orderEventOf(row: {
  id: number;
  merchant_id: number;
  account_id: number;
  order_no: string;
  amount: number | string;
}): WithdrawalRequested {
  return {
    merchantId: row.merchant_id,
    accountId: row.account_id,
    withdrawalId: row.id,
    orderNo: row.order_no,
    amount: Number(row.amount),
  };
}

function opsViewOf(row: Presented & Owned): OpsWithdrawal {
  return {
    ...orderOf(row),
    merchant: row.merchantCode,
    username: row.username,
    accountNumber: row.account_number,
    bankCode: row.bank_code,
    proofIds: row.proof_ids.map(Number),
  };
}

/**
 * Withdrawals (issue 4): payee cards, the request that holds the funds, the operator's decisions, the
 * player's confirmation with proof, and the auto-receive rule. Money moves only through the ledger, in
 * the same transaction as the status change it belongs to.
 */
export function createWithdrawalService(deps: WithdrawalServiceDeps) {
  const { db, ledger, paymentPasswords, events } = deps;
  const now = deps.now ?? (() => new Date());
  const cards = createBankCardService({ db, accounts: deps.accounts });

  async function rulesOf(merchantId: number) {
    const merchant = await deps.merchants.merchantById(merchantId);
    return merchant ? withdrawalRulesOf(merchant) : DEFAULT_WITHDRAWAL_RULES;
  }

  /** The rows with their merchants' rules applied (one cached lookup per merchant on the page). */
  async function present(rows: readonly store.WithdrawalView[]): Promise<Presented[]> {
    const ids = [...new Set(rows.map((row) => row.merchant_id))];
    const rules = new Map(await Promise.all(ids.map(async (id) => [id, await rulesOf(id)] as const)));
    return rows.map((row) => {
      const merchantRules = rules.get(row.merchant_id) ?? DEFAULT_WITHDRAWAL_RULES;
      return {
        ...row,
        auto_receive_minutes: merchantRules.autoReceiveMinutes,
        bank_name: bankNameOf(merchantRules, row.bank_code),
      };
    });
  }

  async function view(id: number): Promise<Presented> {
    const row = await store.findView(db, id);
    if (!row) throw new AppError('withdraw.not.found');
    const [presented] = await present([row]);
    return presented!;
  }

  /**
   * Paid withdrawals past their merchant's minutes count as received: one player's (a read of their own
   * withdrawals settles them first), or every merchant's (the sweep, an operator's list).
   */
  async function settleAutoReceived(
    at: Date = now(),
    only?: { merchant: Merchant; accountId: number },
  ): Promise<number> {
    const minutes = new Map<number, number>();
    if (only) {
      minutes.set(only.merchant.id, withdrawalRulesOf(only.merchant).autoReceiveMinutes);
    } else {
      for (const merchantId of await store.merchantsWithPaid(db)) {
        minutes.set(merchantId, (await rulesOf(merchantId)).autoReceiveMinutes);
      }
    }
    return store.settleAutoReceived(db, at, minutes, only?.accountId);
  }

  // Paid withdrawals the player has not confirmed count as received after the merchant's minutes: once a
  // minute on one node. The sweep is idempotent, so a failed minute waits for the next one, as before.
  deps.jobs.schedule({
    name: 'payments.withdrawal-auto-receive',
    every: AUTO_RECEIVE_EVERY_MS,
    attempts: 1,
    run: ({ now: at }) => settleAutoReceived(at),
  });

  /**
   * An operator's move of a withdrawal in scope from one status to another, with its ledger entry in
   * the same transaction. Not there or out of scope: withdraw.not.found; in another status:
   * withdraw.state.invalid, and nothing moves.
   */
  async function decide(
    id: number,
    scope: OperatorScope,
    from: WithdrawalStatus,
    to: { status: WithdrawalStatus; note: string | undefined },
    entry:
      | ((row: { accountId: number; amount: number }) => {
          type: 'withdraw.paid' | 'withdraw.release' | 'withdraw.refund';
          key: string;
          lines: Array<{ account: AccountRef; amount: number }>;
        })
      | null,
  ): Promise<OpsWithdrawal> {
    const owner = { merchants: scope.merchantIds };
    const at = now();
    await events.transaction(db, async (trx) => {
      const moved = await store.move(trx, id, from, owner, {
        ...to,
        decidedBy: scope.operatorId,
        decidedAt: at,
        ...(to.status === 'paid' ? { paidAt: at } : {}),
      });
      if (!moved) {
        const row = await store.findRow(trx, id, owner);
        throw new AppError(row ? 'withdraw.state.invalid' : 'withdraw.not.found');
      }
      events.raise(trx, 'withdrawal.decided', {
        ...orderEventOf(moved),
        from,
        status: to.status,
        operatorId: scope.operatorId,
      });
      if (!entry) return;
      const { type, key, lines } = entry({ accountId: moved.account_id, amount: Number(moved.amount) });
      await ledger.post(
        {
          merchantId: moved.merchant_id,
          type,
          reference: moved.order_no,
          source: DECISION_SOURCE,
          idempotencyKey: key,
          memo: { withdrawalId: id, operatorId: scope.operatorId },
          lines,
        },
        trx,
      );
    });
    const [owned] = await withOwners(deps.owners, [await view(id)]);
    return opsViewOf(owned!);
  }

  const decisions: WithdrawalDecisions = {
    async listForOps(filter: OpsFilter<WithdrawalStatus>): Promise<OpsPage<OpsWithdrawal>> {
      await settleAutoReceived();
      const { rows, total } = await store.page(db, {
        merchants: filter.scope.merchantIds,
        ...opsCriteriaOf(filter),
      });
      const owned = await withOwners(deps.owners, await present(rows));
      return pageOf(filter, owned.map(opsViewOf), total);
    },

    approve: (id, scope, note) =>
      decide(id, scope, 'pending', { status: 'paid', note }, (w) => ({
        type: 'withdraw.paid',
        key: `paid:${id}`,
        lines: [
          { account: house('withdrawals_payable'), amount: -w.amount },
          { account: house('payouts'), amount: w.amount },
        ],
      })),

    reject: (id, scope, note) =>
      decide(id, scope, 'pending', { status: 'rejected', note }, (w) => ({
        type: 'withdraw.release',
        key: `release:${id}`,
        lines: [
          { account: house('withdrawals_payable'), amount: -w.amount },
          { account: walletOf(w.accountId), amount: w.amount },
        ],
      })),

    resolve: (id, scope, outcome, note) =>
      decide(
        id,
        scope,
        'not_received',
        { status: outcome, note },
        outcome === 'received'
          ? null
          : (w) => ({
              type: 'withdraw.refund',
              key: `refund:${id}`,
              lines: [
                { account: house('payouts'), amount: -w.amount },
                { account: walletOf(w.accountId), amount: w.amount },
              ],
            }),
      ),

    async proof(id, proofId, scope) {
      const row = await store.findRow(db, id, { merchants: scope.merchantIds });
      const proof = row ? await store.findProof(db, id, proofId) : undefined;
      if (!proof) throw new AppError('withdraw.not.found');
      return { mime: proof.mime, data: new Uint8Array(proof.data) };
    },
  };

  return {
    ...decisions,
    cards,
    settleAutoReceived,

    /** Held for withdrawals not decided yet, in minor units (the balance shows it). */
    pendingOf: (merchantId: number, accountId: number) => store.pendingSum(db, merchantId, accountId),

    async settings(merchant: Merchant, accountId: number): Promise<WithdrawSettings> {
      const rules = withdrawalRulesOf(merchant);
      const level = (await deps.levelLimits?.(merchant.id, accountId)) ?? NO_LEVEL_LIMITS;
      return {
        banks: rules.banks.map((b) => ({ code: b.code, name: b.name })),
        min: rules.min,
        max: rules.max,
        dailyCount: level.dailyCount ?? rules.dailyCount,
        usedToday: await store.countSince(db, accountId, startOfUtcDay(now())),
        autoReceiveMinutes: rules.autoReceiveMinutes,
      };
    },

    /**
     * Asks for a withdrawal: the amount leaves the wallet for withdrawals payable at once (held), in the
     * same transaction as the order. A repeated requestId answers the first order and holds nothing more.
     */
    async withdraw(merchant: Merchant, accountId: number, body: WithdrawBody): Promise<WithdrawalOrder> {
      const before = await store.findByRequest(db, accountId, body.requestId);
      if (before) return orderOf(await view(before.id));
      const rules = withdrawalRulesOf(merchant);
      if (body.amount < rules.min)
        throw new AppError('wallet.amount.below.min', undefined, { min: rules.min });
      if (body.amount > rules.max)
        throw new AppError('wallet.amount.above.max', undefined, { max: rules.max });
      const card = await cards.own(merchant.id, accountId, body.bankCardId);
      if (!card) throw new AppError('bank.card.required');
      const open = await deps.turnover?.(merchant.id, accountId);
      if (open) throw new AppError('withdrawal.turnover.open', undefined, open);
      const level = (await deps.levelLimits?.(merchant.id, accountId)) ?? NO_LEVEL_LIMITS;
      const dailyCount = level.dailyCount ?? rules.dailyCount;
      await paymentPasswords.verify(accountId, body.paymentPassword);
      const at = now();
      const id = await events.transaction(db, async (trx) => {
        await store.lockWithdrawalsOf(trx, accountId);
        const raced = await store.findByRequest(trx, accountId, body.requestId);
        if (raced) return raced.id;
        // The daily count runs per UTC day (the platform's clock), whatever the player's time zone.
        if ((await store.countSince(trx, accountId, startOfUtcDay(at))) >= dailyCount) {
          throw new AppError('withdraw.daily.limit', undefined, { dailyCount });
        }
        const dailyAmount = level.dailyAmount;
        if (
          dailyAmount !== null &&
          (await store.sumSince(trx, accountId, startOfUtcDay(at))) + body.amount > dailyAmount
        ) {
          throw new AppError('withdraw.daily.amount', undefined, { dailyAmount });
        }
        const row = await store.insert(trx, {
          merchantId: merchant.id,
          accountId,
          orderNo: newReference('WD'),
          amount: body.amount,
          bankCode: card.bank_code,
          accountNumber: card.account_number,
          accountName: card.account_name,
          requestKey: body.requestId,
          createdAt: at,
        });
        await ledger.post(
          {
            merchantId: merchant.id,
            type: 'withdraw',
            reference: row.order_no,
            source: `member:${accountId}`,
            idempotencyKey: `withdraw:${body.requestId}`,
            memo: {
              counterparty: `${bankNameOf(rules, card.bank_code)} ${maskAccountNumber(card.account_number)}`,
            },
            lines: [
              { account: walletOf(accountId), amount: -body.amount },
              { account: house('withdrawals_payable'), amount: body.amount },
            ],
          },
          trx,
        );
        events.raise(trx, 'withdrawal.requested', {
          merchantId: merchant.id,
          accountId,
          withdrawalId: row.id,
          orderNo: row.order_no,
          amount: body.amount,
        });
        return row.id;
      });
      return orderOf(await view(id));
    },

    /** The player's own withdrawals, newest first. */
    async list(merchant: Merchant, accountId: number, query: WithdrawalQuery) {
      await settleAutoReceived(now(), { merchant, accountId });
      const pageNum = query.pageNum ?? 1;
      const pageSize = query.pageSize ?? 10;
      const { rows, total } = await store.page(db, {
        merchants: [merchant.id],
        accountId,
        ...(query.status ? { status: query.status } : {}),
        ...(query.start ? { start: query.start } : {}),
        ...(query.end ? { end: query.end } : {}),
        pageNum,
        pageSize,
      });
      return pageOf({ pageNum, pageSize }, (await present(rows)).map(orderOf), total);
    },

    /**
     * The player answers a paid withdrawal: received closes it; not received keeps the comment and the
     * proof images and reopens the case for the operator. Only the player's own, only while paid.
     */
    async confirm(
      merchant: Merchant,
      accountId: number,
      id: number,
      answer: { received: true } | { received: false; comment: string | null; proofs: ProofImage[] },
    ): Promise<WithdrawalOrder> {
      const owner = { merchantId: merchant.id, accountId };
      await settleAutoReceived(now(), { merchant, accountId });
      await events.transaction(db, async (trx) => {
        const moved = await store.move(trx, id, 'paid', owner, {
          status: answer.received ? 'received' : 'not_received',
          confirmedAt: now(),
          ...(answer.received ? {} : { comment: answer.comment ?? undefined }),
        });
        if (!moved) {
          const row = await store.findRow(trx, id, owner);
          throw new AppError(row ? 'withdraw.state.invalid' : 'withdraw.not.found');
        }
        if (!answer.received) await store.insertProofs(trx, id, answer.proofs);
        events.raise(trx, 'withdrawal.confirmed', { ...orderEventOf(moved), received: answer.received });
      });
      return orderOf(await view(id));
    },

    /** Whether the player may answer this withdrawal now: checked before an upload is read. */
    async expectConfirmable(merchant: Merchant, accountId: number, id: number): Promise<void> {
      await settleAutoReceived(now(), { merchant, accountId });
      const row = await store.findRow(db, id, { merchantId: merchant.id, accountId });
      if (!row) throw new AppError('withdraw.not.found');
      if (row.status !== 'paid') throw new AppError('withdraw.state.invalid');
    },
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
