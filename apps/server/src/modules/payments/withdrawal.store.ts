import type { WithdrawalStatus } from '@portal/contracts/payments';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';

/** An advisory lock namespace of its own (bank-card.store.ts uses the one before). */
const LOCK_WITHDRAWALS = 4102;

/** Holds the player's withdrawal lock until the transaction ends: the daily count and replays stay exact. */
export async function lockWithdrawalsOf(trx: Database, accountId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${LOCK_WITHDRAWALS}::int, ${accountId}::int)`.execute(trx);
}

/** Which merchants a query may see: null for all of them. */
export type MerchantScope = number[] | null;

function inScope(eb: ExpressionBuilder<DB & { w: DB['withdrawals'] }, 'w'>, merchants: MerchantScope) {
  if (merchants === null) return eb.lit(true);
  if (merchants.length === 0) return eb.lit(false);
  return eb('w.merchant_id', 'in', merchants);
}

/** A withdrawal with the ids of its proof images: the service adds the merchant's rules and names. */
function selectWithdrawals(db: Database) {
  return db.selectFrom('withdrawals as w').select([
    'w.id',
    'w.merchant_id',
    'w.account_id',
    'w.order_no',
    'w.amount',
    'w.status',
    'w.bank_code',
    'w.account_number',
    'w.account_name',
    'w.note',
    'w.comment',
    'w.auto_received',
    'w.created_at',
    'w.decided_at',
    'w.paid_at',
    'w.confirmed_at',
    sql<number[]>`coalesce((select json_agg(p.id order by p.id) from withdrawal_proofs p
        where p.withdrawal_id = w.id), '[]'::json)`.as('proof_ids'),
  ]);
}

export type WithdrawalView = Awaited<
  ReturnType<ReturnType<typeof selectWithdrawals>['executeTakeFirstOrThrow']>
>;

export type WithdrawalFilter = {
  merchants: MerchantScope;
  merchantId?: number;
  accountId?: number;
  status?: WithdrawalStatus;
  start?: string;
  end?: string;
  pageNum: number;
  pageSize: number;
};

/** A page of withdrawals, newest first, with the total for the pager. */
export async function page(db: Database, filter: WithdrawalFilter) {
  let base = db.selectFrom('withdrawals as w').where((eb) => inScope(eb, filter.merchants));
  if (filter.merchantId !== undefined) base = base.where('w.merchant_id', '=', filter.merchantId);
  if (filter.accountId !== undefined) base = base.where('w.account_id', '=', filter.accountId);
  if (filter.status) base = base.where('w.status', '=', filter.status);
  if (filter.start) base = base.where('w.created_at', '>=', new Date(filter.start));
  if (filter.end) base = base.where('w.created_at', '<', new Date(filter.end));
  const [{ total }, ids] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .select('w.id')
      .orderBy('w.created_at', 'desc')
      .orderBy('w.id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.pageNum - 1) * filter.pageSize)
      .execute(),
  ]);
  const rows =
    ids.length === 0
      ? []
      : await selectWithdrawals(db)
          .where(
            'w.id',
            'in',
            ids.map((r) => r.id),
          )
          .orderBy('w.created_at', 'desc')
          .orderBy('w.id', 'desc')
          .execute();
  return { rows, total: Number(total) };
}

export function findView(db: Database, id: number) {
  return selectWithdrawals(db).where('w.id', '=', id).executeTakeFirst();
}

/** The bare row behind a decision or a confirmation (in the given merchants, or the given player's). */
export function findRow(
  db: Database,
  id: number,
  owner: { merchants: MerchantScope } | { merchantId: number; accountId: number },
) {
  let query = db.selectFrom('withdrawals as w').select(['w.id', 'w.status']).where('w.id', '=', id);
  if ('merchants' in owner) {
    const { merchants } = owner;
    query = query.where((eb) => inScope(eb, merchants));
  } else {
    query = query.where('w.merchant_id', '=', owner.merchantId).where('w.account_id', '=', owner.accountId);
  }
  return query.executeTakeFirst();
}

export function findByRequest(db: Database, accountId: number, requestKey: string) {
  return db
    .selectFrom('withdrawals')
    .select('id')
    .where('account_id', '=', accountId)
    .where('request_key', '=', requestKey)
    .executeTakeFirst();
}

/** The player's withdrawals asked since the instant that count against the daily number (not rejected). */
export async function countSince(db: Database, accountId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .where('created_at', '>=', since)
    .where('status', '<>', 'rejected')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The amount of an account's withdrawals since an instant, rejected ones left out (the daily amount limit). */
export async function sumSince(db: Database, accountId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total'))
    .where('account_id', '=', accountId)
    .where('created_at', '>=', since)
    .where('status', '<>', 'rejected')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function pendingSum(db: Database, merchantId: number, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('sum'))
    .where('merchant_id', '=', merchantId)
    .where('account_id', '=', accountId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}

export function insert(
  trx: Database,
  row: {
    merchantId: number;
    accountId: number;
    orderNo: string;
    amount: number;
    bankCode: string;
    accountNumber: string;
    accountName: string;
    requestKey: string;
    createdAt: Date;
  },
) {
  return trx
    .insertInto('withdrawals')
    .values({
      merchant_id: row.merchantId,
      account_id: row.accountId,
      order_no: row.orderNo,
      amount: row.amount,
      status: 'pending',
      bank_code: row.bankCode,
      account_number: row.accountNumber,
      account_name: row.accountName,
      request_key: row.requestKey,
      created_at: row.createdAt,
    })
    .returning(['id', 'order_no'])
    .executeTakeFirstOrThrow();
}

type Move = {
  status: WithdrawalStatus;
  note?: string | undefined;
  comment?: string | undefined;
  decidedBy?: number;
  decidedAt?: Date;
  paidAt?: Date;
  confirmedAt?: Date;
};

/**
 * Moves a withdrawal from one status to the next, only if it is still in the expected one: of two
 * parallel decisions one updates the row and the other finds nothing to update.
 */
export function move(
  trx: Database,
  id: number,
  from: WithdrawalStatus,
  owner: { merchants: MerchantScope } | { merchantId: number; accountId: number },
  to: Move,
) {
  let query = trx
    .updateTable('withdrawals as w')
    .set({
      status: to.status,
      ...(to.note !== undefined ? { note: to.note } : {}),
      ...(to.comment !== undefined ? { comment: to.comment } : {}),
      ...(to.decidedBy !== undefined ? { decided_by: to.decidedBy } : {}),
      ...(to.decidedAt ? { decided_at: to.decidedAt } : {}),
      ...(to.paidAt ? { paid_at: to.paidAt } : {}),
      ...(to.confirmedAt ? { confirmed_at: to.confirmedAt } : {}),
    })
    .where('w.id', '=', id)
    .where('w.status', '=', from);
  if ('merchants' in owner) {
    const { merchants } = owner;
    query = query.where((eb) => inScope(eb, merchants));
  } else {
    query = query.where('w.merchant_id', '=', owner.merchantId).where('w.account_id', '=', owner.accountId);
  }
  return query
    .returning(['w.id', 'w.merchant_id', 'w.account_id', 'w.order_no', 'w.amount'])
    .executeTakeFirst();
}

/** The merchants with paid withdrawals waiting for the player's answer (what the auto-receive sweep visits). */
export async function merchantsWithPaid(db: Database): Promise<number[]> {
  const rows = await db
    .selectFrom('withdrawals')
    .select('merchant_id')
    .distinct()
    .where('status', '=', 'paid')
    .execute();
  return rows.map((row) => row.merchant_id);
}

/**
 * Paid withdrawals the player has not answered within their merchant's minutes count as received, as of
 * that deadline. One statement over the given merchants; running it again changes nothing.
 */
export async function settleAutoReceived(
  db: Database,
  at: Date,
  minutesByMerchant: ReadonlyMap<number, number>,
  accountId?: number,
): Promise<number> {
  if (minutesByMerchant.size === 0) return 0;
  const merchants = sql.join(
    [...minutesByMerchant].map(([merchantId, minutes]) => sql`(${merchantId}::int, ${minutes}::int)`),
  );
  const deadline = sql`w.paid_at + make_interval(mins => m.minutes)`;
  const { rows } = await sql<{ id: number }>`
    update withdrawals w set status = 'received', auto_received = true, confirmed_at = ${deadline}
    from (values ${merchants}) as m(merchant_id, minutes)
    where w.merchant_id = m.merchant_id and w.status = 'paid' and ${deadline} <= ${at}::timestamptz
      ${accountId === undefined ? sql`` : sql`and w.account_id = ${accountId}`}
    returning w.id`.execute(db);
  return rows.length;
}

export async function insertProofs(
  trx: Database,
  withdrawalId: number,
  files: Array<{ mime: 'image/png' | 'image/jpeg'; data: Uint8Array }>,
): Promise<void> {
  if (files.length === 0) return;
  await trx
    .insertInto('withdrawal_proofs')
    .values(
      files.map((f) => ({
        withdrawal_id: withdrawalId,
        mime: f.mime,
        size: f.data.byteLength,
        data: f.data,
      })),
    )
    .execute();
}

export function findProof(db: Database, withdrawalId: number, proofId: number) {
  return db
    .selectFrom('withdrawal_proofs')
    .select(['mime', 'data'])
    .where('withdrawal_id', '=', withdrawalId)
    .where('id', '=', proofId)
    .executeTakeFirst();
}
