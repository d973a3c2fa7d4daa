import type { DepositStatus } from '@portal/contracts/payments';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { PaymentChannelsTable } from './payments.tables.ts';

/** The only file that touches the deposit tables (payment_channels, deposits). Handles first, no rules. */

export type ChannelRow = Selectable<PaymentChannelsTable>;

/** Per-account lock namespace of pg_advisory_xact_lock: creating deposits of one account, one at a time. */
const DEPOSIT_LOCK_NAMESPACE = 4001;

export function enabledChannels(db: Database, merchantId: number): Promise<ChannelRow[]> {
  return db
    .selectFrom('payment_channels')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Every channel of a merchant, switched off ones too, in the deposit page's order. */
export function allChannels(db: Database, merchantId: number): Promise<ChannelRow[]> {
  return db
    .selectFrom('payment_channels')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findChannelForUpdate(db: Database, merchantId: number, code: string) {
  return db
    .selectFrom('payment_channels')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateChannel(
  db: Database,
  id: number,
  values: Updateable<PaymentChannelsTable>,
): Promise<void> {
  await db.updateTable('payment_channels').set(values).where('id', '=', id).execute();
}

export async function insertChannels(db: Database, rows: Insertable<PaymentChannelsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('payment_channels').values(rows).execute();
}

export function findEnabledChannel(db: Database, merchantId: number, code: string) {
  return db
    .selectFrom('payment_channels')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .where('enabled', '=', true)
    .executeTakeFirst();
}

/** A deposit with what its channel says about it (kind, names, payee); the channel may be gone since. */
function orders(db: Database) {
  return db
    .selectFrom('deposits as d')
    .leftJoin('payment_channels as c', (join) =>
      join.onRef('c.merchant_id', '=', 'd.merchant_id').onRef('c.code', '=', 'd.channel'),
    )
    .select([
      'd.id',
      'd.merchant_id',
      'd.account_id',
      'd.channel',
      'd.order_no',
      'd.amount',
      'd.status',
      'd.payer_name',
      'd.payer_reference',
      'd.gateway_reference',
      'd.note',
      'd.created_at',
      'd.decided_at',
      'c.kind',
      'c.name as channel_name',
      'c.payee',
    ]);
}

export type OrderRow = Awaited<ReturnType<ReturnType<typeof orders>['executeTakeFirstOrThrow']>>;
export function findByRequest(db: Database, accountId: number, requestKey: string) {
  return orders(db)
    .where('d.account_id', '=', accountId)
    .where('d.request_key', '=', requestKey)
    .executeTakeFirst();
}

export function findByOrderNo(db: Database, orderNo: string) {
  return orders(db).where('d.order_no', '=', orderNo).executeTakeFirst();
}

export function findById(db: Database, id: number) {
  return orders(db).where('d.id', '=', id).executeTakeFirst();
}

/** Serialises the creation of one account's deposits until the transaction ends (the pending cap). */
export async function lockAccountDeposits(trx: Database, accountId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${DEPOSIT_LOCK_NAMESPACE}::int, ${accountId}::int)`.execute(trx);
}

export async function countPending(db: Database, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('deposits')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('account_id', '=', accountId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type NewDeposit = {
  merchantId: number;
  accountId: number;
  channel: string;
  orderNo: string;
  amount: number;
  payerName: string | null;
  payerReference: string | null;
  requestKey: string;
  createdAt: Date;
};

/** Inserts a pending order; a request key the account used before inserts nothing (null). */
export async function insertPending(db: Database, d: NewDeposit): Promise<number | null> {
  const row = await db
    .insertInto('deposits')
    .values({
      merchant_id: d.merchantId,
      account_id: d.accountId,
      channel: d.channel,
      order_no: d.orderNo,
      amount: d.amount,
      status: 'pending',
      payer_name: d.payerName,
      payer_reference: d.payerReference,
      request_key: d.requestKey,
      created_at: d.createdAt,
    })
    .onConflict((oc) => oc.columns(['account_id', 'request_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export type StaleScope = { accountId?: number; merchantIds?: number[] | null; orderNo?: string };

/** Pending gateway orders created before `before` become expired (bank orders wait for an operator). */
export async function expireStale(db: Database, scope: StaleScope, before: Date, at: Date): Promise<void> {
  let query = db
    .updateTable('deposits as d')
    .set({ status: 'expired', decided_at: at })
    .where('d.status', '=', 'pending')
    .where('d.created_at', '<', before)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('payment_channels as c')
          .select('c.id')
          .whereRef('c.merchant_id', '=', 'd.merchant_id')
          .whereRef('c.code', '=', 'd.channel')
          .where('c.kind', '=', 'gateway'),
      ),
    );
  if (scope.accountId !== undefined) query = query.where('d.account_id', '=', scope.accountId);
  if (scope.orderNo !== undefined) query = query.where('d.order_no', '=', scope.orderNo);
  if (scope.merchantIds) {
    if (scope.merchantIds.length === 0) return;
    query = query.where('d.merchant_id', 'in', scope.merchantIds);
  }
  await query.execute();
}

/** What a settlement writes: the new status and when, with the gateway's reference or the operator's note. */
export type Settlement = {
  status: DepositStatus;
  at: Date;
  gatewayReference?: string;
  note?: string | null;
  decidedBy?: number;
};

const settlementColumns = (s: Settlement) => ({
  status: s.status,
  decided_at: s.at,
  ...(s.gatewayReference !== undefined ? { gateway_reference: s.gatewayReference } : {}),
  ...(s.note !== undefined ? { note: s.note } : {}),
  ...(s.decidedBy !== undefined ? { decided_by: s.decidedBy } : {}),
});

/**
 * Moves an order from one of the `from` statuses; the id when it moved, null when it was not in one of
 * them. The row lock makes it the one decision under any concurrency: a second caller waits, then finds
 * the status changed and moves nothing.
 */
export async function settleByOrderNo(
  trx: Database,
  orderNo: string,
  from: DepositStatus[],
  settlement: Settlement,
): Promise<number | null> {
  const row = await trx
    .updateTable('deposits')
    .set(settlementColumns(settlement))
    .where('order_no', '=', orderNo)
    .where('status', 'in', from)
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The same by id, within the merchants an operator may see (null: all). */
export async function settleById(
  trx: Database,
  id: number,
  merchantIds: number[] | null,
  from: DepositStatus[],
  settlement: Settlement,
): Promise<number | null> {
  if (merchantIds && merchantIds.length === 0) return null;
  let query = trx
    .updateTable('deposits')
    .set(settlementColumns(settlement))
    .where('id', '=', id)
    .where('status', 'in', from);
  if (merchantIds) query = query.where('merchant_id', 'in', merchantIds);
  const row = await query.returning('id').executeTakeFirst();
  return row?.id ?? null;
}

export type Period = {
  status?: DepositStatus;
  start?: string;
  end?: string;
  pageNum: number;
  pageSize: number;
};

/** One page of a member's own deposits, newest first, with the total. */
export async function pageOfAccount(db: Database, merchantId: number, accountId: number, period: Period) {
  let base = orders(db).where('d.merchant_id', '=', merchantId).where('d.account_id', '=', accountId);
  if (period.status) base = base.where('d.status', '=', period.status);
  if (period.start) base = base.where('d.created_at', '>=', new Date(period.start));
  if (period.end) base = base.where('d.created_at', '<', new Date(period.end));
  const [count, rows] = await Promise.all([
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    base
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(period.pageSize)
      .offset((period.pageNum - 1) * period.pageSize)
      .execute(),
  ]);
  return { rows, total: Number(count.total) };
}

/** One page of every member's deposits for the operators, newest first, with the total. */
export async function pageForOps(
  db: Database,
  filter: Period & { merchantIds: number[] | null; merchantId?: number; accountId?: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  if (filter.merchantIds && filter.merchantIds.length === 0) return { rows: [], total: 0 };
  let base = orders(db);
  if (filter.merchantIds) base = base.where('d.merchant_id', 'in', filter.merchantIds);
  if (filter.merchantId !== undefined) base = base.where('d.merchant_id', '=', filter.merchantId);
  if (filter.accountId !== undefined) base = base.where('d.account_id', '=', filter.accountId);
  if (filter.status) base = base.where('d.status', '=', filter.status);
  if (filter.start) base = base.where('d.created_at', '>=', new Date(filter.start));
  if (filter.end) base = base.where('d.created_at', '<', new Date(filter.end));
  const [count, rows] = await Promise.all([
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    base
      .orderBy('d.id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.pageNum - 1) * filter.pageSize)
      .execute(),
  ]);
  return { rows, total: Number(count.total) };
}
