import type { ContractKind, ContractTerms, PaymentStatus } from '@portal/contracts/agent-contracts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { house, type Ledger, walletOf } from '../wallet/ledger.service.ts';
import * as store from './contracts.store.ts';
import { completedPeriods, type Period, periodAt, periodKey, periodLabel, periodTypeOf } from './periods.ts';
import { dividendOf, realtimeSalaryOf, salaryOf } from './rules.ts';
import type { TeamActivity } from './team-activity.ts';

/** Periods one run settles per contract at most (a catch-up after downtime stays bounded). */
const CATCH_UP: Readonly<Record<ContractKind, number>> = {
  realtime: 288,
  hourly: 72,
  daily: 31,
  dividend: 12,
};
/** Owed payments one run tries again at most. */
const OWED_PER_RUN = 500;
const DAY = 24 * 60 * 60_000;

/** Where a payment's money comes from: its payer's wallet, or the house's expense account for a top agent. */
const EXPENSE = {
  daily: 'salary_expense',
  hourly: 'salary_expense',
  realtime: 'salary_expense',
  dividend: 'dividend_expense',
} as const;
const ENTRY_TYPE = { daily: 'salary', hourly: 'salary', realtime: 'salary', dividend: 'dividend' } as const;

/** The ledger's key of a contract's payment for a period: the same on every node and every attempt. */
export const paymentKey = (contractId: number, period: Period) =>
  `contract:${contractId}:${periodKey(period)}`;

export type SettleResult = { paid: number; owed: number; nothing: number };

export type Settlement = ReturnType<typeof createSettlement>;

/**
 * Settlement runs (decision 0027): for a merchant and kind, every signed contract's complete periods not
 * yet settled, top-down (a payer's own pay lands before it pays), each payment one transaction with its
 * ledger entry and its row, unique per (contract, period); a payer that cannot cover leaves the payment
 * owed, and the run pays owed payments when the payer can.
 */
export function createSettlement(deps: {
  db: Database;
  ledger: Ledger;
  events: EventBus;
  activity: TeamActivity;
  /** The merchant's offset from UTC in minutes: its periods are its days, weeks and months. */
  offsetOf: (merchantId: number) => Promise<number>;
}) {
  const { db, ledger, events, activity } = deps;

  function posting(
    merchantId: number,
    kind: ContractKind,
    p: { contractId: number; payerId: number | null; payeeId: number; amount: number; period: Period },
    offsetMinutes: number,
  ) {
    return {
      merchantId,
      type: ENTRY_TYPE[kind],
      // the period in the merchant's time; the key below stays the UTC start (periods paid before keep theirs)
      reference: `${kind.toUpperCase()}-${p.contractId}-${periodLabel(kind, p.period.start, offsetMinutes)}`,
      source: 'contracts',
      idempotencyKey: paymentKey(p.contractId, p.period),
      memo: { contract: p.contractId, kind, period: periodKey(p.period) },
      lines: [
        { account: walletOf(p.payeeId), amount: p.amount },
        {
          account: p.payerId === null ? house(EXPENSE[kind]) : walletOf(p.payerId),
          amount: -p.amount,
        },
      ],
    };
  }

  const insufficient = (error: unknown) =>
    error instanceof AppError && error.code === 'wallet.insufficient.funds';

  /** The house contracts of top agents that do not have one yet, on the merchant's default terms. */
  async function ensureHouseContracts(merchantId: number, kind: ContractKind, now: Date) {
    const defaults = await store.defaults(db, merchantId);
    const own = defaults.find((d) => d.kind === kind);
    if (!own?.enabled) return;
    const tops = await activity.topAgents(merchantId);
    const have = await store.houseContracted(db, merchantId, kind);
    for (const agent of tops) {
      if (have.has(agent)) continue;
      // A concurrent run inserting the same one meets the live index: that one stands.
      await store
        .insertContract(db, {
          merchantId,
          kind,
          uplineId: null,
          downlineId: agent,
          terms: own.terms,
          status: 'success',
          // Signed when it is made: a run as of a later instant (operators closing today) pays from today.
          signedAt: new Date(Math.min(now.getTime(), Date.now())),
        })
        .catch((error: { code?: string }) => {
          if (error.code !== '23505') throw error;
        });
    }
  }

  /** What a contract owes for a period, from the team's activity (read before any transaction opens). */
  async function amountOf(
    merchantId: number,
    kind: ContractKind,
    terms: ContractTerms,
    agentId: number,
    period: Period,
    carry: number,
    offsetMinutes: number,
  ) {
    if (kind === 'dividend') {
      const sums = await activity.sums(agentId, merchantId, period.start, period.end);
      const d = dividendOf(terms.share ?? 0, sums.netLoss, carry);
      return {
        base: d.base,
        activeMembers: sums.activeMembers,
        rate: terms.share ?? 0,
        amount: d.amount,
        carry: d.carry,
      };
    }
    const tiers = terms.tiers ?? [];
    if (kind === 'realtime') {
      // The tier is the one the merchant's day so far reaches.
      const dayStart = periodAt('day', period.start, offsetMinutes).start;
      const [window, dayToDate] = await Promise.all([
        activity.sums(agentId, merchantId, period.start, period.end),
        activity.sums(agentId, merchantId, dayStart, period.end),
      ]);
      const pay = realtimeSalaryOf(tiers, dayToDate, window.validBet);
      return { base: window.validBet, activeMembers: dayToDate.activeMembers, ...pay, carry: 0 };
    }
    const sums = await activity.sums(agentId, merchantId, period.start, period.end);
    return { base: sums.validBet, activeMembers: sums.activeMembers, ...salaryOf(tiers, sums), carry: 0 };
  }

  /** One payment: its row and, when money is due, its ledger entry, in one transaction. */
  async function pay(
    merchantId: number,
    kind: ContractKind,
    contract: store.ContractRow,
    period: Period,
    computed: Awaited<ReturnType<typeof amountOf>>,
    now: Date,
    offsetMinutes: number,
  ): Promise<PaymentStatus | null> {
    const row = (status: PaymentStatus, entryId: number | null): store.NewPayment => ({
      merchantId,
      contractId: contract.id,
      kind,
      periodStart: period.start,
      periodEnd: period.end,
      payerId: contract.upline_id,
      payeeId: contract.downline_id,
      base: computed.base,
      activeMembers: computed.activeMembers,
      rate: computed.rate,
      amount: computed.amount,
      carry: computed.carry,
      status,
      entryId,
      paidAt: entryId === null ? null : now,
    });
    if (computed.amount === 0) {
      return (await store.insertPayment(db, row('nothing', null))) ? 'nothing' : null;
    }
    try {
      return await events.transaction(db, async (trx) => {
        const posted = await ledger.post(
          posting(
            merchantId,
            kind,
            {
              contractId: contract.id,
              payerId: contract.upline_id,
              payeeId: contract.downline_id,
              amount: computed.amount,
              period,
            },
            offsetMinutes,
          ),
          trx,
        );
        // A replayed key: another node paid this period; its row commits with its entry.
        if (posted.replayed) return null;
        return (await store.insertPayment(trx, row('paid', posted.entryId))) ? 'paid' : null;
      });
    } catch (error) {
      if (!insufficient(error)) throw error;
      return (await store.insertPayment(db, row('owed', null))) ? 'owed' : null;
    }
  }

  /** Tries the kind's owed payments again, oldest first; those whose payer still cannot cover stay owed. */
  async function payOwed(
    merchantId: number,
    kind: ContractKind,
    now: Date,
    result: SettleResult,
    offsetMinutes: number,
  ) {
    for (const o of await store.owed(db, merchantId, kind, OWED_PER_RUN)) {
      const period = { start: new Date(o.period_start), end: new Date(o.period_start) };
      try {
        await events.transaction(db, async (trx) => {
          const posted = await ledger.post(
            posting(
              merchantId,
              kind,
              {
                contractId: o.contract_id,
                payerId: o.payer_id,
                payeeId: o.payee_id,
                amount: o.amount,
                period,
              },
              offsetMinutes,
            ),
            trx,
          );
          await store.markPaid(trx, o.id, posted.entryId, now);
        });
        result.paid++;
        result.owed--;
      } catch (error) {
        if (!insufficient(error)) throw error;
      }
    }
  }

  return {
    paymentKey,

    /**
     * Settles a merchant's kind up to `now`: house contracts for new top agents, every complete period
     * of every signed contract not yet settled (top-down), then the owed payments. Safe to run again and
     * side by side: each (contract, period) is paid once.
     */
    async settle(
      merchantId: number,
      kind: ContractKind,
      now: Date,
      signal?: AbortSignal,
    ): Promise<SettleResult> {
      const result: SettleResult = { paid: 0, owed: 0, nothing: 0 };
      const offsetMinutes = await deps.offsetOf(merchantId);
      await ensureHouseContracts(merchantId, kind, now);
      const list = await store.settleable(db, merchantId, kind, new Date(now.getTime() - 62 * DAY));
      // Depth in the chain of contracts: the house's first, then each level below its payer.
      const byDownline = new Map(list.map((item) => [item.contract.downline_id, item.contract]));
      const depth = (contract: store.ContractRow): number => {
        let d = 0;
        let at: store.ContractRow | undefined = contract;
        while (at?.upline_id != null && d < 100) {
          at = byDownline.get(at.upline_id);
          d++;
        }
        return d;
      };
      const ordered = [...list].sort(
        (a, b) => depth(a.contract) - depth(b.contract) || a.contract.id - b.contract.id,
      );
      for (const { contract, last } of ordered) {
        signal?.throwIfAborted();
        const type = periodTypeOf(kind, contract.terms);
        const from = last ? new Date(last.period_end) : new Date(contract.signed_at as Date);
        const until = contract.ends_at ? new Date(contract.ends_at) : null;
        // A change (decision 0032) goes on with the loss its replaced contract carried.
        let carry = last
          ? Number(last.carry)
          : contract.replaces_id !== null && kind === 'dividend'
            ? await store.lastCarry(db, contract.replaces_id)
            : 0;
        // After a payment, the next period starts where it ended (`resume`: never twice for a moment); a
        // change starts where the contract it replaces ended, even inside a longer period of its own.
        const periods = completedPeriods(
          type,
          from,
          until,
          now,
          CATCH_UP[kind],
          offsetMinutes,
          last !== null || contract.replaces_id !== null,
        );
        for (const period of periods) {
          const computed = await amountOf(
            merchantId,
            kind,
            contract.terms,
            contract.downline_id,
            period,
            carry,
            offsetMinutes,
          );
          const status = await pay(merchantId, kind, contract, period, computed, now, offsetMinutes);
          if (status) result[status]++;
          // Another node settled this period: go on from its carried loss.
          carry = status
            ? computed.carry
            : Number((await store.paymentOf(db, contract.id, period.start))?.carry ?? 0);
        }
      }
      await payOwed(merchantId, kind, now, result, offsetMinutes);
      return result;
    },

    /** Every merchant with contracts, one kind (the jobs' handler). */
    async settleAll(kind: ContractKind, now: Date, signal?: AbortSignal) {
      const total: SettleResult = { paid: 0, owed: 0, nothing: 0 };
      for (const merchantId of await store.contractMerchants(db)) {
        const r = await this.settle(merchantId, kind, now, signal);
        total.paid += r.paid;
        total.owed += r.owed;
        total.nothing += r.nothing;
      }
      return total;
    },
  };
}
