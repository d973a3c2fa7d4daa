import { LineWin, SlotScreen } from '@portal/contracts/vendors.schema';
import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { type Rng, seededRng } from '../../rng.ts';
import { BET_LEVELS, slotDefinition } from './catalogue.ts';
import { compileRules, evaluateScreen, FREE_SPIN_CAP, scatterCount, spin } from './engine.ts';
import { THEME_NAMES, THEMES } from './themes.ts';

// Hand-made screens on the dragon theme. Pays (line bets): dragon 50/200/800, phoenix 35/125/500,
// koi 25/80/300, coin 20/70/250, A 15/40/150, K 10/35/125, Q 8/20/100, J 8/20/80, wild 100/400/1500;
// scatter 2/10/50 times the stake. Free spins 8/12/20 at x2.
const dragon = THEMES.dragon;
const rules = compileRules(dragon);
const LINES = 20;
const id = (code: string) => dragon.symbols.findIndex((s) => s.code === code);
const WILD = id('W');
const SCATTER = id('S');
/** A screen from five columns of codes, top to bottom. */
const screen = (...columns: string[]) => columns.map((column) => [...column].map(id));
const winOn = (result: SlotScreen, line: number) => result.wins.find((w) => w.line === line);

/** Answers the stop a test wants for each reel, from a function of the draw's index. */
function stopsRng(stopFor: (draw: number) => number): Rng & { draws: () => number } {
  let draw = 0;
  return {
    int(maxExclusive) {
      const stop = stopFor(draw++);
      if (stop >= maxExclusive) throw new Error(`stop ${stop} is off a strip of ${maxExclusive}`);
      return stop;
    },
    draws: () => draw,
  };
}
/** The stop of a reel that shows the last `code` of its strip in `row`. */
const stopShowing = (reel: number, code: string, row: number) => {
  const strip = dragon.strips[reel]!;
  return (strip.lastIndexOf(code) - row + strip.length) % strip.length;
};
/** A stop that shows no scatter: three past the strip's one scatter. */
const stopWithoutScatter = (reel: number) => (stopShowing(reel, 'S', 0) + 3) % dragon.strips[reel]!.length;

describe('line evaluation', () => {
  it('pays a run of three from the leftmost reel on its line and names its cells', () => {
    const result = evaluateScreen(rules, screen('ADQ', 'JDF', 'PDA', 'KQJ', 'CFP'), 1, 1);
    expect(result.wins).toEqual([
      {
        line: 0,
        symbol: id('D'),
        count: 3,
        amount: 50,
        cells: [
          [0, 1],
          [1, 1],
          [2, 1],
        ],
      },
    ]);
    expect(result.win).toBe(50);
  });

  it('lets a wild stand in for the symbol inside a run', () => {
    const result = evaluateScreen(rules, screen('ADQ', 'JWF', 'PDC', 'KDJ', 'CFP'), 1, 1);
    expect(result.wins).toEqual([
      {
        line: 0,
        symbol: id('D'),
        count: 4,
        amount: 200,
        cells: [
          [0, 1],
          [1, 1],
          [2, 1],
          [3, 1],
        ],
      },
    ]);
  });

  it('pays nothing for a run that does not start on the first reel', () => {
    const result = evaluateScreen(rules, screen('AKQ', 'JDF', 'PDC', 'QDJ', 'CDP'), 1, 1);
    expect(result.wins).toEqual([]);
    expect(result.win).toBe(0);
  });

  it('gives leading wilds to the first symbol after them', () => {
    const result = evaluateScreen(rules, screen('QWK', 'JWF', 'SAS', 'KAJ', 'CKP'), 1, 1);
    expect(winOn(result, 0)).toMatchObject({ symbol: id('A'), count: 4, amount: 40 });
    expect(winOn(result, 0)?.cells).toHaveLength(4);
  });

  it('pays the wilds alone when they pay more than the run they start', () => {
    const result = evaluateScreen(rules, screen('KWQ', 'JWF', 'SWS', 'CJA', 'PQD'), 1, 1);
    // W W W J Q: three wilds (100) beat four jacks (20)
    expect(winOn(result, 0)).toEqual({
      line: 0,
      symbol: WILD,
      count: 3,
      amount: 100,
      cells: [
        [0, 1],
        [1, 1],
        [2, 1],
      ],
    });
    // line 7 (rows 1 0 1 2 1) reads W J W A: three jacks, the wilds around the jack standing in
    expect(winOn(result, 7)).toMatchObject({ symbol: id('J'), count: 3, amount: 8 });
  });

  it('pays five wilds as wilds', () => {
    const result = evaluateScreen(rules, screen('AWQ', 'JWF', 'PWC', 'KWJ', 'CWP'), 1, 1);
    expect(winOn(result, 0)).toMatchObject({ symbol: WILD, count: 5, amount: 1500 });
  });

  it('never lets a scatter take part in a line, not even next to a wild', () => {
    expect(evaluateScreen(rules, screen('ADQ', 'JDF', 'PSC', 'KDJ', 'CDP'), 1, 1).wins).toEqual([]);
    expect(winOn(evaluateScreen(rules, screen('AWQ', 'JWF', 'PSC', 'KDJ', 'CDP'), 1, 1), 0)).toBeUndefined();
  });

  it('pays scatters anywhere on the total stake, times the free-spin multiplier', () => {
    const grid = screen('SKQ', 'JCF', 'PDS', 'KQJ', 'CSP');
    const stake = 100;
    const base = evaluateScreen(rules, grid, stake / LINES, 1);
    expect(base.wins).toEqual([
      {
        line: -1,
        symbol: SCATTER,
        count: 3,
        amount: 2 * stake,
        cells: [
          [0, 0],
          [2, 2],
          [4, 1],
        ],
      },
    ]);
    expect(evaluateScreen(rules, grid, stake / LINES, 2).win).toBe(4 * stake);
  });

  it('multiplies line wins by the line bet', () => {
    const grid = screen('ADQ', 'JWF', 'PDC', 'KDJ', 'CFP');
    expect(evaluateScreen(rules, grid, 7, 1).win).toBe(200 * 7);
  });

  it('answers screens that fit the contract exactly', () => {
    const checkScreen = Compile(SlotScreen);
    const checkWin = Compile(LineWin);
    const result = evaluateScreen(rules, screen('SDQ', 'JDF', 'PDS', 'KQJ', 'CSP'), 5, 1);
    expect(result.wins).toHaveLength(2);
    expect(checkScreen.Check(result)).toBe(true);
    expect(Object.keys(result).sort()).toEqual(Object.keys(SlotScreen.properties).sort());
    for (const win of result.wins) {
      expect(checkWin.Check(win)).toBe(true);
      expect(Object.keys(win).sort()).toEqual(Object.keys(LineWin.properties).sort());
    }
  });
});

describe('free spins', () => {
  const def = slotDefinition('DRAGON_FORTUNE', 'Dragon Fortune', 'dragon');
  const stake = 200;
  const lineBet = stake / LINES;
  // base: scatters on reels 1 to 3; a plain free spin: wilds across the middle row, no scatter
  const threeScatters = [0, 1, 2, 3, 4].map((reel) =>
    reel < 3 ? stopShowing(reel, 'S', reel % 3) : stopWithoutScatter(reel),
  );
  const fourScatters = [0, 1, 2, 3, 4].map((reel) =>
    reel < 4 ? stopShowing(reel, 'S', 1) : stopWithoutScatter(reel),
  );
  const fiveScatters = [0, 1, 2, 3, 4].map((reel) => stopShowing(reel, 'S', 2));
  const wildMiddle = [0, 1, 2, 3, 4].map((reel) => stopShowing(reel, 'W', 1));

  it('plays the spins three scatters award at once, every win multiplied', () => {
    const rng = stopsRng((draw) => (draw < 5 ? threeScatters : wildMiddle)[draw % 5]!);
    const outcome = spin(def, stake, rng);
    expect(scatterCount(def, outcome.base.grid)).toBe(3);
    expect(winOn(outcome.base, -1)?.amount).toBe(2 * stake);
    expect(outcome.freeSpins).toHaveLength(8);
    expect(rng.draws()).toBe(5 * 9);
    for (const free of outcome.freeSpins) {
      expect(scatterCount(def, free.grid)).toBe(0);
      expect(winOn(free, 0)).toMatchObject({ symbol: WILD, count: 5, amount: 1500 * lineBet * 2 });
      expect(free.win).toBe(2 * evaluateScreen(def, free.grid, lineBet, 1).win);
    }
    const freeWins = outcome.freeSpins.reduce((sum, free) => sum + free.win, 0);
    expect(outcome.totalWin).toBe(outcome.base.win + freeWins);
  });

  it('adds the spins a free spin retriggers', () => {
    // the third free spin shows four scatters: 12 more
    const rng = stopsRng((draw) => {
      const screenIndex = Math.floor(draw / 5);
      const stops = screenIndex === 0 ? threeScatters : screenIndex === 3 ? fourScatters : wildMiddle;
      return stops[draw % 5]!;
    });
    const outcome = spin(def, stake, rng);
    expect(outcome.freeSpins).toHaveLength(8 + 12);
    expect(winOn(outcome.freeSpins[2]!, -1)?.amount).toBe(10 * stake * 2);
  });

  it('stops awarding at the cap of free spins a round', () => {
    const outcome = spin(
      def,
      stake,
      stopsRng((draw) => fiveScatters[draw % 5]!),
    );
    expect(FREE_SPIN_CAP).toBe(100);
    expect(outcome.freeSpins).toHaveLength(FREE_SPIN_CAP);
    expect(outcome.freeSpins.every((free) => scatterCount(def, free.grid) === 5)).toBe(true);
  });
});

describe('stakes', () => {
  it.each(THEME_NAMES)(
    '%s: the same stops return the same multiple of the stake at every bet level',
    (theme) => {
      const def = slotDefinition('GAME', 'Game', theme);
      const differences: string[] = [];
      let winning = 0;
      for (let seed = 1; seed <= 2000; seed++) {
        const first = spin(def, BET_LEVELS[0]!, seededRng(seed));
        if (first.totalWin > 0) winning++;
        const shape = JSON.stringify([first.base.grid, first.freeSpins.map((free) => free.grid)]);
        for (const stake of BET_LEVELS) {
          const outcome = spin(def, stake, seededRng(seed));
          const same =
            JSON.stringify([outcome.base.grid, outcome.freeSpins.map((free) => free.grid)]) === shape &&
            outcome.totalWin * BET_LEVELS[0]! === first.totalWin * stake;
          if (!same) differences.push(`seed ${seed} stake ${stake}`);
        }
      }
      expect(differences).toEqual([]);
      expect(winning).toBeGreaterThan(500);
    },
  );

  it('refuses a stake that is not a whole number of line bets', () => {
    const def = slotDefinition('GAME', 'Game', 'dragon');
    for (const stake of [0, -20, 10, 30, 20.5, Number.NaN]) {
      expect(() => spin(def, stake, seededRng(1))).toThrow(RangeError);
    }
  });
});
