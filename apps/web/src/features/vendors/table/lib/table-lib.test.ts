import type { VendorRound } from '@portal/contracts/vendors.schema';
import { describe, expect, it } from 'vitest';
import { dealOrder, handTotal, rankLabel, winningBets } from './baccarat.ts';
import { checkDeal, checkPlacement, stakesOf } from './bets.ts';
import { chipLabel } from './chip-label.ts';
import { beadPlate, outcomeOfSummary, roadOf } from './road.ts';

const round = (summary: string): VendorRound => ({
  roundId: summary,
  gameCode: 'baccarat',
  stake: 100,
  payout: 0,
  summary,
  at: '2026-11-23T08:00:00Z',
});

describe('baccarat rules on the page', () => {
  it('counts tens and faces as zero and keeps the last digit', () => {
    expect(
      handTotal([
        { rank: 13, suit: 'S' },
        { rank: 10, suit: 'H' },
      ]),
    ).toBe(0);
    expect(
      handTotal([
        { rank: 8, suit: 'S' },
        { rank: 7, suit: 'H' },
        { rank: 1, suit: 'C' },
      ]),
    ).toBe(6);
    expect([1, 10, 11, 12, 13].map(rankLabel)).toEqual(['A', '10', 'J', 'Q', 'K']);
  });

  it('turns the cards in dealing order, third cards last', () => {
    const order = dealOrder({
      player: [
        { rank: 2, suit: 'S' },
        { rank: 3, suit: 'S' },
        { rank: 4, suit: 'S' },
      ],
      banker: [
        { rank: 5, suit: 'H' },
        { rank: 6, suit: 'H' },
      ],
    });
    expect(order.map((dealt) => `${dealt.side[0]}${dealt.card.rank}`)).toEqual([
      'p2',
      'b5',
      'p3',
      'b6',
      'p4',
    ]);
  });

  it('pays the pair spots on a pair of the first two cards', () => {
    const pair = [
      { rank: 7, suit: 'S' as const },
      { rank: 7, suit: 'D' as const },
    ];
    const none = [
      { rank: 7, suit: 'S' as const },
      { rank: 8, suit: 'D' as const },
    ];
    expect(winningBets({ player: pair, banker: none, outcome: 'TIE' })).toEqual(['TIE', 'PLAYER_PAIR']);
    expect(winningBets({ player: none, banker: pair, outcome: 'BANKER' })).toEqual(['BANKER', 'BANKER_PAIR']);
  });
});

describe('bets and limits', () => {
  const limits = { minBet: 200, maxBet: 1_000 };
  it('refuses a chip that takes a spot above the maximum or the stake above the balance', () => {
    const placed = [{ bet: 'PLAYER' as const, amount: 800 }];
    expect(checkPlacement(placed, { bet: 'PLAYER', amount: 500 }, limits, 10_000)).toEqual({
      code: 'max',
      bet: 'PLAYER',
    });
    expect(checkPlacement(placed, { bet: 'TIE', amount: 500 }, limits, 1_000)).toEqual({ code: 'funds' });
    expect(checkPlacement(placed, { bet: 'TIE', amount: 500 }, limits, 1_300)).toBeNull();
  });

  it('refuses a deal with no chip or a spot under the minimum', () => {
    expect(checkDeal([], limits, 10_000)).toEqual({ code: 'empty' });
    const placed = [
      { bet: 'BANKER' as const, amount: 500 },
      { bet: 'TIE' as const, amount: 100 },
    ];
    expect(checkDeal(placed, limits, 10_000)).toEqual({ code: 'min', bet: 'TIE' });
    expect(stakesOf([...placed, { bet: 'TIE', amount: 100 }])).toEqual({ BANKER: 500, TIE: 200 });
    expect(checkDeal([...placed, { bet: 'TIE', amount: 100 }], limits, 10_000)).toBeNull();
  });
});

describe('road and chips', () => {
  it('reads the winner from the summaries, oldest first, skipping what it cannot read', () => {
    expect(outcomeOfSummary('BANKER 7 : 5')).toBe('BANKER');
    expect(outcomeOfSummary('3 x dragon on line 4')).toBeNull();
    expect(roadOf([round('TIE 6 : 6'), round('?'), round('PLAYER 9 : 5'), round('BANKER 8 : 2')])).toEqual([
      'BANKER',
      'PLAYER',
      'TIE',
    ]);
  });

  it('fills the bead plate down columns of six, padded to the minimum width', () => {
    const outcomes = ['PLAYER', 'BANKER', 'TIE', 'BANKER', 'BANKER', 'PLAYER', 'TIE', 'PLAYER'] as const;
    const plate = beadPlate(outcomes, 6, 3);
    expect(plate.map((column) => column.cells.map((cell) => cell.outcome?.[0] ?? '.').join(''))).toEqual([
      'PBTBBP',
      'TP....',
      '......',
    ]);
    expect(beadPlate(outcomes, 2, 1)).toHaveLength(4);
  });

  it('prints chip values in major units, short for thousands', () => {
    expect([50, 100, 2_500, 100_000, 250_000, 100_000_000].map(chipLabel)).toEqual([
      '0.5',
      '1',
      '25',
      '1K',
      '2.5K',
      '1M',
    ]);
  });
});
