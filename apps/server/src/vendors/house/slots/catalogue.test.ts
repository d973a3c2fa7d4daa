import { SlotGameInfo } from '@portal/contracts/vendors.schema';
import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../db/seed/catalogue.ts';
import { houseEngineOf } from '../../adapters.ts';
import { BET_LEVELS, betLevelsFrom, gameInfo, slotDefinition, themeFor } from './catalogue.ts';
import { PAYLINES } from './engine.ts';
import { exactRtp } from './rtp.ts';
import { THEME_NAMES, THEMES } from './themes.ts';

describe('themeFor', () => {
  it('gives themed motifs their theme', () => {
    expect(themeFor('DRAGON_FORTUNE', 'dragon')).toBe('dragon');
    expect(themeFor('GOLDEN_TEMPLE', 'temple')).toBe('temple');
    expect(themeFor('LOTUS_BLOOM', 'lotus')).toBe('temple');
    expect(themeFor('NEBULA_NIGHTS', 'star')).toBe('cosmic');
    expect(themeFor('ROCKET_REELS', 'rocket')).toBe('cosmic');
    expect(themeFor('NEON_KOI', 'fish')).toBe('ocean');
  });

  it('hashes any other game to the same theme every time', () => {
    const theme = themeFor('HEART_OF_GOLD', 'heart');
    expect(THEME_NAMES).toContain(theme);
    expect(themeFor('HEART_OF_GOLD', 'heart')).toBe(theme);
    expect(themeFor('HEART_OF_GOLD')).toBe(theme);
  });

  it('spreads the catalogue slots over every theme', () => {
    const slots = GAMES.filter(
      (g) =>
        houseEngineOf({
          vendorCode: g.vendor,
          gameCode: g.code,
          gameType: g.gameType,
          gameClassify: g.classify,
        }) === 'slot',
    );
    const used = new Set(slots.map((g) => themeFor(g.code, g.motif)));
    expect(slots.length).toBeGreaterThan(20);
    expect([...used].sort()).toEqual([...THEME_NAMES].sort());
  });
});

describe('gameInfo', () => {
  it('describes the game exactly as the contract says', () => {
    const info = gameInfo(slotDefinition('TWIN_DRAGONS', 'Twin Dragons', 'dragon'));
    expect(Compile(SlotGameInfo).Check(info)).toBe(true);
    expect(Object.keys(info).sort()).toEqual(Object.keys(SlotGameInfo.properties).sort());
    expect(info).toMatchObject({
      gameCode: 'TWIN_DRAGONS',
      title: 'Twin Dragons',
      theme: 'dragon',
      reels: 5,
      rows: 3,
      paylines: PAYLINES,
      betLevels: BET_LEVELS,
      freeSpins: { awards: [8, 12, 20], multiplier: 2 },
    });
    expect(info.symbols.map((s) => s.key)).toEqual(THEMES.dragon.symbols.map((s) => s.key));
    expect(info.symbols.find((s) => s.kind === 'wild')?.pays).toEqual([100, 400, 1500]);
    // the exact RTP in percent, to two decimals
    expect(info.rtp).toBe(Math.round(exactRtp(slotDefinition('X', 'X', 'dragon')) * 10_000) / 100);
    expect(info.rtp).toBeCloseTo(96.5, 1);
  });

  it('offers only stakes that are whole numbers of line bets', () => {
    for (const stake of BET_LEVELS) expect(stake % PAYLINES.length).toBe(0);
  });
});

describe('betLevelsFrom', () => {
  it('offers no stake below the game’s minimum bet', () => {
    expect(betLevelsFrom(0, 20)).toEqual(BET_LEVELS);
    expect(betLevelsFrom(50, 20)).toEqual([100, 200, 400, 1000, 2000, 4000, 10_000]);
    expect(betLevelsFrom(100, 20)[0]).toBe(100);
    expect(betLevelsFrom(200, 20)[0]).toBe(200);
  });

  it('rounds a minimum above every level up to whole lines', () => {
    expect(betLevelsFrom(10_010, 20)).toEqual([10_020]);
    expect(betLevelsFrom(20_000, 20)).toEqual([20_000]);
  });

  it('keeps every catalogue slot at or above its minimum, with a stake to play', () => {
    for (const game of GAMES) {
      const def = slotDefinition(game.code, game.title, 'dragon', game.minBet);
      expect(def.betLevels.length, game.code).toBeGreaterThan(0);
      expect(Math.min(...def.betLevels), game.code).toBeGreaterThanOrEqual(game.minBet);
    }
  });
});
