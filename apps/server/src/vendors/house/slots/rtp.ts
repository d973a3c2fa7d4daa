import {
  freeSpinAward,
  payFor,
  REELS,
  ROWS,
  RUN_ENDS,
  RUN_SLOTS,
  RUN_START,
  type SlotRules,
} from './engine.ts';

/**
 * The exact theoretical return of a slot (DESIGN.md 5b), from its strips and paytable, without
 * simulation. Everything is per unit of stake and per paid spin, its free spins included.
 *
 * - Lines: a uniform stop shows every row of a strip with the strip's symbol frequencies, and the
 *   five cells of a payline lie on five independent reels; so each of the 20 lines has the same pay
 *   distribution, found by running the engine's line-run automaton over the per-reel frequencies.
 * - Scatters: the count on the screen from each reel's 3-row windows, convolved over the reels.
 * - Free spins: use the base strips, so each pays `multiplier` times the base spin's mean; how many
 *   are played comes from a recursion over (spins played, spins awarded) that applies the round's cap
 *   exactly as the engine does, so the cap is part of the figure, not ignored.
 * - The variance needs the joint pay of all lines and the scatters on one screen, which share cells:
 *   `exactMoments` enumerates every screen (the product of the strip lengths, pruned once no line can
 *   still pay) and feeds its moments to the same free-spin recursion, to second order.
 */

/** Per reel, the probability of each symbol in any one row. */
function symbolOdds(rules: SlotRules): Float64Array[] {
  return rules.strips.map((strip) => {
    const odds = new Float64Array(rules.symbols.length);
    for (const symbol of strip) odds[symbol]! += 1 / strip.length;
    return odds;
  });
}

/** Mean pay of one payline, in line bets. */
function linePayMean(rules: SlotRules): number {
  const symbolCount = rules.symbols.length;
  const states = rules.runNext.length / symbolCount;
  const odds = symbolOdds(rules);
  let reached = new Float64Array(states);
  reached[RUN_START] = 1;
  let mean = 0;
  for (let reel = 0; reel < REELS; reel++) {
    const next = new Float64Array(states);
    for (let state = 0; state < states; state++) {
      const p = reached[state]!;
      if (p === 0) continue;
      for (let symbol = 0; symbol < symbolCount; symbol++) {
        const q = p * odds[reel]![symbol]!;
        if (q === 0) continue;
        const after = rules.runNext[state * symbolCount + symbol]!;
        if (after === RUN_ENDS) mean += q * rules.runPay[state * RUN_SLOTS + reel]!;
        else next[after]! += q;
      }
    }
    reached = next;
  }
  reached.forEach((p, state) => {
    mean += p * rules.runPay[state * RUN_SLOTS + REELS]!;
  });
  return mean;
}

/** Scatters in each stop's window, per reel. */
function windowScatters(rules: SlotRules): Uint8Array[] {
  return rules.strips.map((strip) => {
    const counts = new Uint8Array(strip.length);
    for (let stop = 0; stop < strip.length; stop++) {
      for (let row = 0; row < ROWS; row++) {
        if (strip[(stop + row) % strip.length] === rules.scatter) counts[stop]!++;
      }
    }
    return counts;
  });
}

/** How many stop combinations of reels `from`..REELS-1 show each number of scatters. */
function scatterCombinations(rules: SlotRules, from: number): Float64Array {
  let ways = new Float64Array(REELS * ROWS + 1);
  ways[0] = 1;
  for (const counts of windowScatters(rules).slice(from)) {
    const next = new Float64Array(ways.length);
    for (let k = 0; k < ways.length; k++) {
      if (ways[k] === 0) continue;
      for (const c of counts) next[k + c]! += ways[k]!;
    }
    ways = next;
  }
  return ways;
}

/** P(k scatters on the screen), k = 0..15. */
export function scatterOdds(rules: SlotRules): Float64Array {
  const ways = scatterCombinations(rules, 0);
  const total = ways.reduce((sum, w) => sum + w, 0);
  return ways.map((w) => w / total);
}

/** The moments of one screen's pay B (per unit stake, before any free-spin multiplier). */
type ScreenMoments = {
  /** P(k scatters). */
  odds: Float64Array;
  mean: number;
  /** E[B; k scatters]: the part of the mean on screens with k scatters. */
  meanByScatters: Float64Array;
  /** E[B^2]; NaN when only the mean was computed. */
  square: number;
  /** P(B > 0); NaN when only the mean was computed. */
  hitRate: number;
};

/**
 * Mean and second moment of the free spins played from a number awarded: for every (played p,
 * awarded a) the free spins still to come pay F(p, a) = m B + F(p + 1, min(cap, a + award(k))), B and
 * k being the next spin's pay and scatters. Returns E[F(0, a)] and E[F(0, a)^2] by a.
 */
function freeSpinMoments(rules: SlotRules, screen: ScreenMoments) {
  const { cap, multiplier: m } = rules.freeSpins;
  const size = cap + 1;
  const first = new Float64Array(size * size);
  const second = new Float64Array(size * size);
  const counts = screen.odds.length;
  for (let p = cap - 1; p >= 0; p--) {
    for (let a = p + 1; a <= cap; a++) {
      let mean = m * screen.mean;
      let square = m * m * screen.square;
      for (let k = 0; k < counts; k++) {
        const odds = screen.odds[k]!;
        if (odds === 0) continue;
        const then = (p + 1) * size + Math.min(cap, a + freeSpinAward(rules, k));
        mean += odds * first[then]!;
        square += 2 * m * screen.meanByScatters[k]! * first[then]! + odds * second[then]!;
      }
      first[p * size + a] = mean;
      second[p * size + a] = square;
    }
  }
  return { mean: (a: number) => first[a]!, square: (a: number) => second[a]! };
}

/** Mean and variance of a whole paid spin (base screen and its free spins) per unit stake. */
function roundMoments(rules: SlotRules, screen: ScreenMoments) {
  const free = freeSpinMoments(rules, screen);
  let mean = screen.mean;
  let square = screen.square;
  screen.odds.forEach((odds, k) => {
    const awarded = Math.min(rules.freeSpins.cap, freeSpinAward(rules, k));
    mean += odds * free.mean(awarded);
    square += 2 * screen.meanByScatters[k]! * free.mean(awarded) + odds * free.square(awarded);
  });
  return { mean, variance: square - mean * mean };
}

/** The exact RTP as a fraction of the stake (0.965 for 96.5%): lines, scatters and free spins. */
export function exactRtp(rules: SlotRules): number {
  const odds = scatterOdds(rules);
  const scatter = rules.symbols[rules.scatter]!;
  const scatterMean = odds.reduce((sum, p, k) => sum + p * payFor(scatter, k), 0);
  const mean = linePayMean(rules) + scatterMean;
  // the mean of the free spins needs only P(k) and the mean pay; the other moments feed the variance
  const unused = { meanByScatters: new Float64Array(odds.length), square: Number.NaN, hitRate: Number.NaN };
  return roundMoments(rules, { odds, mean, ...unused }).mean;
}

/** Moments of one screen's pay from every screen: the product of the strip lengths, pruned. */
function screenMoments(rules: SlotRules): ScreenMoments {
  const { paylines, runNext, runPay } = rules;
  const lines = paylines.length;
  const symbolCount = rules.symbols.length;
  const scatter = rules.symbols[rules.scatter]!;
  // symbol at (stop, row) of each reel, and the row each line reads on each reel
  const windows = rules.strips.map((strip) =>
    Uint8Array.from(
      { length: strip.length * ROWS },
      (_, i) => strip[(Math.floor(i / ROWS) + (i % ROWS)) % strip.length]!,
    ),
  );
  const rowOf = Array.from({ length: REELS }, (_, reel) => Int8Array.from(paylines, (rows) => rows[reel]!));
  const scattersAt = windowScatters(rules);
  const restOf = Array.from({ length: REELS + 1 }, (_, reel) => scatterCombinations(rules, reel));
  // scatter pay by count, in line bets like the line pays
  const scatterPay = Float64Array.from({ length: REELS * ROWS + 1 }, (_, k) => payFor(scatter, k) * lines);
  // the lines still running before each reel: index and automaton state
  const aliveLine = Array.from({ length: REELS + 1 }, () => new Int32Array(lines));
  const aliveState = Array.from({ length: REELS + 1 }, () => new Int32Array(lines));
  for (let line = 0; line < lines; line++) aliveLine[0]![line] = line;
  aliveState[0]!.fill(RUN_START);

  const ways = new Float64Array(REELS * ROWS + 1);
  const payByScatters = new Float64Array(REELS * ROWS + 1);
  // [sum of weight * pay^2, weight of screens that pay]
  const sums = new Float64Array(2);
  const add = (weight: number, scatters: number, pay: number) => {
    ways[scatters]! += weight;
    payByScatters[scatters]! += weight * pay;
    sums[0]! += weight * pay * pay;
    if (pay > 0) sums[1]! += weight;
  };
  // no line can pay any more: only the scatters on the remaining reels matter
  const addRest = (reel: number, scatters: number, paid: number) => {
    const rest = restOf[reel]!;
    for (let more = 0; more < rest.length - scatters; more++) {
      const weight = rest[more]!;
      if (weight > 0) add(weight, scatters + more, paid + scatterPay[scatters + more]!);
    }
  };

  const visit = (reel: number, scatters: number, paid: number, alive: number) => {
    const window = windows[reel]!;
    const rows = rowOf[reel]!;
    const inLine = aliveLine[reel]!;
    const inState = aliveState[reel]!;
    const outLine = aliveLine[reel + 1]!;
    const outState = aliveState[reel + 1]!;
    const scatterCounts = scattersAt[reel]!;
    const stops = scatterCounts.length;
    const last = reel === REELS - 1;
    for (let stop = 0; stop < stops; stop++) {
      let pay = paid;
      let still = 0;
      for (let i = 0; i < alive; i++) {
        const line = inLine[i]!;
        const state = inState[i]!;
        const next = runNext[state * symbolCount + window[stop * ROWS + rows[line]!]!]!;
        if (next === RUN_ENDS) {
          pay += runPay[state * RUN_SLOTS + reel]!;
        } else if (last) {
          pay += runPay[next * RUN_SLOTS + REELS]!;
        } else {
          outLine[still] = line;
          outState[still] = next;
          still++;
        }
      }
      const k = scatters + scatterCounts[stop]!;
      if (last) add(1, k, pay + scatterPay[k]!);
      else if (still === 0) addRest(reel + 1, k, pay);
      else visit(reel + 1, k, pay, still);
    }
  };
  visit(0, 0, 0, lines);

  const total = rules.strips.reduce((product, strip) => product * strip.length, 1);
  const meanByScatters = payByScatters.map((sum) => sum / total / lines);
  return {
    odds: ways.map((w) => w / total),
    mean: meanByScatters.reduce((sum, m) => sum + m, 0),
    meanByScatters,
    square: sums[0]! / total / (lines * lines),
    hitRate: sums[1]! / total,
  };
}

export type SlotMoments = {
  /** The RTP as a fraction, from every screen (agrees with exactRtp). */
  rtp: number;
  /** Variance of a paid spin's return per unit stake, free spins included. */
  variance: number;
  /** P(the base screen pays anything). */
  hitRate: number;
  /** P(a paid spin triggers free spins). */
  freeSpinRate: number;
};

/** The exact mean and variance of a paid spin's return, by enumerating every screen (about a second). */
export function exactMoments(rules: SlotRules): SlotMoments {
  const screen = screenMoments(rules);
  const { mean, variance } = roundMoments(rules, screen);
  const freeSpinRate = screen.odds.reduce((sum, p, k) => sum + (freeSpinAward(rules, k) > 0 ? p : 0), 0);
  return { rtp: mean, variance, hitRate: screen.hitRate, freeSpinRate };
}
