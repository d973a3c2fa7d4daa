import { randomInt } from 'node:crypto';
import type { OpsDeposit } from '@portal/contracts/operators.schema';
import type { DepositStatus } from '@portal/contracts/payments';
import type {
  DepositBody,
  DepositChannel,
  DepositOrder,
  DepositQuery,
} from '@portal/contracts/payments.schema';
import { type PaymentGateway, type SignedNotification, sandboxGateway } from '../../adapters/payments.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { pickText } from '../../platform/localized.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { house, type Ledger, walletOf } from '../wallet/ledger.service.ts';
import {
  type DepositDecisions,
  type OperatorScope,
  type OpsPage,
  type Owned,
  type OwnerLookups,
  opsCriteriaOf,
  pageOf,
  withOwners,
} from './decisions.ts';
import * as store from './deposit.store.ts';
import type { DepositCredited } from './payments.events.ts';

export type DepositServiceDeps = {
  db: Database;
  ledger: Ledger;
  /** deposit.credited and deposit.rejected go out here once committed. */
  events: EventBus;
  /** The merchant codes and usernames of the operator lists. */
  owners: OwnerLookups;
  /** HMAC-SHA256 key of the sandbox gateway's notifications. */
  gatewaySecret: Buffer;
  now?: () => Date;
};

/** Orders a member may leave waiting at once (bank transfers an operator has not decided, open pay pages). */
export const MAX_PENDING_DEPOSITS = 5;
/** A gateway order not paid within this time expires; its pay page closes. */
export const GATEWAY_ORDER_TTL_MS = 30 * 60_000;
/** The language of the operators' views. */
const OPS_LANGUAGE = 'en';

/** What the platform answers a gateway's notification; a repeated notification gets the same answer. */
export type NotificationResult = { orderNo: string; status: DepositStatus; amount: number };

/** Why a pay page cannot take a payment: shown to the player as a plain message. */
export type ClosedReason = 'paid' | 'expired' | 'rejected' | 'not-gateway';

export type PayableCheck =
  | { state: 'missing' }
  | { state: 'closed'; reason: ClosedReason; orderNo: string }
  | { state: 'payable'; order: { orderNo: string; amount: number; channelName: string } };

/** Unambiguous letters and digits (no 0/O, 1/I). */
const ORDER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * A deposit order number a player can read out to support: D, the UTC time to the second, and six
 * random characters (about 10^9 per second, so collisions are not a practical concern).
 */
export function newOrderNo(at: Date): string {
  const time = at.toISOString().replace(/\D/g, '').slice(0, 14);
  let tail = '';
  for (let i = 0; i < 6; i++) tail += ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)];
  return `D${time}${tail}`;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const text = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export function createDepositService(deps: DepositServiceDeps) {
  const { db, ledger, events } = deps;
  const now = deps.now ?? (() => new Date());
  const sandbox = sandboxGateway(deps.gatewaySecret);
  /** The gateways by channel code. A production gateway adapter is registered here beside the sandbox. */
  const gateways = new Map<string, PaymentGateway>([[sandbox.code, sandbox]]);

  const staleBefore = () => new Date(now().getTime() - GATEWAY_ORDER_TTL_MS);

  function channelName(row: store.OrderRow, language: string, fallback: string): string {
    return row.channel_name ? pickText(row.channel_name, language, fallback) : row.channel;
  }

  function toOrder(row: store.OrderRow, language: string, fallback: string): DepositOrder {
    const gateway = row.kind === 'gateway' ? gateways.get(row.channel) : undefined;
    return {
      id: row.id,
      orderNo: row.order_no,
      channel: row.channel,
      channelName: channelName(row, language, fallback),
      amount: Number(row.amount),
      status: row.status,
      payerName: row.payer_name,
      payerReference: row.payer_reference,
      note: row.note,
      createdAt: iso(row.created_at),
      decidedAt: row.decided_at === null ? null : iso(row.decided_at),
      payUrl: gateway && row.status === 'pending' ? gateway.payUrl(row.order_no) : null,
      payee: row.kind === 'bank' ? (row.payee ?? null) : null,
    };
  }

  function toOpsDeposit(row: store.OrderRow & Owned): OpsDeposit {
    return {
      ...toOrder(row, OPS_LANGUAGE, OPS_LANGUAGE),
      merchant: row.merchantCode,
      username: row.username,
    };
  }

  const inScope = (scope: OperatorScope, merchantId: number) =>
    scope.merchantIds === null || scope.merchantIds.includes(merchantId);

  /** The credit of a paid order: the member's wallet up, the channel's clearing account down. */
  function credit(row: store.OrderRow, source: string, trx: Database, memo: Record<string, unknown> = {}) {
    const amount = Number(row.amount);
    return ledger.post(
      {
        merchantId: row.merchant_id,
        type: 'deposit',
        reference: row.order_no,
        source,
        idempotencyKey: row.order_no,
        memo: { counterparty: row.channel, ...memo },
        lines: [
          { account: walletOf(row.account_id), amount },
          { account: house(`deposits:${row.channel}`), amount: -amount },
        ],
      },
      trx,
    );
  }

  /** What a decided order's event says. */
  function orderEvent(row: store.OrderRow, by: DepositCredited['by']): DepositCredited {
    return {
      merchantId: row.merchant_id,
      accountId: row.account_id,
      orderNo: row.order_no,
      channel: row.channel,
      amount: Number(row.amount),
      by,
    };
  }

  /** An operator's decision: the order changes once, and an approval credits in the same transaction. */
  async function decide(
    id: number,
    scope: OperatorScope,
    status: 'paid' | 'rejected',
    note: string | undefined,
  ): Promise<OpsDeposit> {
    const changed = await events.transaction(db, async (trx) => {
      // Only a waiting order is decided; an expired gateway order stays expired.
      const decided = await store.settleById(trx, id, scope.merchantIds, ['pending'], {
        status,
        note: text(note),
        decidedBy: scope.operatorId,
        at: now(),
      });
      if (decided === null) return false;
      const row = await store.findById(trx, decided);
      if (!row) return true;
      if (status === 'paid') await credit(row, 'deposit', trx, { operatorId: scope.operatorId });
      events.raise(
        trx,
        status === 'paid' ? 'deposit.credited' : 'deposit.rejected',
        orderEvent(row, 'operator'),
      );
      return true;
    });
    const row = await store.findById(db, id);
    if (!row || !inScope(scope, row.merchant_id)) throw new AppError('deposit.not.found');
    if (!changed) throw new AppError('deposit.already.decided');
    const [owned] = await withOwners(deps.owners, [row]);
    return toOpsDeposit(owned!);
  }

  const decisions: DepositDecisions = {
    async listForOps(filter): Promise<OpsPage<OpsDeposit>> {
      await store.expireStale(db, { merchantIds: filter.scope.merchantIds }, staleBefore(), now());
      const { rows, total } = await store.pageForOps(db, {
        merchantIds: filter.scope.merchantIds,
        ...opsCriteriaOf(filter),
      });
      return pageOf(filter, (await withOwners(deps.owners, rows)).map(toOpsDeposit), total);
    },
    approve: (id, scope, note) => decide(id, scope, 'paid', note),
    reject: (id, scope, note) => decide(id, scope, 'rejected', note),
  };

  return {
    ...decisions,

    /** The merchant's enabled channels in their order, named in the language. */
    async channels(merchant: Merchant, language: string): Promise<DepositChannel[]> {
      const rows = await store.enabledChannels(db, merchant.id);
      return rows.map((c) => ({
        code: c.code,
        kind: c.kind,
        name: pickText(c.name, language, merchant.defaultLanguage),
        min: Number(c.min_amount),
        max: Number(c.max_amount),
        quickAmounts: c.quick_amounts.map(Number),
        payee: c.kind === 'bank' ? (c.payee ?? null) : null,
      }));
    },

    /**
     * Opens a deposit order. A request id the member used before answers that order and creates
     * nothing. A bank order waits for an operator; a gateway order for its pay page.
     */
    async create(
      merchant: Merchant,
      accountId: number,
      channelCode: string,
      body: DepositBody,
      language: string,
    ): Promise<DepositOrder> {
      const asked = await store.findByRequest(db, accountId, body.requestId);
      if (asked) return toOrder(asked, language, merchant.defaultLanguage);
      const channel = await store.findEnabledChannel(db, merchant.id, channelCode);
      if (!channel) throw new AppError('deposit.channel.unknown');
      const [min, max] = [Number(channel.min_amount), Number(channel.max_amount)];
      if (body.amount < min) throw new AppError('wallet.amount.below.min', undefined, { min });
      if (body.amount > max) throw new AppError('wallet.amount.above.max', undefined, { max });
      if (channel.kind === 'gateway' && !gateways.has(channel.code))
        throw new AppError('deposit.channel.unknown');

      const at = now();
      const row = await db.transaction().execute(async (trx) => {
        await store.lockAccountDeposits(trx, accountId);
        await store.expireStale(trx, { accountId }, staleBefore(), at);
        if ((await store.countPending(trx, accountId)) >= MAX_PENDING_DEPOSITS) {
          // The same request racing itself is not a new order: it answers the one just made.
          const raced = await store.findByRequest(trx, accountId, body.requestId);
          if (raced) return raced;
          throw new AppError(
            'too.many.requests',
            'Too many deposits are waiting; finish or cancel one first',
          );
        }
        const bank = channel.kind === 'bank';
        await store.insertPending(trx, {
          merchantId: merchant.id,
          accountId,
          channel: channel.code,
          orderNo: newOrderNo(at),
          amount: body.amount,
          payerName: bank ? text(body.payerName) : null,
          payerReference: bank ? text(body.payerReference) : null,
          requestKey: body.requestId,
          createdAt: at,
        });
        return store.findByRequest(trx, accountId, body.requestId);
      });
      if (!row) throw new Error('deposits: order neither written nor found');
      return toOrder(row, language, merchant.defaultLanguage);
    },

    /** The member's own deposits, newest first; gateway orders left unpaid too long show as expired. */
    async history(merchant: Merchant, accountId: number, query: DepositQuery, language: string) {
      await store.expireStale(db, { accountId }, staleBefore(), now());
      const pageNum = query.pageNum ?? 1;
      const pageSize = query.pageSize ?? 10;
      const { rows, total } = await store.pageOfAccount(db, merchant.id, accountId, {
        ...(query.status ? { status: query.status } : {}),
        ...(query.start ? { start: query.start } : {}),
        ...(query.end ? { end: query.end } : {}),
        pageNum,
        pageSize,
      });
      return pageOf(
        { pageNum, pageSize },
        rows.map((r) => toOrder(r, language, merchant.defaultLanguage)),
        total,
      );
    },

    /** Whether the sandbox pay page may take a payment for an order of this merchant. */
    async sandboxPayable(merchant: Merchant, orderNo: string, language: string): Promise<PayableCheck> {
      await store.expireStale(db, { orderNo }, staleBefore(), now());
      const row = await store.findByOrderNo(db, orderNo);
      if (!row || row.merchant_id !== merchant.id) return { state: 'missing' };
      if (row.channel !== sandbox.code || row.kind !== 'gateway') {
        return { state: 'closed', reason: 'not-gateway', orderNo: row.order_no };
      }
      if (row.status !== 'pending') return { state: 'closed', reason: row.status, orderNo: row.order_no };
      return {
        state: 'payable',
        order: {
          orderNo: row.order_no,
          amount: Number(row.amount),
          channelName: channelName(row, language, merchant.defaultLanguage),
        },
      };
    },

    /** The sandbox gateway's side of a payment: the notification it sends back, signed. */
    sandboxNotification(order: { orderNo: string; amount: number }): SignedNotification {
      return sandbox.notificationFor(order, now());
    },

    /**
     * A gateway's notification, exactly as received. The signature is checked before anything else;
     * then the order and its amount; then the order is settled and credited once, in one transaction.
     * A repeated notification changes nothing and answers the same result.
     */
    async notify(
      channelCode: string,
      rawBody: Buffer,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<NotificationResult> {
      const gateway = gateways.get(channelCode);
      if (!gateway) throw new AppError('deposit.channel.unknown');
      const reading = gateway.readNotification(rawBody, headers);
      if (!reading.ok) {
        if (reading.reason === 'signature') throw new AppError('payment.signature.invalid');
        throw new AppError('validation.failed', reading.message);
      }
      const n = reading.notification;
      const order = await store.findByOrderNo(db, n.orderNo);
      if (!order || order.channel !== gateway.code) throw new AppError('deposit.not.found');
      if (n.amount !== Number(order.amount)) {
        throw new AppError('validation.failed', 'amount: does not match the order');
      }
      await events.transaction(db, async (trx) => {
        const at = now();
        if (n.status === 'FAILED') {
          const declined = await store.settleByOrderNo(trx, n.orderNo, ['pending'], {
            status: 'rejected',
            gatewayReference: n.gatewayReference,
            note: 'Declined by the gateway',
            at,
          });
          if (declined !== null) events.raise(trx, 'deposit.rejected', orderEvent(order, 'gateway'));
          return;
        }
        // Expired too: the gateway's word that it was paid outranks our own timer.
        const paid = await store.settleByOrderNo(trx, n.orderNo, ['pending', 'expired'], {
          status: 'paid',
          gatewayReference: n.gatewayReference,
          at,
        });
        if (paid === null) return;
        await credit(order, `gateway:${gateway.code}`, trx, { gatewayReference: n.gatewayReference });
        events.raise(trx, 'deposit.credited', orderEvent(order, 'gateway'));
      });
      const settled = await store.findByOrderNo(db, n.orderNo);
      if (!settled) throw new AppError('deposit.not.found');
      const wanted = n.status === 'SUCCESS' ? 'paid' : 'rejected';
      if (settled.status !== wanted) throw new AppError('deposit.already.decided');
      return { orderNo: settled.order_no, status: settled.status, amount: Number(settled.amount) };
    },
  };
}

export type DepositService = ReturnType<typeof createDepositService>;
