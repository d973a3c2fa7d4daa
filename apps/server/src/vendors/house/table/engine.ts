import type { BaccaratBet, Card, TableDealResult } from '@portal/contracts/vendors.schema';
import { BACCARAT_BETS } from '@portal/contracts/vendors.schema';
import type { Rng } from '../../rng.ts';

/**
 * Punto banco dealt from a fresh 8-deck shoe every round, so rounds are independent and the exact odds
 * (odds.ts) hold for every deal: no card counting, no shoe state to store.
 */

export const DECKS = 8;
export const RANKS = 13;
export const SHOE_SIZE = DECKS * 4 * RANKS;
const SUITS = ['S', 'H', 'D', 'C'] as const;

export type BaccaratOutcome = TableDealResult['outcome'];

export type BaccaratHand = {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  outcome: BaccaratOutcome;
};

export type BaccaratBets = Partial<Record<BaccaratBet, number>>;

/**
 * What each bet wins per 100 staked, and whether it pushes (stake returned) on a tie. Every bet wins
 * when the event of its own name happens: the outcome for PLAYER, BANKER and TIE, a pair in the first
 * two cards for the pair bets.
 */
export const BACCARAT_PAYTABLE: Readonly<Record<BaccaratBet, { winPer100: number; pushesOnTie: boolean }>> = {
  PLAYER: { winPer100: 100, pushesOnTie: true },
  // 5% commission on banker wins.
  BANKER: { winPer100: 95, pushesOnTie: true },
  TIE: { winPer100: 800, pushesOnTie: false },
  PLAYER_PAIR: { winPer100: 1100, pushesOnTie: false },
  BANKER_PAIR: { winPer100: 1100, pushesOnTie: false },
};

/** Baccarat points of a rank: ace 1, 2 to 9 face value, tens and pictures 0. */
export function pointValue(rank: number): number {
  return rank >= 10 ? 0 : rank;
}

export function handTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + pointValue(card.rank), 0) % 10;
}

/** An 8 or 9 on the first two cards of either hand: both stand. */
export function isNatural(twoCardTotal: number): boolean {
  return twoCardTotal >= 8;
}

export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/** The banker's tableau: on the banker's two-card total and the player's third card (null if none). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

function cardAt(index: number): Card {
  return { rank: (index % RANKS) + 1, suit: SUITS[Math.floor(index / RANKS) % SUITS.length]! };
}

/**
 * A freshly shuffled shoe, drawn from the top. A partial Fisher-Yates over a virtual array of the 416
 * cards: each draw is uniform over the cards still in the shoe, and only the swapped positions are stored.
 */
export function freshShoe(rng: Rng): () => Card {
  const moved = new Map<number, number>();
  let dealt = 0;
  return () => {
    if (dealt >= SHOE_SIZE) throw new Error('the shoe is empty');
    const pick = dealt + rng.int(SHOE_SIZE - dealt);
    const card = moved.get(pick) ?? pick;
    moved.set(pick, moved.get(dealt) ?? dealt);
    dealt += 1;
    return cardAt(card);
  };
}

/** One round on the given cards, in dealing order: player, banker, player, banker, then third cards. */
export function playRound(draw: () => Card): BaccaratHand {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const twoCardPlayer = handTotal(player);
  const twoCardBanker = handTotal(banker);
  if (!isNatural(twoCardPlayer) && !isNatural(twoCardBanker)) {
    let playerThird: number | null = null;
    if (playerDraws(twoCardPlayer)) {
      const card = draw();
      player.push(card);
      playerThird = pointValue(card.rank);
    }
    if (bankerDraws(twoCardBanker, playerThird)) banker.push(draw());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  const outcome = playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE';
  return { player, banker, playerTotal, bankerTotal, outcome };
}

export function deal(rng: Rng): BaccaratHand {
  return playRound(freshShoe(rng));
}

function happened(bet: BaccaratBet, hand: BaccaratHand): boolean {
  if (bet === 'PLAYER_PAIR') return hand.player[0]?.rank === hand.player[1]?.rank;
  if (bet === 'BANKER_PAIR') return hand.banker[0]?.rank === hand.banker[1]?.rank;
  return hand.outcome === bet;
}

/** stake * winPer100 / 100 rounded down to the minor unit, without leaving the safe integers on the way. */
function winnings(stake: number, winPer100: number): number {
  return Math.floor(stake / 100) * winPer100 + Math.floor(((stake % 100) * winPer100) / 100);
}

/** Total stake and total payout of a round; the payout includes the stakes of winning and pushed bets. */
export function settle(bets: BaccaratBets, hand: BaccaratHand): { stake: number; payout: number } {
  let stake = 0;
  let payout = 0;
  for (const bet of BACCARAT_BETS) {
    const amount = bets[bet] ?? 0;
    if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`bad stake on ${bet}: ${amount}`);
    stake += amount;
    const pays = BACCARAT_PAYTABLE[bet];
    if (happened(bet, hand)) payout += amount + winnings(amount, pays.winPer100);
    else if (pays.pushesOnTie && hand.outcome === 'TIE') payout += amount;
  }
  return { stake, payout };
}
