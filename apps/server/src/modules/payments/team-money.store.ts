import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * Deposits and withdrawals as the agent programme reads them: per member and hour for its rollups'
 * rebuild, and a team's movements newest first for its transaction list (never a card or account number).
 */

export type MemberMoneyHour = {
  accountId: number;
  hour: Date;
  deposits: number;
  depositCount: number;
  withdrawals: number;
  withdrawalCount: number;
};

/** A paid deposit counts at its crediting; a withdrawal at its payment (not one refunded after). */
const PAID_WITHDRAWAL = sql`status in ('paid', 'received', 'not_received')`;
const HOUR = (column: string) =>
  sql`date_bin('1 hour', ${sql.ref(column)}, timestamptz '2000-01-01 00:00:00+00')`;

export async function memberMoneyHours(
  db: Database,
  merchantId: number,
  from: Date,
  to: Date,
): Promise<MemberMoneyHour[]> {
  const result = await sql<{ account_id: number; hour: Date; d: string; dc: string; w: string; wc: string }>`
    select account_id, hour, sum(d)::text as d, sum(dc)::text as dc, sum(w)::text as w, sum(wc)::text as wc
    from (
      select account_id, ${HOUR('decided_at')} as hour, amount as d, 1 as dc, 0 as w, 0 as wc
      from deposits
      where merchant_id = ${merchantId} and status = 'paid' and decided_at >= ${from} and decided_at < ${to}
      union all
      select account_id, ${HOUR('paid_at')}, 0, 0, amount, 1
      from withdrawals
      where merchant_id = ${merchantId} and ${PAID_WITHDRAWAL} and paid_at >= ${from} and paid_at < ${to}
    ) m
    group by 1, 2`.execute(db);
  return result.rows.map((r) => ({
    accountId: r.account_id,
    hour: new Date(r.hour),
    deposits: Number(r.d),
    depositCount: Number(r.dc),
    withdrawals: Number(r.w),
    withdrawalCount: Number(r.wc),
  }));
}

/** Paid deposits of at least `atLeast` credited in [from, to), counted per member (raffle tickets). */
export async function depositCounts(
  db: Database,
  merchantId: number,
  window: { from: Date; to: Date; atLeast: number; accountId?: number | undefined },
): Promise<Map<number, number>> {
  let query = db
    .selectFrom('deposits')
    .select(['account_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'paid')
    .where('decided_at', '>=', window.from)
    .where('decided_at', '<', window.to)
    .where('amount', '>=', window.atLeast)
    .groupBy('account_id');
  if (window.accountId !== undefined) query = query.where('account_id', '=', window.accountId);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.account_id, Number(r.n)]));
}

export type Movement = {
  id: string;
  type: 'deposit' | 'withdrawal';
  accountId: number;
  amount: number;
  status: string;
  detail: string;
  createdAt: Date;
};

/**
 * The newest `limit` deposits or withdrawals (or both) of some members made in [from, to), with the count
 * and the paid sums of all of them. The detail is the deposit's channel or the withdrawal's bank code.
 */
export async function movements(
  db: Database,
  merchantId: number,
  ownerIds: readonly number[],
  filter: { from: Date; to: Date; type?: 'deposit' | 'withdrawal' | undefined; limit: number },
) {
  if (ownerIds.length === 0) return { rows: [] as Movement[], count: 0, deposits: 0, withdrawals: 0 };
  const owners = sql`account_id = any(${[...ownerIds]}::int[])`;
  const parts = [];
  if (filter.type !== 'withdrawal')
    parts.push(sql`select 'deposit' as type, 'D' || id as id, account_id, amount, status::text, channel as detail,
      created_at, case when status = 'paid' then amount else 0 end as paid
      from deposits where merchant_id = ${merchantId} and ${owners}
        and created_at >= ${filter.from} and created_at < ${filter.to}`);
  if (filter.type !== 'deposit')
    // Named as the deposits' columns are: asked for alone, the withdrawals' part names the union's columns.
    parts.push(sql`select 'withdrawal' as type, 'W' || id as id, account_id, -amount as amount, status::text,
      bank_code as detail, created_at, case when ${PAID_WITHDRAWAL} then amount else 0 end as paid
      from withdrawals where merchant_id = ${merchantId} and ${owners}
        and created_at >= ${filter.from} and created_at < ${filter.to}`);
  const all = sql.join(parts, sql` union all `);
  const [page, sums] = await Promise.all([
    sql<{
      type: 'deposit' | 'withdrawal';
      id: string;
      account_id: number;
      amount: string;
      status: string;
      detail: string;
      created_at: Date;
    }>`
      select type, id, account_id, amount::text, status, detail, created_at from (${all}) m
      order by created_at desc, id desc limit ${filter.limit}`.execute(db),
    sql<{ n: string; d: string; w: string }>`
      select count(*)::text as n, coalesce(sum(paid) filter (where type = 'deposit'), 0)::text as d,
             coalesce(sum(paid) filter (where type = 'withdrawal'), 0)::text as w
      from (${all}) m`.execute(db),
  ]);
  const total = sums.rows[0];
  return {
    rows: page.rows.map(
      (r): Movement => ({
        id: r.id,
        type: r.type,
        accountId: r.account_id,
        amount: Number(r.amount),
        status: r.status,
        detail: r.detail,
        createdAt: new Date(r.created_at),
      }),
    ),
    count: Number(total?.n ?? 0),
    deposits: Number(total?.d ?? 0),
    withdrawals: Number(total?.w ?? 0),
  };
}
