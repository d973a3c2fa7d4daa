import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * The seamless wallet's rows: bet records, and the claims of wins and refunds (a bet's own row is its
 * claim). Every call runs in the caller's transaction.
 */

export type TxRow = {
  provider: string;
  txId: string;
  operation: 'win' | 'refund';
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
    .select([
      'id',
      'account_id',
      'stake',
      'valid_bet',
      'status',
      'round_id',
      'vendor_code',
      'game_name',
      'game_category',
    ])
    .where('provider', '=', provider)
    .where('tx_id', '=', txId)
    .forUpdate()
    .executeTakeFirst();
}

/** A round's real bets (not early-refund marks), oldest first. */
export function roundBets(db: Database, provider: string, roundId: string, accountId: number) {
  return db
    .selectFrom('bets')
    .select(['id', 'tx_id', 'status'])
    .where('provider', '=', provider)
    .where('round_id', '=', roundId)
    .where('account_id', '=', accountId)
    .where('stake', '>', 0)
    .orderBy('id')
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

/** What the settlement of a bet tells about it (its event's fields). */
const SETTLED_COLUMNS = ['tx_id', 'stake', 'valid_bet', 'vendor_code', 'game_name', 'game_category'] as const;

export type SettledBet = {
  tx_id: string;
  stake: number | string;
  valid_bet: number | string;
  vendor_code: string;
  game_name: string;
  game_category: string;
};

/** Settles a round's open bets as lost; answers them. */
export function loseOpenBets(
  trx: Database,
  provider: string,
  roundId: string,
  accountId: number,
): Promise<SettledBet[]> {
  return trx
    .updateTable('bets')
    .set({ status: 'lost', payout: 0, settled_at: sql`now()` })
    .where('provider', '=', provider)
    .where('round_id', '=', roundId)
    .where('account_id', '=', accountId)
    .where('status', '=', 'open')
    .where('stake', '>', 0)
    .returning(SETTLED_COLUMNS)
    .execute();
}

/** The bet a win statement paid or lost: there is one whenever the win was claimed. */
export function paidBet(row: WinStatementRow): SettledBet {
  return {
    tx_id: row.bet_tx_id ?? '',
    stake: row.stake ?? 0,
    valid_bet: row.valid_bet ?? 0,
    vendor_code: row.vendor_code ?? '',
    game_name: row.game_name ?? '',
    game_category: row.game_category ?? '',
  };
}

/** The other open bets of the round a win statement ended, lost (json, or its text from some drivers). */
export function lostBets(row: WinStatementRow): SettledBet[] {
  const lost = typeof row.lost === 'string' ? JSON.parse(row.lost) : row.lost;
  return lost as SettledBet[];
}

/** A bet by its transaction id (not an early refund's mark): what a replay is compared with. */
export function findBet(db: Database, provider: string, txId: string) {
  return db
    .selectFrom('bets')
    .select(['account_id', 'round_id', 'stake', 'reference'])
    .where('provider', '=', provider)
    .where('tx_id', '=', txId)
    .where('stake', '>', 0)
    .executeTakeFirst();
}

/**
 * A bet in one statement with its ledger entry (see the ledger's Companion). The bet's row is its claim:
 * unique (provider, txId) admits it once. When an early refund left its mark (stake 0), the bet fills the
 * mark in instead and stays refunded, and the entry is not written; a replay changes nothing.
 */
export function betCompanion(bet: NewBet, reference: string) {
  return {
    before: sql`
      bet as (
        insert into bets (merchant_id, account_id, provider, tx_id, round_id, vendor_code, game_code, game_name,
                          game_category, stake, valid_bet, reference)
        values (${bet.merchantId}::int, ${bet.accountId}::int, ${bet.provider}::text, ${bet.txId}::text,
                ${bet.roundId}::text, ${bet.vendorCode}::text, ${bet.gameCode}::text, ${bet.gameName}::text,
                ${bet.gameCategory}::text, ${bet.stake}::bigint, ${bet.validBet}::bigint, ${reference}::text)
        on conflict (provider, tx_id) do update set
          merchant_id = excluded.merchant_id, account_id = excluded.account_id, round_id = excluded.round_id,
          vendor_code = excluded.vendor_code, game_code = excluded.game_code, game_name = excluded.game_name,
          game_category = excluded.game_category, stake = excluded.stake, valid_bet = excluded.valid_bet,
          settled_at = now()
        where bets.stake = 0
        returning status
      )`,
    when: sql`exists (select 1 from bet where status = 'open')`,
    select: sql`(select count(*) from bet)::int as claimed,
      (select count(*) from bet where status = 'open')::int as placed`,
  };
}

export type BetStatementRow = { claimed: number; placed: number };

/**
 * A win in one statement with its ledger entry: the round's open bet it pays (locked), the claim of
 * (provider, txId, 'win') made only when there is one, the bet settled, and on round end the round's other
 * open bets lost. Nothing is claimed when no open bet matches, so the caller can tell why.
 */
export function winCompanion(win: {
  provider: string;
  merchantId: number;
  accountId: number;
  txId: string;
  roundId: string;
  betTxId: string | null;
  amount: number;
  roundEnded: boolean;
  reference: string | null;
}) {
  const { provider, accountId, roundId } = win;
  return {
    before: sql`
      target as (
        select id, tx_id, stake, valid_bet, vendor_code, game_name, game_category from bets
        where provider = ${provider}::text and round_id = ${roundId}::text and account_id = ${accountId}::int
          and stake > 0 and status = 'open' and (${win.betTxId}::text is null or tx_id = ${win.betTxId}::text)
        order by id limit 1
        for update
      ),
      claim as (
        insert into seamless_transactions
          (provider, tx_id, operation, merchant_id, account_id, round_id, bet_tx_id, amount, reference, outcome)
        select ${provider}::text, ${win.txId}::text, 'win', ${win.merchantId}::int, ${accountId}::int,
               ${roundId}::text, ${win.betTxId}::text, ${win.amount}::bigint, ${win.reference}::text, 'applied'
        where exists (select 1 from target)
        on conflict (provider, tx_id, operation) do nothing
        returning tx_id
      ),
      settle as (
        update bets b set payout = ${win.amount}::bigint, status = ${win.amount > 0 ? 'won' : 'lost'}::text,
          settled_at = now()
        from target t where b.id = t.id and exists (select 1 from claim)
        returning b.id
      ),
      lose as (
        update bets set status = 'lost', payout = 0, settled_at = now()
        where ${win.roundEnded}::boolean and provider = ${provider}::text and round_id = ${roundId}::text
          and account_id = ${accountId}::int and stake > 0 and status = 'open'
          and id not in (select id from target) and exists (select 1 from claim)
        returning ${sql.join(SETTLED_COLUMNS.map((c) => sql.ref(c)))}
      )`,
    when: sql`exists (select 1 from settle)`,
    select: sql`(select count(*) from claim)::int as claimed, (select tx_id from target) as bet_tx_id,
      (select stake from target) as stake, (select valid_bet from target) as valid_bet,
      (select vendor_code from target) as vendor_code,
      (select game_name from target) as game_name, (select game_category from target) as game_category,
      (select coalesce(json_agg(lose), '[]'::json) from lose) as lost`,
  };
}

export type WinStatementRow = {
  claimed: number;
  bet_tx_id: string | null;
  stake: number | string | null;
  valid_bet: number | string | null;
  lost: unknown;
  vendor_code: string | null;
  game_name: string | null;
  game_category: string | null;
};
