import type {
  ContractKind,
  ContractStatus,
  ContractTerms,
  PaymentStatus,
} from '@portal/contracts/agent-contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The only file that touches the contracts module's tables (decision 0013). */

export type Executor = Database;

const LIVE: readonly ContractStatus[] = ['requestNew', 'success', 'requestTermination'];

export type ContractRow = NonNullable<Awaited<ReturnType<typeof contractById>>>;

const contractColumns = [
  'id',
  'merchant_id',
  'kind',
  'upline_id',
  'downline_id',
  'terms',
  'status',
  'termination_by',
  'created_at',
  'signed_at',
  'ends_at',
  'replaces_id',
] as const;

export function defaults(db: Executor, merchantId: number) {
  return db
    .selectFrom('contract_defaults')
    .select(['kind', 'terms', 'enabled'])
    .where('merchant_id', '=', merchantId)
    .execute();
}

export function upsertDefault(
  db: Executor,
  merchantId: number,
  kind: ContractKind,
  terms: ContractTerms,
  enabled: boolean,
) {
  return db
    .insertInto('contract_defaults')
    .values({ merchant_id: merchantId, kind, terms: JSON.stringify(terms), enabled })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'kind']).doUpdateSet({
        terms: JSON.stringify(terms),
        enabled,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

/** The live house contracts of a kind take the merchant's new default terms. */
export function setHouseTerms(db: Executor, merchantId: number, kind: ContractKind, terms: ContractTerms) {
  return db
    .updateTable('agent_contracts')
    .set({ terms: JSON.stringify(terms), updated_at: sql`now()` })
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .where('upline_id', 'is', null)
    .where('status', 'in', LIVE)
    .execute();
}

export function contractById(db: Executor, merchantId: number, id: number) {
  return db
    .selectFrom('agent_contracts')
    .select(contractColumns)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Contracts of a downline and kind that are live or still pay a period (ended in the future). */
export function runningOf(
  db: Executor,
  merchantId: number,
  downlineId: number,
  kind: ContractKind,
  now: Date,
) {
  return db
    .selectFrom('agent_contracts')
    .select(contractColumns)
    .where('merchant_id', '=', merchantId)
    .where('downline_id', '=', downlineId)
    .where('kind', '=', kind)
    .where((eb) =>
      eb.or([eb('status', 'in', LIVE), eb.and([eb('status', '=', 'terminated'), eb('ends_at', '>', now)])]),
    )
    .orderBy('id', 'desc')
    .execute();
}

/** Every contract an agent is a side of that still matters to it (declined ones left out). */
export function contractsOf(db: Executor, merchantId: number, agentId: number, since: Date) {
  return db
    .selectFrom('agent_contracts')
    .select(contractColumns)
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb.or([eb('downline_id', '=', agentId), eb('upline_id', '=', agentId)]))
    .where((eb) =>
      eb.or([eb('status', 'in', LIVE), eb.and([eb('status', '=', 'terminated'), eb('ends_at', '>', since)])]),
    )
    .orderBy('id')
    .execute();
}

export type NewContract = {
  merchantId: number;
  kind: ContractKind;
  uplineId: number | null;
  downlineId: number;
  terms: ContractTerms;
  status: ContractStatus;
  signedAt: Date | null;
  /** A change offer: the signed contract it replaces once accepted. */
  replacesId?: number | null;
};

export function insertContract(db: Executor, c: NewContract) {
  return db
    .insertInto('agent_contracts')
    .values({
      merchant_id: c.merchantId,
      kind: c.kind,
      upline_id: c.uplineId,
      downline_id: c.downlineId,
      terms: JSON.stringify(c.terms),
      status: c.status,
      signed_at: c.signedAt,
      replaces_id: c.replacesId ?? null,
    })
    .returning(contractColumns)
    .executeTakeFirstOrThrow();
}

/** Moves a contract from one of `from` to a new state; undefined when it was not in one of them. */
export function changeContract(
  db: Executor,
  merchantId: number,
  id: number,
  from: readonly ContractStatus[],
  change: { status: ContractStatus; terminationBy?: number | null; signedAt?: Date; endsAt?: Date },
) {
  return db
    .updateTable('agent_contracts')
    .set({
      status: change.status,
      updated_at: sql`now()`,
      ...(change.terminationBy !== undefined ? { termination_by: change.terminationBy } : {}),
      ...(change.signedAt ? { signed_at: change.signedAt } : {}),
      ...(change.endsAt ? { ends_at: change.endsAt } : {}),
    })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('status', 'in', from)
    .returning(contractColumns)
    .executeTakeFirst();
}

/** The downlines of a kind's live house contracts (top agents the house already pays). */
export async function houseContracted(db: Executor, merchantId: number, kind: ContractKind) {
  const rows = await db
    .selectFrom('agent_contracts')
    .select('downline_id')
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .where('upline_id', 'is', null)
    .where('status', 'in', LIVE)
    .execute();
  return new Set(rows.map((r) => r.downline_id));
}

/** Merchants that have contracts or defaults: the settlement jobs' work list. */
export async function contractMerchants(db: Executor): Promise<number[]> {
  const { rows } = await sql<{ merchant_id: number }>`
    select merchant_id from contract_defaults union select merchant_id from agent_contracts
    order by merchant_id`.execute(db);
  return rows.map((r) => r.merchant_id);
}

/**
 * Signed contracts of a kind that may have a period to settle, each with its last payment (the period it
 * reached and the dividend's carried loss).
 */
export async function settleable(db: Executor, merchantId: number, kind: ContractKind, since: Date) {
  const contracts = await db
    .selectFrom('agent_contracts')
    .select(contractColumns)
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .where('signed_at', 'is not', null)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', since)]))
    .orderBy('id')
    .execute();
  if (contracts.length === 0) return [];
  const last = await db
    .selectFrom('contract_payments')
    .distinctOn('contract_id')
    .select(['contract_id', 'period_end', 'carry'])
    .where(
      'contract_id',
      'in',
      contracts.map((c) => c.id),
    )
    .orderBy('contract_id')
    .orderBy('period_start', 'desc')
    .execute();
  const byContract = new Map(last.map((l) => [l.contract_id, l]));
  return contracts.map((c) => ({ contract: c, last: byContract.get(c.id) ?? null }));
}

/** The loss a contract carried out of its last settled period (0 when none): a change carries it on. */
export async function lastCarry(db: Executor, contractId: number): Promise<number> {
  const row = await db
    .selectFrom('contract_payments')
    .select('carry')
    .where('contract_id', '=', contractId)
    .orderBy('period_start', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.carry) : 0;
}

export type NewPayment = {
  merchantId: number;
  contractId: number;
  kind: ContractKind;
  periodStart: Date;
  periodEnd: Date;
  payerId: number | null;
  payeeId: number;
  base: number;
  activeMembers: number;
  rate: number;
  amount: number;
  carry: number;
  status: PaymentStatus;
  entryId: number | null;
  paidAt: Date | null;
};

/** A period's payment, once per (contract, period): false when it was there already. */
export async function insertPayment(db: Executor, p: NewPayment): Promise<boolean> {
  const row = await db
    .insertInto('contract_payments')
    .values({
      merchant_id: p.merchantId,
      contract_id: p.contractId,
      kind: p.kind,
      period_start: p.periodStart,
      period_end: p.periodEnd,
      payer_id: p.payerId,
      payee_id: p.payeeId,
      base: p.base,
      active_members: p.activeMembers,
      rate: p.rate,
      amount: p.amount,
      carry: p.carry,
      status: p.status,
      entry_id: p.entryId,
      paid_at: p.paidAt,
    })
    .onConflict((oc) => oc.columns(['contract_id', 'period_start']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function paymentOf(db: Executor, contractId: number, periodStart: Date) {
  return db
    .selectFrom('contract_payments')
    .select(['id', 'status', 'carry', 'period_end'])
    .where('contract_id', '=', contractId)
    .where('period_start', '=', periodStart)
    .executeTakeFirst();
}

/** Owed payments of a merchant's kind, oldest first (a later run pays them when the payer can). */
export function owed(db: Executor, merchantId: number, kind: ContractKind, limit: number) {
  return db
    .selectFrom('contract_payments')
    .select(['id', 'contract_id', 'period_start', 'payer_id', 'payee_id', 'amount', 'kind'])
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .where('status', '=', 'owed')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function markPaid(db: Executor, id: number, entryId: number, at: Date) {
  return db
    .updateTable('contract_payments')
    .set({ status: 'paid', entry_id: entryId, paid_at: at })
    .where('id', '=', id)
    .where('status', '=', 'owed')
    .executeTakeFirst();
}

const paymentColumns = [
  'id',
  'contract_id',
  'kind',
  'period_start',
  'period_end',
  'payer_id',
  'payee_id',
  'base',
  'active_members',
  'rate',
  'amount',
  'carry',
  'status',
  'paid_at',
] as const;

export type PaymentRow = Awaited<ReturnType<typeof paymentsPage>>['rows'][number];

export type PaymentFilter = {
  merchantId: number;
  kind?: ContractKind;
  payeeId?: number;
  payerId?: number;
  status?: PaymentStatus;
  from?: Date;
  to?: Date;
  pageNum: number;
  pageSize: number;
};

/** Payments newest period first, with their total count. */
export async function paymentsPage(db: Executor, f: PaymentFilter) {
  let query = db.selectFrom('contract_payments').where('merchant_id', '=', f.merchantId);
  if (f.kind) query = query.where('kind', '=', f.kind);
  if (f.payeeId !== undefined) query = query.where('payee_id', '=', f.payeeId);
  if (f.payerId !== undefined) query = query.where('payer_id', '=', f.payerId);
  if (f.status) query = query.where('status', '=', f.status);
  if (f.from) query = query.where('period_start', '>=', f.from);
  if (f.to) query = query.where('period_start', '<', f.to);
  const rows = await query
    .select(paymentColumns)
    .orderBy('period_start', 'desc')
    .orderBy('id', 'desc')
    .limit(f.pageSize)
    .offset((f.pageNum - 1) * f.pageSize)
    .execute();
  const count = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

/** What an agent received (paid and owed) per kind, and paid down, over a range. */
export async function incomeTotals(db: Executor, merchantId: number, agentId: number, from: Date, to: Date) {
  const { rows } = await sql<{
    kind: ContractKind;
    side: 'in' | 'out';
    status: PaymentStatus;
    total: number;
  }>`
    select kind, case when payee_id = ${agentId} then 'in' else 'out' end as side, status,
           coalesce(sum(amount), 0)::bigint as total
      from contract_payments
     where merchant_id = ${merchantId} and (payee_id = ${agentId} or payer_id = ${agentId})
       and period_start >= ${from} and period_start < ${to} and status <> 'nothing'
     group by 1, 2, 3`.execute(db);
  return rows.map((r) => ({ ...r, total: Number(r.total) }));
}

/**
 * Per merchant day (its offset from UTC in minutes) and kind: what an agent received and what it paid its
 * downlines (paid payments only).
 */
export async function commissionByDay(
  db: Executor,
  merchantId: number,
  agentId: number,
  from: Date,
  to: Date,
  offsetMinutes: number,
) {
  const { rows } = await sql<{ day: string; kind: ContractKind; received: number; paid_down: number }>`
    select to_char((period_start at time zone 'UTC') + make_interval(mins => ${offsetMinutes}), 'YYYY-MM-DD') as day, kind,
           coalesce(sum(amount) filter (where payee_id = ${agentId}), 0)::bigint as received,
           coalesce(sum(amount) filter (where payer_id = ${agentId}), 0)::bigint as paid_down
      from contract_payments
     where merchant_id = ${merchantId} and (payee_id = ${agentId} or payer_id = ${agentId})
       and period_start >= ${from} and period_start < ${to} and status = 'paid'
     group by 1, 2 order by 1 desc, 2`.execute(db);
  return rows.map((r) => ({ ...r, received: Number(r.received), paid_down: Number(r.paid_down) }));
}

/** A merchant's contracts for operators, newest first. */
export async function contractsPage(
  db: Executor,
  f: { merchantId: number; kind?: ContractKind; status?: ContractStatus; pageNum: number; pageSize: number },
) {
  let query = db.selectFrom('agent_contracts').where('merchant_id', '=', f.merchantId);
  if (f.kind) query = query.where('kind', '=', f.kind);
  if (f.status) query = query.where('status', '=', f.status);
  const rows = await query
    .select(contractColumns)
    .orderBy('id', 'desc')
    .limit(f.pageSize)
    .offset((f.pageNum - 1) * f.pageSize)
    .execute();
  const count = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}
