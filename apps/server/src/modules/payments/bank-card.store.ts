import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { likePrefix } from '../../platform/like.ts';

/** An advisory lock namespace of its own (withdrawal.store.ts uses the next one). */
const LOCK_CARDS = 4101;

/** Holds the player's card lock until the transaction ends: a double submit binds one at a time. */
export async function lockCardsOf(trx: Database, accountId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${LOCK_CARDS}::int, ${accountId}::int)`.execute(trx);
}

export type BankCardRow = {
  id: number;
  bank_code: string;
  account_number: string;
  account_name: string;
  created_at: Date;
};

const COLUMNS = ['id', 'bank_code', 'account_number', 'account_name', 'created_at'] as const;

export function listOf(db: Database, merchantId: number, accountId: number): Promise<BankCardRow[]> {
  return db
    .selectFrom('bank_cards')
    .select(COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
}

export function findOwn(
  db: Database,
  merchantId: number,
  accountId: number,
  id: number,
): Promise<BankCardRow | undefined> {
  return db
    .selectFrom('bank_cards')
    .select(COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The accounts whose cards' holder names start with a prefix (case aside), newest account first, below a
 * keyset cursor: an operator's search by card holder.
 */
export async function accountsByHolder(
  db: Database,
  search: { merchantIds: readonly number[] | null; holder: string; beforeId?: number; limit: number },
): Promise<number[]> {
  let query = db
    .selectFrom('bank_cards')
    .select('account_id')
    .distinct()
    .where(sql`lower(account_name)`, 'like', likePrefix(search.holder.toLowerCase()));
  if (search.merchantIds) {
    if (search.merchantIds.length === 0) return [];
    query = query.where('merchant_id', 'in', [...search.merchantIds]);
  }
  if (search.beforeId !== undefined) query = query.where('account_id', '<', search.beforeId);
  const rows = await query.orderBy('account_id', 'desc').limit(search.limit).execute();
  return rows.map((row) => row.account_id);
}

export async function countOf(db: Database, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('bank_cards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The new card's row; undefined when the player has bound the same card before. */
export function insert(
  db: Database,
  card: {
    merchantId: number;
    accountId: number;
    bankCode: string;
    accountNumber: string;
    accountName: string;
  },
): Promise<BankCardRow | undefined> {
  return db
    .insertInto('bank_cards')
    .values({
      merchant_id: card.merchantId,
      account_id: card.accountId,
      bank_code: card.bankCode,
      account_number: card.accountNumber,
      account_name: card.accountName,
    })
    .onConflict((oc) => oc.columns(['account_id', 'bank_code', 'account_number']).doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
}
