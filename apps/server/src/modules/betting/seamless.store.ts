import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The seamless wallet's rows: applied operations and bet records. Every call runs in the caller's transaction. */

export type TxRow = {
  provider: string;
  txId: string;
  operation: 'bet' | 'win' | 'refund';
  merchantId: number;
  accountId: number;
  roundId: string;
  betTxId?: string | null;
  amount: number;
};

/** Claims (provider, txId, operation); false when an earlier call holds it (a replay). */
export async function claimTx(trx: Database, row: TxRow): Promise<boolean> {
  const inserted = await trx
    .insertInto('seamless_transactions')
    .values({
      provider: row.provider,
      tx_id: row.txId,
      operation: row.operation,
      merchant_id: row.merchantId,
      account_id: row.accountId,
      round_id: row.roundId,
      bet_tx_id: row.betTxId ?? null,
      amount: row.amount,
      outcome: 'applied',
    })
    .onConflict((oc) => oc.columns(['provider', 'tx_id', 'operation']).doNothing())
    .returning('tx_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findTx(db: Database, provider: string, txId: string, operation: TxRow['operation']) {
  return db
    .selectFrom('seamless_transactions')
    .selectAll()
    .where('provider', '=', provider)
    .where('tx_id', '=', txId)
    .where('operation', '=', operation)
    .executeTakeFirst();
}

export async function settleTx(
  trx: Database,
  key: { provider: string; txId: string; operation: TxRow['operation'] },
  result: { outcome: string; reference: string | null },
) {
  await trx
    .updateTable('seamless_transactions')
    .set({ outcome: result.outcome, reference: result.reference })
    .where('provider', '=', key.provider)
    .where('tx_id', '=', key.txId)
    .where('operation', '=', key.operation)
    .execute();
}

export type NewBet = {
  merchantId: number;
  accountId: number;
  provider: string;
  txId: string;
  roundId: string;
  vendorCode: string;
  gameCode: string;
  gameName: string;
  gameCategory: string;
  stake: number;
  validBet: number;
};

/** Records a bet; false when its key is taken, which (for a new transaction) means a refund came first. */
export async function insertBet(trx: Database, bet: NewBet): Promise<boolean> {
  const row = await trx
    .insertInto('bets')
    .values(betValues(bet))
    .onConflict((oc) => oc.columns(['provider', 'tx_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

function betValues(bet: NewBet) {
  return {
    merchant_id: bet.merchantId,
    account_id: bet.accountId,
    provider: bet.provider,
    tx_id: bet.txId,
    round_id: bet.roundId,
    vendor_code: bet.vendorCode,
    game_code: bet.gameCode,
    game_name: bet.gameName,
    game_category: bet.gameCategory,
    stake: bet.stake,
    valid_bet: bet.validBet,
  };
}

/** A late bet fills in the row its early refund left: it stays refunded. */
export async function fillRefundedBet(trx: Database, bet: NewBet) {
  await trx
    .updateTable('bets')
    .set({ ...betValues(bet), status: 'refunded', payout: 0, settled_at: sql`now()` })
    .where('provider', '=', bet.provider)
    .where('tx_id', '=', bet.txId)
    .where('stake', '=', 0)
    .execute();
}

/** The mark an early refund leaves for its bet (stake 0, refunded); false when the bet is already there. */
export async function markRefundedBeforeBet(
  trx: Database,
  mark: { merchantId: number; accountId: number; provider: string; txId: string; roundId: string },
): Promise<boolean> {
  const row = await trx
    .insertInto('bets')
    .values({
      merchant_id: mark.merchantId,
      account_id: mark.accountId,
      provider: mark.provider,
      tx_id: mark.txId,
      round_id: mark.roundId,
      vendor_code: '',
      game_code: '',
      game_name: '',
      game_category: '',
      stake: 0,
      valid_bet: 0,
      status: 'refunded',
      settled_at: sql`now()`,
    })
    .onConflict((oc) => oc.columns(['provider', 'tx_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function lockBet(trx: Database, provider: string, txId: string) {
  return trx
    .selectFrom('bets')
    .select(['id', 'account_id', 'stake', 'status', 'round_id'])
    .where('provider', '=', provider)
    .where('tx_id', '=', txId)
    .forUpdate()
    .executeTakeFirst();
}

/** A round's real bets (not early-refund marks), oldest first, locked for settling. */
export function lockRound(trx: Database, provider: string, roundId: string, accountId: number) {
  return trx
    .selectFrom('bets')
    .select(['id', 'tx_id', 'stake', 'status', 'game_name', 'game_category', 'vendor_code'])
    .where('provider', '=', provider)
    .where('round_id', '=', roundId)
    .where('account_id', '=', accountId)
    .where('stake', '>', 0)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function settleBet(
  trx: Database,
  id: number,
  change: { payout: number; status: 'won' | 'lost' | 'refunded' },
) {
  await trx
    .updateTable('bets')
    .set({ payout: change.payout, status: change.status, settled_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Settles a round's open bets as lost; answers how many. */
export async function loseOpenBets(trx: Database, provider: string, roundId: string, accountId: number) {
  const result = await trx
    .updateTable('bets')
    .set({ status: 'lost', payout: 0, settled_at: sql`now()` })
    .where('provider', '=', provider)
    .where('round_id', '=', roundId)
    .where('account_id', '=', accountId)
    .where('status', '=', 'open')
    .where('stake', '>', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
