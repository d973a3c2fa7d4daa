import type { LineWin, SlotScreen, SlotSymbol } from '@portal/contracts/vendors.schema';
import type { Rng } from '../../rng.ts';

/**
 * The in-house slot engine: 5 reels of 3 rows, 20 fixed paylines, a wild and a scatter with free
 * spins. A spin is one uniform stop per reel drawn from the Rng, nothing else, so the outcome does
 * not depend on the stake; every pay is a whole multiple of the line bet (scatters: of the stake),
 * so every win is a whole number of minor units at every bet level and nothing is ever rounded.
 *
 * Line rule: a line pays the run of its symbol from the leftmost reel, wilds standing in for any
 * regular symbol; a run of wilds from the left also pays as wilds, and the line pays the better of
 * the two. Scatters pay anywhere on the stake (5 or more pay as 5) and 3, 4 or 5+ of them award free
 * spins, played at once with every win multiplied; free spins retrigger, up to FREE_SPIN_CAP a round.
 */

export const REELS = 5;
export const ROWS = 3;
/** Free spins one round can award in all, retriggers included: it bounds the round's length and win. */
export const FREE_SPIN_CAP = 100;

/** The 20 paylines, each as the row (0 top) on reels 1 to 5. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

/** A symbol as a theme writes it: `code` is the one character that stands for it in the strips. */
export type SymbolSpec = {
  code: string;
  key: string;
  kind: SlotSymbol['kind'];
  /** Pays for 3, 4 and 5 of a kind: whole multiples of the line bet (scatter: of the stake). */
  pays: readonly [number, number, number];
};

export type RulesSpec = {
  symbols: readonly SymbolSpec[];
  /** One string of symbol codes per reel, top to bottom; a stop shows it and the next two (wrapping). */
  strips: readonly string[];
  /** Free spins for 3, 4 and 5+ scatters, and the multiplier of every win in them. */
  freeSpins: { awards: readonly [number, number, number]; multiplier: number };
};

/** A game's rules compiled for the hot path: symbol ids, strips as ids and the line-run tables. */
export type SlotRules = {
  readonly symbols: readonly SlotSymbol[];
  readonly strips: readonly Uint8Array[];
  readonly paylines: readonly (readonly number[])[];
  readonly freeSpins: {
    readonly awards: readonly number[];
    readonly multiplier: number;
    readonly cap: number;
  };
  readonly wild: number;
  readonly scatter: number;
  /**
   * The line run as a state machine over the reels, left to right. A state is (lead + 1) * 8 + w:
   * `lead` the first regular symbol of the run (-1 while all are wild), `w` the wilds before it.
   * runNext[state * symbols + symbol] is the state after one more reel, or RUN_ENDS.
   */
  readonly runNext: Int16Array;
  /** runPay[state * RUN_SLOTS + n]: the line pay, in line bets, of a run of n reels ending in state. */
  readonly runPay: Float64Array;
};

export const RUN_START = 0;
export const RUN_ENDS = -1;
export const RUN_SLOTS = REELS + 1;

export type SpinOutcome = { base: SlotScreen; freeSpins: SlotScreen[]; totalWin: number };

const runState = (lead: number, wilds: number) => (lead + 1) * 8 + wilds;

/** The pay of `count` of a symbol (0 below 3). */
export function payFor(symbol: SlotSymbol, count: number): number {
  return count < 3 ? 0 : symbol.pays[Math.min(count, REELS) - 3]!;
}

export function compileRules(spec: RulesSpec): SlotRules {
  const ids = new Map(spec.symbols.map((s, id) => [s.code, id]));
  if (ids.size !== spec.symbols.length) throw new Error('symbol codes must be distinct');
  const wild = spec.symbols.findIndex((s) => s.kind === 'wild');
  const scatter = spec.symbols.findIndex((s) => s.kind === 'scatter');
  if (wild < 0 || scatter < 0 || spec.symbols.filter((s) => s.kind !== 'regular').length !== 2) {
    throw new Error('a game has exactly one wild and one scatter');
  }
  for (const s of spec.symbols) {
    if (!s.pays.every((p) => Number.isInteger(p) && p >= 0)) throw new Error(`${s.key}: pays must be whole`);
  }
  if (spec.strips.length !== REELS) throw new Error(`a game has ${REELS} strips`);
  const strips = spec.strips.map((text, reel) => {
    if (text.length < ROWS) throw new Error(`strip ${reel + 1} is shorter than the window`);
    return Uint8Array.from(text, (code) => {
      const id = ids.get(code);
      if (id === undefined) throw new Error(`strip ${reel + 1}: unknown symbol ${code}`);
      return id;
    });
  });
  const symbols: SlotSymbol[] = spec.symbols.map((s, id) => ({
    id,
    key: s.key,
    kind: s.kind,
    pays: [...s.pays],
  }));
  const count = symbols.length;
  const states = (count + 1) * 8;
  const runNext = new Int16Array(states * count).fill(RUN_ENDS);
  const runPay = new Float64Array(states * RUN_SLOTS);
  const wildSymbol = symbols[wild]!;
  for (let lead = -1; lead < count; lead++) {
    if (lead === wild || lead === scatter) continue;
    for (let w = 0; w <= REELS; w++) {
      const state = runState(lead, w);
      for (let symbol = 0; symbol < count; symbol++) {
        let next = RUN_ENDS;
        if (symbol === wild) next = lead < 0 ? runState(-1, w + 1) : state;
        else if (symbol === scatter) next = RUN_ENDS;
        else if (lead < 0) next = runState(symbol, w);
        else if (symbol === lead) next = state;
        if (next !== RUN_ENDS && (next & 7) > REELS) next = RUN_ENDS;
        runNext[state * count + symbol] = next;
      }
      for (let n = 0; n <= REELS; n++) {
        const wildPay = payFor(wildSymbol, lead < 0 ? n : w);
        runPay[state * RUN_SLOTS + n] = lead < 0 ? wildPay : Math.max(wildPay, payFor(symbols[lead]!, n));
      }
    }
  }
  const { awards, multiplier } = spec.freeSpins;
  return {
    symbols,
    strips,
    paylines: PAYLINES,
    freeSpins: { awards: [...awards], multiplier, cap: FREE_SPIN_CAP },
    wild,
    scatter,
    runNext,
    runPay,
  };
}

/** The screen the given stops show: grid[reel][row]. */
export function gridAt(rules: SlotRules, stops: readonly number[]): number[][] {
  const grid: number[][] = new Array(REELS);
  for (let reel = 0; reel < REELS; reel++) {
    const strip = rules.strips[reel]!;
    const length = strip.length;
    const stop = stops[reel]!;
    grid[reel] = [strip[stop]!, strip[(stop + 1) % length]!, strip[(stop + 2) % length]!];
  }
  return grid;
}

function drawGrid(rules: SlotRules, rng: Rng): number[][] {
  const grid: number[][] = new Array(REELS);
  for (let reel = 0; reel < REELS; reel++) {
    const strip = rules.strips[reel]!;
    const length = strip.length;
    const stop = rng.int(length);
    grid[reel] = [strip[stop]!, strip[(stop + 1) % length]!, strip[(stop + 2) % length]!];
  }
  return grid;
}

export function scatterCount(rules: SlotRules, grid: readonly (readonly number[])[]): number {
  let count = 0;
  for (let reel = 0; reel < REELS; reel++) {
    const column = grid[reel]!;
    for (let row = 0; row < ROWS; row++) if (column[row] === rules.scatter) count++;
  }
  return count;
}

/** Free spins awarded for a number of scatters (before the round's cap). */
export function freeSpinAward(rules: SlotRules, scatters: number): number {
  return scatters < 3 ? 0 : rules.freeSpins.awards[Math.min(scatters, REELS) - 3]!;
}

function lineWin(rules: SlotRules, line: number, state: number, run: number, amount: number): LineWin {
  const lead = (state >> 3) - 1;
  const wilds = state & 7;
  // the wilds alone pay more than the run they start: the win is theirs (ties show the longer run)
  const wildWins = lead < 0 || payFor(rules.symbols[rules.wild]!, wilds) > payFor(rules.symbols[lead]!, run);
  const symbol = wildWins ? rules.wild : lead;
  const count = wildWins && lead >= 0 ? wilds : run;
  const rows = rules.paylines[line]!;
  const cells: [number, number][] = [];
  for (let reel = 0; reel < count; reel++) cells.push([reel, rows[reel]!]);
  return { line, symbol, count, amount, cells };
}

/** Pays a screen: every line, then the scatters; `multiplier` is 1 in the base game. */
export function evaluateScreen(
  rules: SlotRules,
  grid: number[][],
  lineBet: number,
  multiplier: number,
): SlotScreen {
  const { runNext, runPay, paylines } = rules;
  const symbolCount = rules.symbols.length;
  const wins: LineWin[] = [];
  let win = 0;
  for (let line = 0; line < paylines.length; line++) {
    const rows = paylines[line]!;
    let state = RUN_START;
    let run = 0;
    while (run < REELS) {
      const next = runNext[state * symbolCount + grid[run]![rows[run]!]!]!;
      if (next === RUN_ENDS) break;
      state = next;
      run++;
    }
    const pay = runPay[state * RUN_SLOTS + run]!;
    if (pay === 0) continue;
    const amount = pay * lineBet * multiplier;
    wins.push(lineWin(rules, line, state, run, amount));
    win += amount;
  }
  const scatters = scatterCount(rules, grid);
  const scatterPay = payFor(rules.symbols[rules.scatter]!, scatters);
  if (scatterPay > 0) {
    const amount = scatterPay * lineBet * paylines.length * multiplier;
    const cells: [number, number][] = [];
    grid.forEach((column, reel) => {
      column.forEach((symbol, row) => {
        if (symbol === rules.scatter) cells.push([reel, row]);
      });
    });
    wins.push({ line: -1, symbol: rules.scatter, count: scatters, amount, cells });
    win += amount;
  }
  return { grid, wins, win };
}

/** The line bet of a stake; a stake must be a whole number of line bets. */
export function lineBetOf(rules: SlotRules, stake: number): number {
  const lines = rules.paylines.length;
  if (!Number.isSafeInteger(stake) || stake < lines || stake % lines !== 0) {
    throw new RangeError(`stake ${stake} is not a whole number of line bets on ${lines} lines`);
  }
  return stake / lines;
}

/** One paid spin: the base screen and the free spins it triggers, all played out now. */
export function spin(rules: SlotRules, stake: number, rng: Rng): SpinOutcome {
  const lineBet = lineBetOf(rules, stake);
  const { multiplier, cap } = rules.freeSpins;
  const baseGrid = drawGrid(rules, rng);
  const base = evaluateScreen(rules, baseGrid, lineBet, 1);
  const freeSpins: SlotScreen[] = [];
  let totalWin = base.win;
  let awarded = Math.min(cap, freeSpinAward(rules, scatterCount(rules, baseGrid)));
  for (let played = 0; played < awarded; played++) {
    const grid = drawGrid(rules, rng);
    const screen = evaluateScreen(rules, grid, lineBet, multiplier);
    freeSpins.push(screen);
    totalWin += screen.win;
    awarded = Math.min(cap, awarded + freeSpinAward(rules, scatterCount(rules, grid)));
  }
  return { base, freeSpins, totalWin };
}
