import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export type BetFilter = {
  merchantId: number;
  accountId: number;
  /** The period; left out, every bet (an operator's look at a player's latest). */
  start?: Date;
  end?: Date;
  category?: string | undefined;
  vendor?: string | undefined;
  status?: string | undefined;
};

function filtered(db: Database, f: BetFilter) {
  let query = db
    .selectFrom('bets')
    .where('merchant_id', '=', f.merchantId)
    .where('account_id', '=', f.accountId)
    // a refund's mark for a bet that never came is not a bet
    .where('stake', '>', 0);
  if (f.start) query = query.where('placed_at', '>=', f.start);
  if (f.end) query = query.where('placed_at', '<', f.end);
  if (f.category) query = query.where('game_category', '=', f.category);
  if (f.vendor) query = query.where('vendor_code', '=', f.vendor);
  if (f.status) query = query.where('status', '=', f.status as 'open');
  return query;
}

const SETTLED = sql`status in ('won', 'lost')`;
/** Refunded bets staked nothing in the end. */
const STAKED = sql`case when status <> 'refunded' then stake else 0 end`;

export async function betPage(db: Database, f: BetFilter, page: { offset: number; limit: number }) {
  const base = filtered(db, f);
  const [totals, rows] = await Promise.all([
    base
      .select([
        sql<number>`count(*)`.as('count'),
        sql<number>`coalesce(sum(${STAKED}), 0)`.as('stake'),
        sql<number>`coalesce(sum(case when ${SETTLED} then valid_bet else 0 end), 0)`.as('valid_bet'),
        sql<number>`coalesce(sum(payout), 0)`.as('payout'),
        sql<number>`coalesce(sum(case when ${SETTLED} then payout - stake else 0 end), 0)`.as('win_loss'),
      ])
      .executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('placed_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  ]);
  return { totals, rows };
}

export function profitByCategory(db: Database, f: BetFilter) {
  return filtered(db, f)
    .select([
      'game_category',
      sql<number>`count(*)`.as('bets'),
      sql<number>`coalesce(sum(${STAKED}), 0)`.as('stake'),
      sql<number>`coalesce(sum(case when ${SETTLED} then valid_bet else 0 end), 0)`.as('valid_bet'),
      sql<number>`coalesce(sum(payout), 0)`.as('payout'),
      sql<number>`coalesce(sum(case when ${SETTLED} then payout - stake else 0 end), 0)`.as('profit'),
    ])
    .groupBy('game_category')
    .orderBy('game_category')
    .execute();
}

export type ValidBetSum = { accountId: number; category: string; validBet: number };

/**
 * Valid bets (settled won or lost; a refund or void is not a bet) per account and game category, settled in
 * [from, to): one account's (rebates' accrual, VIP review) or every account's of the merchant (the daily rebate).
 */
export async function validBets(
  db: Database,
  f: { merchantId: number; accountId?: number; from: Date; to: Date },
): Promise<ValidBetSum[]> {
  let query = db
    .selectFrom('bets')
    .select(['account_id', 'game_category', (eb) => eb.fn.sum<string>('valid_bet').as('valid_bet')])
    .where('merchant_id', '=', f.merchantId)
    .where('settled_at', '>=', f.from)
    .where('settled_at', '<', f.to)
    .where('status', 'in', ['won', 'lost'])
    .groupBy(['account_id', 'game_category']);
  if (f.accountId !== undefined) query = query.where('account_id', '=', f.accountId);
  const rows = await query.execute();
  return rows.map((r) => ({
    accountId: r.account_id,
    category: r.game_category,
    validBet: Number(r.valid_bet),
  }));
}
