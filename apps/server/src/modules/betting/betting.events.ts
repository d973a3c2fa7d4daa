/** The game a bet was placed in, as its bet record keeps it. */
type BetGame = {
  vendorCode: string;
  gameName: string;
  gameCategory: string;
};

/** A vendor's bet debited a member's wallet (a replay, or a bet whose refund came first, publishes nothing). */
export type BetPlaced = BetGame & {
  merchantId: number;
  accountId: number;
  provider: string;
  betTxId: string;
  roundId: string;
  gameCode: string;
  /** Minor units; the valid bet is the turnover rebates and points count. */
  stake: number;
  validBet: number;
  reference: string;
};

/** A bet's result: won or lost (a win call, a round's end) or refunded. Once per bet. */
export type BetSettled = BetGame & {
  merchantId: number;
  accountId: number;
  /** The member's login name (the winner board shows it masked). */
  username: string;
  provider: string;
  betTxId: string;
  roundId: string;
  stake: number;
  validBet: number;
  outcome: 'won' | 'lost' | 'refunded';
  /** What the member got back: the win, 0 for a loss, the stake for a refund. */
  payout: number;
  /** The ledger reference of the payout or refund; null when nothing moved. */
  reference: string | null;
};

declare module '../../platform/events/domain-events.ts' {
  interface DomainEvents {
    'bet.placed': BetPlaced;
    'bet.settled': BetSettled;
  }
}
