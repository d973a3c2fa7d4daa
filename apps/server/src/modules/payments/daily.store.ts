import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export type DailyMoney = { merchantId: number; day: string; count: number; amount: number };

const within = (merchantIds: readonly number[] | null) =>
  merchantIds ? sql`and merchant_id in (${sql.join([...merchantIds, -1])})` : sql``;

/** Paid deposits per merchant and UTC day of their crediting, over a period of days (both included). */
export async function depositsByDay(
  db: Database,
  merchantIds: readonly number[] | null,
  fromDay: string,
  toDay: string,
): Promise<DailyMoney[]> {
  const rows = await sql<{ merchant_id: number; day: string; count: string; amount: string }>`
    select merchant_id, (decided_at at time zone 'UTC')::date::text as day, count(*)::text as count,
           sum(amount)::text as amount
    from deposits
    where status = 'paid' and decided_at >= ${fromDay}::date and decided_at < ${toDay}::date + 1 ${within(merchantIds)}
    group by 1, 2 order by 2`.execute(db);
  return rows.rows.map((r) => ({
    merchantId: r.merchant_id,
    day: r.day,
    count: Number(r.count),
    amount: Number(r.amount),
  }));
}

/** Paid withdrawals (not those refunded after) per merchant and UTC day of their payment. */
export async function withdrawalsByDay(
  db: Database,
  merchantIds: readonly number[] | null,
  fromDay: string,
  toDay: string,
): Promise<DailyMoney[]> {
  const rows = await sql<{ merchant_id: number; day: string; count: string; amount: string }>`
    select merchant_id, (paid_at at time zone 'UTC')::date::text as day, count(*)::text as count,
           sum(amount)::text as amount
    from withdrawals
    where status in ('paid', 'received', 'not_received') and paid_at >= ${fromDay}::date
      and paid_at < ${toDay}::date + 1 ${within(merchantIds)}
    group by 1, 2 order by 2`.execute(db);
  return rows.rows.map((r) => ({
    merchantId: r.merchant_id,
    day: r.day,
    count: Number(r.count),
    amount: Number(r.amount),
  }));
}

/** The operators' waiting work: pending deposits and withdrawals, and not-received cases. */
export async function pendingWork(db: Database, merchantIds: readonly number[] | null) {
  const result = await sql<{ deposits: string; withdrawals: string; not_received: string }>`
    select
      (select count(*) from deposits where status = 'pending' ${within(merchantIds)})::text as deposits,
      (select count(*) from withdrawals where status = 'pending' ${within(merchantIds)})::text as withdrawals,
      (select count(*) from withdrawals where status = 'not_received' ${within(merchantIds)})::text as not_received`.execute(
    db,
  );
  const row = result.rows[0];
  return {
    deposits: Number(row?.deposits ?? 0),
    withdrawals: Number(row?.withdrawals ?? 0),
    notReceived: Number(row?.not_received ?? 0),
  };
}
