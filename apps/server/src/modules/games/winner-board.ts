import type { EventBus } from '../../platform/events/event-bus.ts';
import type { Merchant } from '../../platform/merchant.ts';
import type { GamesService } from './games.service.ts';

/** The winner board's default threshold: 100.00. */
const WINNER_MINIMUM = 10_000;

/**
 * The winner board fills from real wins: a won bet whose payout reaches the merchant's threshold
 * (settings.winnerBoardMinimum) becomes a row, once, on the node that settled it.
 */
export function subscribeWinnerBoard(
  events: EventBus,
  deps: { games: GamesService; merchantById: (id: number) => Promise<Merchant | null> },
): void {
  events.subscribeBatch('bet.settled', async (settled) => {
    for (const { payload: bet } of settled) {
      if (bet.outcome !== 'won' || bet.payout <= 0) continue;
      const merchant = await deps.merchantById(bet.merchantId);
      if (bet.payout < (merchant?.settings.winnerBoardMinimum ?? WINNER_MINIMUM)) continue;
      await deps.games.recordWin(bet.merchantId, {
        username: bet.username,
        gameName: bet.gameName,
        category: bet.gameCategory,
        vendor: bet.vendorCode,
        amount: bet.payout,
      });
    }
  });
}
