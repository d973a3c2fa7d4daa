import { expect, it } from 'vitest';
import { chiSquareTest } from '../../chi-square.ts';
import { cryptoRng, type Rng } from '../../rng.ts';
import { slotDefinition } from './catalogue.ts';
import { gridAt, REELS, spin } from './engine.ts';

const SPINS = 200_000;
/** Per reel; the five reels together reject a correct engine once in a thousand runs (Bonferroni). */
const SIGNIFICANCE = 0.001 / REELS;

it('shows every stop of every reel equally often, one crypto draw per reel', () => {
  const def = slotDefinition('DRAGON_FORTUNE', 'Dragon Fortune', 'dragon');
  const crypto = cryptoRng();
  const stops: number[] = [];
  const recording: Rng = {
    int(maxExclusive) {
      const stop = crypto.int(maxExclusive);
      stops.push(stop);
      return stop;
    },
  };
  const counts = def.strips.map((strip) => new Array<number>(strip.length).fill(0));
  let screens = 0;
  let mismatches = 0;
  for (let i = 0; i < SPINS; i++) {
    stops.length = 0;
    const outcome = spin(def, 20, recording);
    const shown = [outcome.base, ...outcome.freeSpins];
    screens += shown.length;
    // each screen is the five windows at its five draws, in reel order
    if (stops.length !== REELS * shown.length) mismatches++;
    shown.forEach((screen, s) => {
      const own = stops.slice(s * REELS, (s + 1) * REELS);
      own.forEach((stop, reel) => {
        counts[reel]![stop]!++;
      });
      const expected = gridAt(def, own);
      if (!expected.every((column, reel) => column.every((id, row) => screen.grid[reel]?.[row] === id))) {
        mismatches++;
      }
    });
  }
  expect(mismatches).toBe(0);
  expect(screens).toBeGreaterThan(SPINS);
  counts.forEach((observed) => {
    const uniform = new Array<number>(observed.length).fill(1 / observed.length);
    expect(chiSquareTest(observed, uniform).pValue).toBeGreaterThan(SIGNIFICANCE);
  });
});
