import type { BaccaratBet, TableGameInfo } from '@portal/contracts/vendors.schema';
import { BACCARAT_BETS } from '@portal/contracts/vendors.schema';
import {
  BACCARAT_PAYTABLE,
  bankerDraws,
  DECKS,
  isNatural,
  playerDraws,
  pointValue,
  RANKS,
  SHOE_SIZE,
} from './engine.ts';

/**
 * The exact odds of a round dealt from a fresh shoe, by enumerating every sequence of cards a round can
 * draw, weighted by its number of ways without replacement. Outcomes depend only on point values, so
 * they are enumerated over the 10 values (the 0 group holds tens and pictures); pairs need ranks, so they
 * are enumerated over the 13 ranks of the first four cards. Counts are of ordered 6-card sequences from
 * the shoe (a round using k cards stands for every way to complete it to 6), so every count is an integer
 * below (416)_6 ≈ 5.0e15 < 2^53 and exact in a double: the probabilities are exact ratios.
 */

const CARDS_PER_RANK = DECKS * 4;
const MAX_CARDS = 6;

export type BaccaratCounts = {
  /** (416)_6: the number of ordered 6-card sequences; every count below is out of it. */
  total: number;
  PLAYER: number;
  BANKER: number;
  TIE: number;
  PLAYER_PAIR: number;
  BANKER_PAIR: number;
};

export type BaccaratOdds = {
  counts: BaccaratCounts;
  /** Probability of each bet's event (the outcome, or a pair in the first two cards). */
  probability: Record<BaccaratBet, number>;
  /** Expected payout (stake included) per unit staked, as a fraction. */
  rtp: Record<BaccaratBet, number>;
};

/** completions[k]: the ways to draw the remaining 6 - k cards of the shoe after k cards. */
const completions = Array.from({ length: MAX_CARDS + 1 }, (_, k) => {
  let ways = 1;
  for (let n = SHOE_SIZE - k; n > SHOE_SIZE - MAX_CARDS; n--) ways *= n;
  return ways;
});

/**
 * Calls visit(group, ways × cards of that group) for every group of cards still in the shoe, with one
 * card of it drawn for the duration of the visit.
 */
function eachCard(left: number[], ways: number, visit: (group: number, ways: number) => void): void {
  for (let group = 0; group < left.length; group++) {
    const cards = left[group]!;
    if (cards === 0) continue;
    left[group] = cards - 1;
    visit(group, ways * cards);
    left[group] = cards;
  }
}

function outcomeCounts(): Pick<BaccaratCounts, 'PLAYER' | 'BANKER' | 'TIE'> {
  const counts = { PLAYER: 0, BANKER: 0, TIE: 0 };
  const record = (player: number, banker: number, ways: number) => {
    if (player > banker) counts.PLAYER += ways;
    else if (banker > player) counts.BANKER += ways;
    else counts.TIE += ways;
  };
  // Cards left per point value: the group index is the value.
  const left = Array.from({ length: 10 }, () => 0);
  for (let rank = 1; rank <= RANKS; rank++) left[pointValue(rank)]! += CARDS_PER_RANK;
  const thirdCards = (player: number, banker: number, ways: number) => {
    if (isNatural(player) || isNatural(banker)) return record(player, banker, ways * completions[4]!);
    if (!playerDraws(player)) {
      if (!bankerDraws(banker, null)) return record(player, banker, ways * completions[4]!);
      return eachCard(left, ways, (b3, w5) => record(player, (banker + b3) % 10, w5 * completions[5]!));
    }
    eachCard(left, ways, (p3, w5) => {
      const playerFinal = (player + p3) % 10;
      if (!bankerDraws(banker, p3)) return record(playerFinal, banker, w5 * completions[5]!);
      eachCard(left, w5, (b3, w6) => record(playerFinal, (banker + b3) % 10, w6));
    });
  };
  eachCard(left, 1, (p1, w1) =>
    eachCard(left, w1, (b1, w2) =>
      eachCard(left, w2, (p2, w3) =>
        eachCard(left, w3, (b2, w4) => thirdCards((p1 + p2) % 10, (b1 + b2) % 10, w4)),
      ),
    ),
  );
  return counts;
}

function pairCounts(): Pick<BaccaratCounts, 'PLAYER_PAIR' | 'BANKER_PAIR'> {
  const counts = { PLAYER_PAIR: 0, BANKER_PAIR: 0 };
  // Cards left per rank: the group index is the rank - 1.
  const left = Array.from({ length: RANKS }, () => CARDS_PER_RANK);
  eachCard(left, 1, (p1, w1) =>
    eachCard(left, w1, (b1, w2) =>
      eachCard(left, w2, (p2, w3) =>
        eachCard(left, w3, (b2, w4) => {
          if (p1 === p2) counts.PLAYER_PAIR += w4 * completions[4]!;
          if (b1 === b2) counts.BANKER_PAIR += w4 * completions[4]!;
        }),
      ),
    ),
  );
  return counts;
}

function oddsOf(counts: BaccaratCounts): BaccaratOdds {
  const probability = {} as Record<BaccaratBet, number>;
  const rtp = {} as Record<BaccaratBet, number>;
  for (const bet of BACCARAT_BETS) {
    const pays = BACCARAT_PAYTABLE[bet];
    probability[bet] = counts[bet] / counts.total;
    const returned = counts[bet] * (1 + pays.winPer100 / 100) + (pays.pushesOnTie ? counts.TIE : 0);
    rtp[bet] = returned / counts.total;
  }
  return { counts, probability, rtp };
}

let cached: BaccaratOdds | null = null;

/** The exact odds of the table, computed on first use (well under a second) and kept. */
export function baccaratOdds(): BaccaratOdds {
  cached ??= oddsOf({ total: completions[0]!, ...outcomeCounts(), ...pairCounts() });
  return cached;
}

export const DEFAULT_CHIPS = [100, 500, 1000, 5000, 10000, 50000] as const;

/** The table as the game page shows it: chips up to the table maximum, payout odds, RTP in percent. */
export function tableGameInfo(
  gameCode: string,
  title: string,
  limits: { minBet: number; maxBet: number; chips?: readonly number[] },
): TableGameInfo {
  const { rtp } = baccaratOdds();
  const offered = (limits.chips ?? DEFAULT_CHIPS).filter(
    (chip) => chip >= limits.minBet && chip <= limits.maxBet,
  );
  const odds: Record<string, number> = {};
  const rtpPercent: Record<string, number> = {};
  for (const bet of BACCARAT_BETS) {
    odds[bet] = BACCARAT_PAYTABLE[bet].winPer100 / 100;
    rtpPercent[bet] = Math.round(rtp[bet] * 1e6) / 1e4;
  }
  return {
    gameCode,
    title,
    chips: offered.length > 0 ? offered : [limits.minBet],
    minBet: limits.minBet,
    maxBet: limits.maxBet,
    odds,
    rtp: rtpPercent,
  };
}
