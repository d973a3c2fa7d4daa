import type { Card } from '@portal/contracts/vendors.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { chiSquareTest, SIGNIFICANCE } from '../../chi-square.ts';
import { cryptoRng, seededRng } from '../../rng.ts';
import { type BaccaratHand, bankerDraws, deal, freshShoe, playRound, SHOE_SIZE, settle } from './engine.ts';
import { baccaratOdds } from './odds.ts';
import { scriptedRng } from './scripted-rng.ts';

const card = (rank: number, suit: Card['suit'] = 'S'): Card => ({ rank, suit });

/** Deals the given ranks in order and fails the test if the round asks for a card too many. */
function roundOn(...ranks: number[]) {
  const cards = ranks.map((rank) => card(rank));
  const hand = playRound(() => {
    const next = cards.shift();
    if (!next) throw new Error('the round drew more cards than scripted');
    return next;
  });
  return { hand, unused: cards.length };
}

const ranks = (cards: Card[]) => cards.map((c) => c.rank);

describe('third-card rules', () => {
  // The banker's tableau: row = banker's two-card total, column = player's third card value 0..9.
  const tableau = [
    'DDDDDDDDDD',
    'DDDDDDDDDD',
    'DDDDDDDDDD',
    'DDDDDDDDSD',
    'SSDDDDDDSS',
    'SSSSDDDDSS',
    'SSSSSSDDSS',
    'SSSSSSSSSS',
  ];

  it('follows the standard banker tableau after a player third card', () => {
    tableau.forEach((row, banker) => {
      [...row].forEach((rule, third) => {
        expect([banker, third, bankerDraws(banker, third)]).toEqual([banker, third, rule === 'D']);
      });
    });
  });

  it('draws the banker on 0 to 5 and stands on 6 and 7 when the player stood', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((total) => bankerDraws(total, null))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('stands both hands on a player natural', () => {
    const { hand, unused } = roundOn(3, 3, 5, 4);
    expect(hand).toMatchObject({ playerTotal: 8, bankerTotal: 7, outcome: 'PLAYER' });
    expect([hand.player.length, hand.banker.length, unused]).toEqual([2, 2, 0]);
  });

  it('stands both hands on a banker natural even when the player has 5', () => {
    const { hand } = roundOn(2, 13, 3, 9);
    expect(hand).toMatchObject({ playerTotal: 5, bankerTotal: 9, outcome: 'BANKER' });
    expect([hand.player.length, hand.banker.length]).toEqual([2, 2]);
  });

  it('draws the banker on 5 when the player stands on 6', () => {
    const { hand, unused } = roundOn(13, 2, 6, 3, 4);
    expect(ranks(hand.banker)).toEqual([2, 3, 4]);
    expect(hand).toMatchObject({ playerTotal: 6, bankerTotal: 9, outcome: 'BANKER' });
    expect(unused).toBe(0);
  });

  it('stands the banker on 6 when the player stands on 7', () => {
    const { hand, unused } = roundOn(7, 6, 12, 11, 1);
    expect(hand).toMatchObject({ playerTotal: 7, bankerTotal: 6, outcome: 'PLAYER' });
    expect(unused).toBe(1);
  });

  it('stands the banker on 3 against a player third card 8 and draws against a 9', () => {
    const stands = roundOn(2, 1, 3, 2, 8, 5);
    expect(stands.hand).toMatchObject({ playerTotal: 3, bankerTotal: 3, outcome: 'TIE' });
    expect([stands.hand.player.length, stands.hand.banker.length, stands.unused]).toEqual([3, 2, 1]);
    const draws = roundOn(2, 1, 3, 2, 9, 5);
    expect(draws.hand).toMatchObject({ playerTotal: 4, bankerTotal: 8, outcome: 'BANKER' });
    expect(draws.unused).toBe(0);
  });

  it('draws the player on 0 and counts tens and pictures as 0', () => {
    const { hand } = roundOn(13, 4, 12, 3, 1);
    expect(ranks(hand.player)).toEqual([13, 12, 1]);
    expect(hand).toMatchObject({ playerTotal: 1, bankerTotal: 7, outcome: 'BANKER' });
  });
});

describe('the shoe', () => {
  it('deals player, banker, player, banker from the top of an unshuffled shoe', () => {
    const hand = deal(scriptedRng([0, 0, 0, 0, 0, 0]));
    expect(hand.player).toEqual([card(1), card(3), card(5)]);
    expect(hand.banker).toEqual([card(2), card(4)]);
    expect(hand).toMatchObject({ playerTotal: 9, bankerTotal: 6, outcome: 'PLAYER' });
  });

  it('swaps the drawn card with the top one, so no card is dealt twice', () => {
    // The last card (king of clubs) first; then the card that took its place is the old top card.
    const hand = deal(scriptedRng([SHOE_SIZE - 1, SHOE_SIZE - 2, 0, 0, 0, 0]));
    expect(hand.player).toEqual([card(13, 'C'), card(3), card(5)]);
    expect(hand.banker).toEqual([card(1), card(4), card(6)]);
    expect(hand).toMatchObject({ playerTotal: 8, bankerTotal: 1, outcome: 'PLAYER' });
  });

  it('holds each of the 52 cards 8 times and nothing more', () => {
    const draw = freshShoe(seededRng(7));
    const seen = new Map<string, number>();
    for (let i = 0; i < SHOE_SIZE; i++) {
      const { rank, suit } = draw();
      seen.set(`${rank}${suit}`, (seen.get(`${rank}${suit}`) ?? 0) + 1);
    }
    expect(seen.size).toBe(52);
    expect(new Set(seen.values())).toEqual(new Set([8]));
    expect(() => draw()).toThrow('empty');
  });

  it('deals the same round for the same seed', () => {
    expect(deal(seededRng(42))).toEqual(deal(seededRng(42)));
  });
});

describe('settling a round', () => {
  const hand = (outcome: BaccaratHand['outcome'], player: number[], banker: number[]): BaccaratHand => ({
    player: player.map((rank) => card(rank)),
    banker: banker.map((rank) => card(rank)),
    playerTotal: 0,
    bankerTotal: 0,
    outcome,
  });

  it('pays banker wins 0.95 to 1, rounding the winnings down to the minor unit', () => {
    const bankerWins = hand('BANKER', [1, 2], [3, 4]);
    expect(settle({ BANKER: 1000 }, bankerWins)).toEqual({ stake: 1000, payout: 1950 });
    expect(settle({ BANKER: 15 }, bankerWins)).toEqual({ stake: 15, payout: 29 });
    expect(settle({ BANKER: 1 }, bankerWins)).toEqual({ stake: 1, payout: 1 });
    expect(settle({ BANKER: 4_000_000_000_000_001 }, bankerWins)).toEqual({
      stake: 4_000_000_000_000_001,
      payout: 7_800_000_000_000_001,
    });
  });

  it('returns player and banker stakes on a tie and pays the tie 8 to 1', () => {
    const tie = hand('TIE', [1, 2], [3, 10]);
    expect(settle({ PLAYER: 100, BANKER: 200, TIE: 50 }, tie)).toEqual({ stake: 350, payout: 750 });
  });

  it('pays a pair 11 to 1 alongside the outcome, and nothing for the other side without a pair', () => {
    const playerPair = hand('PLAYER', [5, 5, 1], [13, 1]);
    expect(settle({ PLAYER: 100, PLAYER_PAIR: 10, BANKER_PAIR: 10, BANKER: 100 }, playerPair)).toEqual({
      stake: 220,
      payout: 320,
    });
  });

  it('counts a pair by rank, not by point value', () => {
    expect(settle({ BANKER_PAIR: 10 }, hand('BANKER', [1, 2], [10, 13])).payout).toBe(0);
    expect(settle({ BANKER_PAIR: 10 }, hand('BANKER', [1, 2], [13, 13])).payout).toBe(120);
  });

  it('pays nothing on losing bets', () => {
    expect(settle({ PLAYER: 500, TIE: 100 }, hand('BANKER', [1, 2], [3, 4]))).toEqual({
      stake: 600,
      payout: 0,
    });
  });

  it('refuses negative and fractional stakes', () => {
    const any = hand('PLAYER', [1, 2], [3, 4]);
    expect(() => settle({ PLAYER: -1 }, any)).toThrow(RangeError);
    expect(() => settle({ TIE: 1.5 }, any)).toThrow(RangeError);
  });
});

/**
 * Statistical tests on crypto-random deals. Each chi-square test rejects at significance 0.001, so a
 * correct engine fails this block with probability at most 0.002 (two tests).
 */
describe('crypto-random deals', () => {
  const DEALS = 200_000;
  let hands: BaccaratHand[] = [];
  beforeAll(() => {
    const rng = cryptoRng();
    hands = Array.from({ length: DEALS }, () => deal(rng));
  });

  it('give PLAYER, BANKER and TIE as often as the exact probabilities say', () => {
    const outcomes = ['PLAYER', 'BANKER', 'TIE'] as const;
    const observed = outcomes.map((outcome) => hands.filter((h) => h.outcome === outcome).length);
    const { probability } = baccaratOdds();
    const test = chiSquareTest(
      observed,
      outcomes.map((outcome) => probability[outcome]),
    );
    expect(test.degreesOfFreedom).toBe(2);
    expect(test.pValue).toBeGreaterThan(SIGNIFICANCE);
  });

  it('deal every rank equally often as the first card', () => {
    // Only the first card of each round: the later cards of a round depend on the earlier ones (the
    // third-card rules), so pooling them would not be independent draws from a uniform law.
    const observed = Array.from({ length: 13 }, () => 0);
    for (const h of hands) observed[h.player[0]!.rank - 1]! += 1;
    const test = chiSquareTest(
      observed,
      observed.map(() => 1 / 13),
    );
    expect(test.degreesOfFreedom).toBe(12);
    expect(test.pValue).toBeGreaterThan(SIGNIFICANCE);
  });
});
