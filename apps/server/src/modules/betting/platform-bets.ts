import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';

/** A bet a module of the platform took itself (a lottery ticket), as the betting record keeps it. */
export type PlatformBet = {
  merchantId: number;
  accountId: number;
  /** The taker ('LOTTERY'); with txId unique, as a vendor's bets are. */
  provider: string;
  txId: string;
  roundId: string;
  vendorCode: string;
  gameCode: string;
  gameName: string;
  gameCategory: string;
  stake: number;
  validBet: number;
  /** The ledger reference of the debit. */
  reference: string;
};

/** A platform bet's result; `username` for the winner board. */
export type PlatformResult = {
  provider: string;
  txId: string;
  username: string;
  outcome: 'won' | 'lost' | 'refunded';
  payout: number;
  /** The ledger reference of the payout or refund; null when nothing moved. */
  reference: string | null;
};

/**
 * Bets taken by the platform's own games (the lottery): written in the taker's transaction, in the same
 * table and with the same events as a vendor's bets, so the betting record, personal profit, the
 * dashboard's rollup and every subscriber see them alike. Rows go in batches, one statement each.
 */
export function createPlatformBets(events: EventBus) {
  /** bet.placed for each bet, published once `executor`'s change commits. */
  function announcePlaced(executor: Database, bets: readonly PlatformBet[]) {
    for (const b of bets) {
      events.raise(executor, 'bet.placed', {
        merchantId: b.merchantId,
        accountId: b.accountId,
        provider: b.provider,
        betTxId: b.txId,
        roundId: b.roundId,
        gameCode: b.gameCode,
        vendorCode: b.vendorCode,
        gameName: b.gameName,
        gameCategory: b.gameCategory,
        stake: b.stake,
        validBet: b.validBet,
        reference: b.reference,
      });
    }
  }

  return {
    announcePlaced,

    /**
     * A common table expression that writes the bets of a taker's statement (the lottery's slip, with its
     * ledger entry): one per row of `source` (a CTE with columns id, draw_id, stake); tx_id is the prefix and
     * the row's id, round_id the round of its draw_id. The caller announces them with announcePlaced once
     * the statement has run.
     */
    placedCompanion(
      source: string,
      bet: Omit<PlatformBet, 'txId' | 'roundId' | 'stake' | 'validBet'> & { txPrefix: string },
      rounds: ReadonlyMap<number, string>,
    ) {
      const roundValues = sql.join(
        [...rounds].map(([drawId, round]) => sql`(${drawId}::bigint, ${round}::text)`),
      );
      return sql`placed_bets as (
        insert into bets (merchant_id, account_id, provider, tx_id, round_id, vendor_code, game_code, game_name,
                          game_category, stake, valid_bet, reference)
        select ${bet.merchantId}::int, ${bet.accountId}::int, ${bet.provider}::text, ${bet.txPrefix}::text || s.id,
               r.round, ${bet.vendorCode}::text, ${bet.gameCode}::text, ${bet.gameName}::text,
               ${bet.gameCategory}::text, s.stake, s.stake, ${bet.reference}::text
        from ${sql.table(source)} s join (values ${roundValues}) as r(draw_id, round) on r.draw_id = s.draw_id
        returning 1
      )`;
    },

    async placed(trx: Database, bets: readonly PlatformBet[]): Promise<void> {
      if (bets.length === 0) return;
      await trx
        .insertInto('bets')
        .values(
          bets.map((b) => ({
            merchant_id: b.merchantId,
            account_id: b.accountId,
            provider: b.provider,
            tx_id: b.txId,
            round_id: b.roundId,
            vendor_code: b.vendorCode,
            game_code: b.gameCode,
            game_name: b.gameName,
            game_category: b.gameCategory,
            stake: b.stake,
            valid_bet: b.validBet,
            reference: b.reference,
          })),
        )
        .execute();
      announcePlaced(trx, bets);
    },

    /** Settles open bets; one already settled is left as it is and announces nothing. */
    async settled(trx: Database, results: readonly PlatformResult[]): Promise<void> {
      if (results.length === 0) return;
      // Arrays, not a row of parameters per bet; `= any` on the unique key makes the rows an index scan
      // (joined to the arrays alone, the planner may hash the whole table).
      const column = <K extends keyof PlatformResult>(key: K) => results.map((r) => r[key]);
      const rows = await sql<{
        merchant_id: number;
        account_id: number;
        provider: string;
        tx_id: string;
        round_id: string;
        vendor_code: string;
        game_name: string;
        game_category: string;
        stake: number;
        valid_bet: number;
        status: 'won' | 'lost' | 'refunded';
        payout: number;
      }>`update bets b set status = v.outcome, payout = v.payout, settled_at = now(),
            reference = coalesce(v.reference, b.reference)
          from unnest(${column('provider')}::text[], ${column('txId')}::text[], ${column('outcome')}::text[],
                      ${column('payout')}::bigint[], ${column('reference')}::text[])
            as v(provider, tx_id, outcome, payout, reference)
          where b.provider = any(${[...new Set(column('provider'))]}::text[]) and b.tx_id = any(${column('txId')}::text[])
            and b.provider = v.provider and b.tx_id = v.tx_id and b.status = 'open'
          returning b.merchant_id, b.account_id, b.provider, b.tx_id, b.round_id, b.vendor_code,
            b.game_name, b.game_category, b.stake, b.valid_bet, b.status, b.payout`.execute(trx);
      const byTx = new Map(results.map((r) => [`${r.provider}:${r.txId}`, r]));
      for (const row of rows.rows) {
        const result = byTx.get(`${row.provider}:${row.tx_id}`);
        if (!result) continue;
        events.raise(trx, 'bet.settled', {
          merchantId: row.merchant_id,
          accountId: row.account_id,
          username: result.username,
          provider: row.provider,
          betTxId: row.tx_id,
          roundId: row.round_id,
          vendorCode: row.vendor_code,
          gameName: row.game_name,
          gameCategory: row.game_category,
          stake: Number(row.stake),
          validBet: Number(row.valid_bet),
          outcome: row.status,
          payout: Number(row.payout),
          reference: result.reference,
        });
      }
    },
  };
}

export type PlatformBets = ReturnType<typeof createPlatformBets>;
