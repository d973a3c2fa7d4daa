import { describe, expect, it } from 'vitest';
import { baccaratOdds, tableGameInfo } from './odds.ts';

describe('exact baccarat odds for a fresh 8-deck shoe', () => {
  it('counts every ordered 6-card sequence exactly once, split as the published 8-deck table', () => {
    const { counts } = baccaratOdds();
    expect(counts.total).toBe(416 * 415 * 414 * 413 * 412 * 411);
    expect(counts.PLAYER + counts.BANKER + counts.TIE).toBe(counts.total);
    // Wizard of Odds, "Baccarat house edge", 8 decks: combinations out of 4,998,398,275,503,360.
    expect(counts).toMatchObject({
      BANKER: 2_292_252_566_437_888,
      PLAYER: 2_230_518_282_592_256,
      TIE: 475_627_426_473_216,
    });
  });

  it('gives the known probabilities of each outcome', () => {
    const { probability } = baccaratOdds();
    expect(Math.abs(probability.BANKER - 0.458597)).toBeLessThan(1e-5);
    expect(Math.abs(probability.PLAYER - 0.446247)).toBeLessThan(1e-5);
    expect(Math.abs(probability.TIE - 0.095156)).toBeLessThan(1e-5);
  });

  it('gives a pair in the first two cards 31 times in 415 on each side', () => {
    const { counts } = baccaratOdds();
    expect(BigInt(counts.PLAYER_PAIR) * 415n).toBe(BigInt(counts.total) * 31n);
    expect(counts.BANKER_PAIR).toBe(counts.PLAYER_PAIR);
  });

  it('derives the RTP of each bet from the paytable', () => {
    const { rtp } = baccaratOdds();
    expect(rtp.BANKER).toBeCloseTo(0.989421, 6);
    expect(rtp.PLAYER).toBeCloseTo(0.987649, 6);
    expect(rtp.TIE).toBeCloseTo(0.856404, 6);
    expect(rtp.PLAYER_PAIR).toBeCloseTo(372 / 415, 12);
    expect(rtp.BANKER_PAIR).toBeCloseTo(372 / 415, 12);
  });
});

describe('the table as the game page sees it', () => {
  it('offers the chips within the table limits with the payout odds and RTP in percent', () => {
    const info = tableGameInfo('BACCARAT_1', 'Baccarat', { minBet: 100, maxBet: 10_000 });
    expect(info).toEqual({
      gameCode: 'BACCARAT_1',
      title: 'Baccarat',
      chips: [100, 500, 1000, 5000, 10_000],
      minBet: 100,
      maxBet: 10_000,
      odds: { PLAYER: 1, BANKER: 0.95, TIE: 8, PLAYER_PAIR: 11, BANKER_PAIR: 11 },
      rtp: { PLAYER: 98.7649, BANKER: 98.9421, TIE: 85.6404, PLAYER_PAIR: 89.6386, BANKER_PAIR: 89.6386 },
    });
  });

  it('takes the chips it is given and falls back to the minimum bet when none fits', () => {
    expect(tableGameInfo('B', 'B', { minBet: 10, maxBet: 50, chips: [10, 20, 100] }).chips).toEqual([10, 20]);
    expect(tableGameInfo('B', 'B', { minBet: 50, maxBet: 80 }).chips).toEqual([50]);
  });

  it('offers no chip below the table minimum', () => {
    expect(tableGameInfo('B', 'B', { minBet: 1000, maxBet: 1_000_000 }).chips).toEqual([
      1000, 5000, 10_000, 50_000,
    ]);
  });
});
