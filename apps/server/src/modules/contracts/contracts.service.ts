import {
  type AgentContract,
  CONTRACT_KINDS,
  CONTRACT_MODULE,
  type CommissionReport,
  type ConsolidatedContractInfo,
  type ContractBody,
  type ContractKind,
  type ContractKindInfo,
  type ContractPayment,
  type ContractStatus,
  type ContractTerms,
  type IncomeReport,
} from '@portal/contracts/agent-contracts';
import type { ContractPaymentsQuery, IncomeQuery } from '@portal/contracts/agent-contracts.schema';
import { isAgentType } from '@portal/contracts/member';
import { isModuleEnabled } from '@portal/contracts/system';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { DAY_MS, dayStart, localDate, localDay, offsetOfSettings } from '../../platform/merchant-periods.ts';
import * as store from './contracts.store.ts';
import { periodAt, periodTypeOf } from './periods.ts';
import { termsProblem, withinTerms } from './rules.ts';

/** What this module needs of the member module: accounts and the tree above them. */
export type ContractAccounts = {
  findByUsername(
    merchantId: number,
    username: string,
  ): Promise<{ id: number; type: number; status: string; parent_id: number | null } | undefined>;
  uplineOf(merchantId: number, id: number): Promise<Array<{ id: number; type: number }>>;
  usernames(ids: readonly number[]): Promise<Map<number, string>>;
};

const MAX_RANGE_DAYS = 92;
const LIVE: readonly ContractStatus[] = ['requestNew', 'success', 'requestTermination'];

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export type Contracts = ReturnType<typeof createContracts>;

/**
 * Contracts between agents (decision 0027): the offer to a direct downline agent within the offering
 * agent's own terms, the answer, termination asked by one side and confirmed by the other (taking effect
 * at the end of the current period), the consolidated info, the payment records, my income and
 * commission, and the operators' side.
 */
export function createContracts(deps: { db: Database; accounts: ContractAccounts; now?: () => Date }) {
  const { db, accounts } = deps;
  const now = deps.now ?? (() => new Date());

  async function toDtos(rows: store.ContractRow[]): Promise<AgentContract[]> {
    const ids = rows
      .flatMap((r) => [r.upline_id, r.downline_id, r.termination_by])
      .filter((id) => id !== null);
    const names = ids.length > 0 ? await accounts.usernames([...new Set(ids)]) : new Map<number, string>();
    const name = (id: number | null) => (id === null ? null : (names.get(id) ?? String(id)));
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      status: r.status,
      upline: name(r.upline_id),
      downline: name(r.downline_id) as string,
      terms: r.terms,
      terminationBy: r.status === 'requestTermination' ? name(r.termination_by) : null,
      createdAt: iso(r.created_at) as string,
      signedAt: iso(r.signed_at),
      endsAt: iso(r.ends_at),
      replaces: r.replaces_id,
    }));
  }

  const one = async (row: store.ContractRow) => (await toDtos([row]))[0] as AgentContract;

  /** Whether the agent has no agent above it: the house pays it on the merchant's defaults. */
  async function isTop(merchantId: number, agentId: number) {
    const chain = await accounts.uplineOf(merchantId, agentId);
    const parent = chain[0];
    return !parent || !isAgentType(parent.type);
  }

  /** An agent's own terms of a kind: its signed contract's, else the default a top agent gets. */
  async function ceilingOf(
    merchantId: number,
    agentId: number,
    kind: ContractKind,
  ): Promise<{ terms: ContractTerms; house: boolean } | null> {
    const own = (await store.runningOf(db, merchantId, agentId, kind, now())).find(
      (c) => c.status === 'success' || c.status === 'requestTermination',
    );
    if (own) return { terms: own.terms, house: false };
    if (!(await isTop(merchantId, agentId))) return null;
    const defaults = await store.defaults(db, merchantId);
    const found = defaults.find((d) => d.kind === kind && d.enabled);
    return found ? { terms: found.terms, house: true } : null;
  }

  function checkKind(merchant: Merchant, kind: ContractKind) {
    if (!isModuleEnabled(merchant.features, CONTRACT_MODULE[kind]))
      throw new AppError('function.not.available');
  }

  function checkAgent(accountType: number) {
    if (!isAgentType(accountType)) throw new AppError('contract.agent.only');
  }

  async function contractOf(merchantId: number, id: number | undefined, agentId: number) {
    if (id === undefined) throw new AppError('validation.failed', 'contractId: required for this action');
    const row = await store.contractById(db, merchantId, id);
    if (!row || (row.upline_id !== agentId && row.downline_id !== agentId))
      throw new AppError('contract.not.found');
    return row;
  }

  async function offer(merchantId: number, kind: ContractKind, agentId: number, body: ContractBody) {
    if (!body.downline) throw new AppError('validation.failed', 'downline: required to offer a contract');
    if (!body.terms) throw new AppError('validation.failed', 'terms: required to offer a contract');
    const problem = termsProblem(kind, body.terms);
    if (problem) throw new AppError('validation.failed', `terms: ${problem}`);
    const downline = await accounts.findByUsername(merchantId, body.downline);
    if (
      !downline ||
      downline.parent_id !== agentId ||
      !isAgentType(downline.type) ||
      downline.status !== 'active'
    )
      throw new AppError('contract.downline.invalid');
    const ceiling = await ceilingOf(merchantId, agentId, kind);
    if (!ceiling) throw new AppError('contract.no.terms');
    if (!withinTerms(kind, body.terms, ceiling.terms)) throw new AppError('contract.terms.exceed');
    if ((await store.runningOf(db, merchantId, downline.id, kind, now())).length > 0)
      throw new AppError('contract.exists');
    // A top agent that gives a contract is paid by the house from now on: its own contract on the defaults.
    if (ceiling.house) {
      await store
        .insertContract(db, {
          merchantId,
          kind,
          uplineId: null,
          downlineId: agentId,
          terms: ceiling.terms,
          status: 'success',
          signedAt: now(),
        })
        .catch((error: { code?: string }) => {
          if (error.code !== '23505') throw error;
        });
    }
    try {
      return await store.insertContract(db, {
        merchantId,
        kind,
        uplineId: agentId,
        downlineId: downline.id,
        terms: body.terms,
        status: 'requestNew',
        signedAt: null,
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new AppError('contract.exists');
      throw error;
    }
  }

  /**
   * A change (decision 0032): the upline offers new terms for a signed contract it gave; the offer stands
   * beside it (one per contract) until the downline answers.
   */
  async function offerChange(merchantId: number, kind: ContractKind, agentId: number, body: ContractBody) {
    if (!body.terms) throw new AppError('validation.failed', 'terms: required to change a contract');
    const problem = termsProblem(kind, body.terms);
    if (problem) throw new AppError('validation.failed', `terms: ${problem}`);
    const current = await contractOf(merchantId, body.contractId, agentId);
    if (current.kind !== kind) throw new AppError('contract.not.found');
    if (current.upline_id !== agentId || current.status !== 'success') throw new AppError('contract.state');
    const ceiling = await ceilingOf(merchantId, agentId, kind);
    if (!ceiling) throw new AppError('contract.no.terms');
    if (!withinTerms(kind, body.terms, ceiling.terms)) throw new AppError('contract.terms.exceed');
    try {
      return await store.insertContract(db, {
        merchantId,
        kind,
        uplineId: agentId,
        downlineId: current.downline_id,
        terms: body.terms,
        status: 'requestNew',
        signedAt: null,
        replacesId: current.id,
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new AppError('contract.exists');
      throw error;
    }
  }

  /**
   * The downline accepts a change: the contract it replaces ends at the end of its current period and
   * the new one starts there (signed as of that instant), in one transaction: no period is paid twice.
   */
  async function acceptChange(merchant: Merchant, row: store.ContractRow, replacesId: number, at: Date) {
    return db.transaction().execute(async (trx) => {
      const old = await store.contractById(trx, merchant.id, replacesId);
      if (!old) return undefined;
      const endsAt = endOfPeriod(merchant, old, at);
      const ended = await store.changeContract(trx, merchant.id, old.id, ['success', 'requestTermination'], {
        status: 'terminated',
        endsAt,
        terminationBy: null,
      });
      if (!ended) return undefined;
      return store.changeContract(trx, merchant.id, row.id, ['requestNew'], {
        status: 'success',
        signedAt: endsAt,
      });
    });
  }

  /** The end of the merchant's period a contract is in now: a termination takes effect there. */
  const endOfPeriod = (merchant: Merchant, row: store.ContractRow, at: Date) =>
    periodAt(periodTypeOf(row.kind, row.terms), at, offsetOfSettings(merchant.settings)).end;

  async function act(merchant: Merchant, kind: ContractKind, agentId: number, body: ContractBody) {
    const merchantId = merchant.id;
    if (body.action === 'offer') return offer(merchantId, kind, agentId, body);
    if (body.action === 'change') return offerChange(merchantId, kind, agentId, body);
    const row = await contractOf(merchantId, body.contractId, agentId);
    if (row.kind !== kind) throw new AppError('contract.not.found');
    const at = now();
    const change = (from: readonly ContractStatus[], to: Parameters<typeof store.changeContract>[4]) =>
      store.changeContract(db, merchantId, row.id, from, to);
    let changed: store.ContractRow | undefined;
    switch (body.action) {
      case 'accept': {
        if (row.downline_id !== agentId) throw new AppError('contract.state');
        // The upline's own terms may have changed since the offer: still within them?
        const ceiling = row.upline_id === null ? null : await ceilingOf(merchantId, row.upline_id, kind);
        if (row.upline_id !== null && (!ceiling || !withinTerms(kind, row.terms, ceiling.terms)))
          throw new AppError('contract.terms.exceed');
        changed =
          row.replaces_id === null
            ? await change(['requestNew'], { status: 'success', signedAt: at })
            : await acceptChange(merchant, row, row.replaces_id, at);
        break;
      }
      case 'decline':
        // The downline declines, or the upline withdraws its offer.
        changed = await change(['requestNew'], { status: 'declined', endsAt: at });
        break;
      case 'requestTermination':
        if (row.upline_id === null) throw new AppError('contract.state');
        changed = await change(['success'], { status: 'requestTermination', terminationBy: agentId });
        break;
      case 'confirmTermination':
        if (row.termination_by === agentId) throw new AppError('contract.state');
        changed = await change(['requestTermination'], {
          status: 'terminated',
          endsAt: endOfPeriod(merchant, row, at),
        });
        break;
      case 'rejectTermination':
        // The other side keeps the contract, or the asking side takes its request back.
        changed = await change(['requestTermination'], { status: 'success', terminationBy: null });
        break;
    }
    if (!changed) throw new AppError('contract.state');
    return changed;
  }

  async function kindInfo(
    merchant: Merchant,
    kind: ContractKind,
    agentId: number,
    rows: store.ContractRow[],
    top: boolean,
    defaults: Awaited<ReturnType<typeof store.defaults>>,
  ): Promise<ContractKindInfo> {
    const enabled = isModuleEnabled(merchant.features, CONTRACT_MODULE[kind]);
    const mine = rows.filter((r) => r.kind === kind);
    // the signed one first: a changed contract's old row still pays until its period ends
    const received = mine.filter((r) => r.downline_id === agentId && r.status !== 'requestNew');
    const ownRow = received.find((r) => r.status !== 'terminated') ?? received[0] ?? null;
    const offers = mine.filter((r) => r.downline_id === agentId && r.status === 'requestNew');
    const downlines = mine.filter((r) => r.upline_id === agentId);
    const signed = ownRow && (ownRow.status === 'success' || ownRow.status === 'requestTermination');
    const fallback = top ? (defaults.find((d) => d.kind === kind && d.enabled)?.terms ?? null) : null;
    return {
      enabled,
      own: ownRow ? await one(ownRow) : null,
      offers: await toDtos(offers),
      downlines: await toDtos(downlines),
      ceiling: signed ? ownRow.terms : fallback,
    };
  }

  return {
    /** One of the four processing calls: offer, accept, decline, ask for, confirm or refuse a termination. */
    async process(
      merchant: Merchant,
      kind: ContractKind,
      caller: { accountId: number; accountType: number },
      body: ContractBody,
    ) {
      checkKind(merchant, kind);
      checkAgent(caller.accountType);
      return one(await act(merchant, kind, caller.accountId, body));
    },

    /** The consolidated contract info: the spec's four flags and each kind's contracts. */
    async consolidated(
      merchant: Merchant,
      caller: { accountId: number; accountType: number },
    ): Promise<ConsolidatedContractInfo> {
      checkAgent(caller.accountType);
      const at = now();
      const rows = await store.contractsOf(db, merchant.id, caller.accountId, at);
      const top = await isTop(merchant.id, caller.accountId);
      const defaults = await store.defaults(db, merchant.id);
      const info = {} as Record<ContractKind, ContractKindInfo>;
      for (const kind of CONTRACT_KINDS)
        info[kind] = await kindInfo(merchant, kind, caller.accountId, rows, top, defaults);
      const applies = (kind: ContractKind) => {
        const i = info[kind];
        return i.enabled &&
          (i.own !== null || i.offers.length > 0 || i.downlines.length > 0 || i.ceiling !== null)
          ? 1
          : 0;
      };
      return {
        dailysalreqtype: applies('daily'),
        divtypereq: applies('dividend'),
        contracthoursalreq: applies('hourly'),
        realtimesalreqtype: applies('realtime'),
        dailySalary: info.daily,
        hourSalary: info.hourly,
        realTimeSalary: info.realtime,
        dividend: info.dividend,
      };
    },

    /** The caller's payments of one kind, received (default) or paid to its downlines. */
    async payments(
      merchant: Merchant,
      caller: { accountId: number; accountType: number },
      query: ContractPaymentsQuery,
    ) {
      checkAgent(caller.accountType);
      const pageNum = query.pageNum ?? 1;
      const pageSize = query.pageSize ?? 20;
      const side = query.side === 'paid' ? { payerId: caller.accountId } : { payeeId: caller.accountId };
      const { rows, total } = await store.paymentsPage(db, {
        merchantId: merchant.id,
        kind: query.kind,
        ...side,
        pageNum,
        pageSize,
      });
      return {
        content: await paymentDtos(rows),
        pageNum,
        pageSize,
        totalPages: Math.ceil(total / pageSize),
        total,
      };
    },

    /** My income: salaries and dividends received per period, with totals and the commission kept. */
    async income(
      merchant: Merchant,
      caller: { accountId: number; accountType: number },
      query: IncomeQuery,
    ): Promise<IncomeReport> {
      checkAgent(caller.accountType);
      const { from, to, startDate, endDate } = rangeOf(query, now(), offsetOfSettings(merchant.settings));
      const pageNum = query.pageNum ?? 1;
      const pageSize = query.pageSize ?? 20;
      const { rows, total } = await store.paymentsPage(db, {
        merchantId: merchant.id,
        payeeId: caller.accountId,
        from,
        to,
        pageNum,
        pageSize,
      });
      const sums = await store.incomeTotals(db, merchant.id, caller.accountId, from, to);
      const totals = { daily: 0, hourly: 0, realtime: 0, dividend: 0, commission: 0, owed: 0 };
      for (const s of sums) {
        if (s.side === 'in' && s.status === 'paid') {
          totals[s.kind] += s.total;
          totals.commission += s.total;
        }
        if (s.side === 'in' && s.status === 'owed') totals.owed += s.total;
        if (s.side === 'out' && s.status === 'paid') totals.commission -= s.total;
      }
      const dtos = await paymentDtos(rows);
      return {
        startDate,
        endDate,
        totals,
        rows: {
          content: dtos.map((p) => ({
            kind: p.kind,
            periodStart: p.periodStart,
            periodEnd: p.periodEnd,
            payer: p.payer,
            amount: p.amount,
            status: p.status,
            paidAt: p.paidAt,
          })),
          pageNum,
          pageSize,
          totalPages: Math.ceil(total / pageSize),
          total,
        },
      };
    },

    /** My commission: per day and kind, received less paid to the direct downlines. */
    async commission(
      merchant: Merchant,
      caller: { accountId: number; accountType: number },
      query: IncomeQuery,
    ): Promise<CommissionReport> {
      checkAgent(caller.accountType);
      const { from, to, startDate, endDate } = rangeOf(query, now(), offsetOfSettings(merchant.settings));
      const rows = (
        await store.commissionByDay(
          db,
          merchant.id,
          caller.accountId,
          from,
          to,
          offsetOfSettings(merchant.settings),
        )
      ).map((r) => ({
        day: r.day,
        kind: r.kind,
        received: r.received,
        paidDown: r.paid_down,
        commission: r.received - r.paid_down,
      }));
      return { startDate, endDate, total: rows.reduce((a, r) => a + r.commission, 0), rows };
    },

    /** Operators: a merchant's contracts. */
    async page(filter: Parameters<typeof store.contractsPage>[1]) {
      const { rows, total } = await store.contractsPage(db, filter);
      return {
        content: await toDtos(rows),
        pageNum: filter.pageNum,
        pageSize: filter.pageSize,
        totalPages: Math.ceil(total / filter.pageSize),
        total,
      };
    },

    /** Operators: a merchant's payments. */
    async paymentsPage(filter: store.PaymentFilter) {
      const { rows, total } = await store.paymentsPage(db, filter);
      return {
        content: await paymentDtos(rows),
        pageNum: filter.pageNum,
        pageSize: filter.pageSize,
        totalPages: Math.ceil(total / filter.pageSize),
        total,
      };
    },

    /** Operators: ends a contract now, whatever its state; its current period is still settled. */
    async forceTerminate(merchantId: number, id: number) {
      const row = await store.contractById(db, merchantId, id);
      if (!row) throw new AppError('contract.not.found');
      const changed = await store.changeContract(db, merchantId, id, LIVE, {
        status: 'terminated',
        endsAt: now(),
      });
      if (!changed) throw new AppError('contract.state');
      return one(changed);
    },

    defaults: (merchantId: number) => store.defaults(db, merchantId),

    /** Operators: a merchant's default (top-level) terms of a kind; live house contracts take them. */
    async setDefault(merchantId: number, kind: ContractKind, terms: ContractTerms, enabled: boolean) {
      const problem = termsProblem(kind, terms);
      if (problem) throw new AppError('validation.failed', `terms: ${problem}`);
      await db.transaction().execute(async (trx) => {
        await store.upsertDefault(trx, merchantId, kind, terms, enabled);
        await store.setHouseTerms(trx, merchantId, kind, terms);
      });
      return { kind, terms, enabled };
    },
  };

  async function paymentDtos(rows: store.PaymentRow[]): Promise<ContractPayment[]> {
    const ids = rows.flatMap((r) => [r.payer_id, r.payee_id]).filter((id) => id !== null);
    const names = ids.length > 0 ? await accounts.usernames([...new Set(ids)]) : new Map<number, string>();
    return rows.map((r) => ({
      id: Number(r.id),
      contractId: r.contract_id,
      kind: r.kind,
      periodStart: iso(r.period_start) as string,
      periodEnd: iso(r.period_end) as string,
      payer: r.payer_id === null ? null : (names.get(r.payer_id) ?? String(r.payer_id)),
      payee: names.get(r.payee_id) ?? String(r.payee_id),
      base: Number(r.base),
      activeMembers: r.active_members,
      rate: r.rate,
      amount: Number(r.amount),
      carry: Number(r.carry),
      status: r.status,
      paidAt: iso(r.paid_at),
    }));
  }
}

/** Days back from the merchant's today of each quick range's first and last day. */
const QUICK = { today: [0, 0], yesterday: [1, 1], last7: [6, 0], last30: [29, 0] } as const;

/**
 * A report's range in the merchant's days (its offset from UTC, as the settlement's periods): a quick
 * period, else the given days (inclusive), else the last 7 days; at most 92 days.
 */
function rangeOf(query: IncomeQuery, at: Date, offsetMinutes: number) {
  const today = localDay(at, offsetMinutes);
  const quick = query.period ? QUICK[query.period] : null;
  const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const endDate = quick
    ? dayText(today - quick[1] * DAY_MS)
    : (query.endDate ?? localDate(at, offsetMinutes));
  const startDate = quick
    ? dayText(today - quick[0] * DAY_MS)
    : (query.startDate ?? dayText(Date.parse(`${endDate}T00:00:00Z`) - 6 * DAY_MS));
  const from = dayStart(startDate, offsetMinutes);
  const to = new Date(dayStart(endDate, offsetMinutes).getTime() + DAY_MS);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || from >= to)
    throw new AppError('validation.failed', 'startDate: must not come after endDate');
  if ((to.getTime() - from.getTime()) / DAY_MS > MAX_RANGE_DAYS)
    throw new AppError('validation.failed', `endDate: a range covers at most ${MAX_RANGE_DAYS} days`);
  return { from, to, startDate, endDate };
}
