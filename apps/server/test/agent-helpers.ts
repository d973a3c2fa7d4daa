import { randomUUID } from 'node:crypto';
import type { Player } from './money-helpers.ts';
import type { TestApp } from './test-app.ts';

/** Settled bets of a member through the platform's bet path (its events feed the rollups). */
export async function settledBets(
  t: TestApp,
  who: Player,
  list: { stake: number; payout: number; category?: string }[],
) {
  const rows = list.map((b) => ({ ...b, txId: randomUUID() }));
  await t.services.events.transaction(t.database.db, async (trx) => {
    await t.services.platformBets.placed(
      trx,
      rows.map((b) => ({
        merchantId: who.merchantId,
        accountId: who.id,
        provider: 'AGENTTEST',
        txId: b.txId,
        roundId: b.txId,
        vendorCode: 'HOUSE',
        gameCode: 'TEST',
        gameName: 'Test',
        gameCategory: b.category ?? 'RNG',
        stake: b.stake,
        validBet: b.stake,
        reference: `R${b.txId}`,
      })),
    );
    await t.services.platformBets.settled(
      trx,
      rows.map((b) => ({
        provider: 'AGENTTEST',
        txId: b.txId,
        username: who.username,
        outcome: b.payout > 0 ? ('won' as const) : ('lost' as const),
        payout: b.payout,
        reference: null,
      })),
    );
  });
  await t.services.events.settled();
}
