import { describe, expect, it } from 'vitest';
import { cryptoRng, seededRng } from '../../rng.ts';
import { slotDefinition } from './catalogue.ts';
import { compileRules, evaluateScreen, FREE_SPIN_CAP, gridAt, type RulesSpec, spin } from './engine.ts';
import { exactMoments, exactRtp } from './rtp.ts';
import { THEME_NAMES, THEMES } from './themes.ts';

/** Two-sided 99.99%: a correct engine fails one theme's check once in 10,000 runs (4 themes: 0.04%). */
const Z = 3.89;
/** Spins per theme (with the exact variance, about 3 s for the four on a busy 2-core machine). */
const SPINS = 400_000;

describe.each(THEME_NAMES)('%s', (theme) => {
  const def = slotDefinition('GAME', 'Game', theme);

  it('has an exact RTP within 0.05 points of its target', () => {
    expect(Math.abs(exactRtp(def) - THEMES[theme].targetRtp)).toBeLessThanOrEqual(0.0005);
  });

  it('returns what the exact RTP says within the confidence interval of its spin count', () => {
    // the mean from every screen must agree with the one from per-reel frequencies
    const moments = exactMoments(def);
    expect(moments.rtp).toBeCloseTo(def.rtp, 12);
    const stake = def.betLevels[0]!;
    const rng = cryptoRng();
    let won = 0;
    for (let i = 0; i < SPINS; i++) won += spin(def, stake, rng).totalWin;
    const simulated = won / (stake * SPINS);
    const tolerance = (Z * Math.sqrt(moments.variance)) / Math.sqrt(SPINS);
    expect(Math.abs(simulated - def.rtp)).toBeLessThanOrEqual(tolerance);
  });
});

describe('exact calculation', () => {
  const tiny = (strip: string, freeSpins: RulesSpec['freeSpins']) =>
    compileRules({
      symbols: [
        { code: 'A', key: 'A', kind: 'regular', pays: [5, 10, 20] },
        { code: 'K', key: 'K', kind: 'regular', pays: [2, 4, 8] },
        { code: 'W', key: 'wild', kind: 'wild', pays: [10, 20, 50] },
        { code: 'S', key: 'scatter', kind: 'scatter', pays: [1, 2, 3] },
      ],
      strips: [strip, strip, strip, strip, strip],
      freeSpins,
    });

  it('applies the cap of free spins a round as the engine does', () => {
    // every window shows one scatter per reel: every screen awards 20 spins, so every round plays
    // exactly FREE_SPIN_CAP of them, each an independent screen
    const rules = tiny('SAW', { awards: [1, 5, 20], multiplier: 2 });
    expect(spin(rules, 20, seededRng(3)).freeSpins).toHaveLength(FREE_SPIN_CAP);
    // the mean and variance of one screen, from the engine itself over all 3^5 stops
    const pays: number[] = [];
    for (let stops = 0; stops < 3 ** 5; stops++) {
      const grid = gridAt(
        rules,
        [0, 1, 2, 3, 4].map((reel) => Math.floor(stops / 3 ** reel) % 3),
      );
      pays.push(evaluateScreen(rules, grid, 1, 1).win / 20);
    }
    const mean = pays.reduce((sum, pay) => sum + pay, 0) / pays.length;
    const variance = pays.reduce((sum, pay) => sum + (pay - mean) ** 2, 0) / pays.length;
    expect(exactRtp(rules)).toBeCloseTo(mean * (1 + 2 * FREE_SPIN_CAP), 10);
    const moments = exactMoments(rules);
    expect(moments.rtp).toBeCloseTo(mean * (1 + 2 * FREE_SPIN_CAP), 10);
    expect(moments.variance).toBeCloseTo(variance * (1 + 4 * FREE_SPIN_CAP), 8);
  });

  it('gives the variance a simulation of a game with frequent retriggers finds', () => {
    // a scatter in a quarter of the windows: free spins in one spin of ten, and as often in free spins
    const rules = tiny('SAKAWKAKKAAK', { awards: [2, 3, 5], multiplier: 3 });
    const { rtp, variance } = exactMoments(rules);
    expect(exactRtp(rules)).toBeCloseTo(rtp, 12);
    const rng = seededRng(2024);
    const n = 200_000;
    let sum = 0;
    let square = 0;
    for (let i = 0; i < n; i++) {
      const x = spin(rules, 20, rng).totalWin / 20;
      sum += x;
      square += x * x;
    }
    const mean = sum / n;
    // seeded, so it cannot flake; the tolerances are about four standard errors of each estimate
    expect(Math.abs(mean - rtp)).toBeLessThan(4 * Math.sqrt(variance / n));
    expect(Math.abs(square / n - mean * mean - variance) / variance).toBeLessThan(0.05);
  });
});
