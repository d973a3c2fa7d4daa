import { range, sumWays, tuples } from '../combinatorics.ts';
import { oddsFor } from '../odds.ts';
import type { NumbersDraw } from '../shapes/numbers.ts';
import type { FamilyId, Names, Play, Selection } from '../types.ts';
import { eachPlay } from './each.ts';
import {
  BIG_SMALL_ODD_EVEN,
  bigSmallOddEven,
  DRAGON_TIGER,
  DRAGON_TIGER_TIE,
  dragonTiger,
} from './options.ts';
import type { RowSpec } from './play.ts';
import { WIN } from './play.ts';
import { subsetPlay } from './subset.ts';
import { tuplePlay } from './tuple.ts';

/**
 * Plays over the positions of a numbers draw, shared by ssc, LF, pk10 and 11x5: a position's number,
 * its big/small/odd/even, dragon against tiger, direct tuples and group sets.
 */

/** A position of the draw: its index in the draw and its name ('Hundreds', '1st'). */
export type Position = { readonly at: number; readonly name: Names };

/** Who a play is: family, name, play type, names, and the return its default odds are set for. */
export type Base = {
  readonly family: FamilyId;
  readonly name: string;
  readonly group: string;
  readonly names: Names;
  readonly rtpBp: number;
};

/** The one row of a play that takes a set of numbers. */
export const NUMBERS: Names = { en: 'Numbers', th: 'ตัวเลข' };
const SUM: Names = { en: 'Sum', th: 'ผลรวม' };

const value = (draw: NumbersDraw, position: Position | undefined) => draw[position?.at ?? -1] as number;

function rowsFor(positions: readonly Position[], pool: readonly number[]): RowSpec[] {
  return positions.map((position) => ({ key: `p${position.at + 1}`, name: position.name, pool }));
}

/** Draws of `k` values of an n-pool: n^k, or n!/(n-k)! without repeats. */
function outcomes(n: number, k: number, distinct: boolean): number {
  let total = 1;
  for (let i = 0; i < k; i++) total *= distinct ? n - i : n;
  return total;
}

const sumOf = (draw: NumbersDraw, positions: readonly Position[]) =>
  positions.reduce((total, position) => total + value(draw, position), 0);

/** The sum of the positions (k3's dice, pk10's first two cars, LF's digits), each sum at its own odds. */
export function sumPlay(
  base: Base,
  positions: readonly Position[],
  values: readonly number[],
  distinct: boolean,
) {
  const ways = sumWays(values, positions.length, distinct);
  const all = outcomes(values.length, positions.length, distinct);
  const sums = [...ways.keys()].sort((a, b) => a - b);
  return eachPlay<NumbersDraw>({
    ...base,
    rows: [{ key: 'sum', name: SUM, pool: sums }],
    odds: Object.fromEntries(sums.map((sum) => [String(sum), oddsFor(ways.get(sum) ?? 0, all, base.rtpBp)])),
    oddsKey: (sum) => String(sum),
    judge: (draw) => {
      const shown = sumOf(draw, positions);
      return (sum) => (sum === shown ? 1 : 0);
    },
  });
}

/**
 * Big (from `bigFrom`), small, odd or even of the positions' sum, each option at odds from its own
 * chance; values that `lose` (k3's triples) lose every option.
 */
export function sumBigSmallPlay(
  base: Base,
  positions: readonly Position[],
  values: readonly number[],
  spec: { distinct: boolean; bigFrom: number; lose?: (shown: readonly number[]) => boolean },
) {
  const options = Object.keys(BIG_SMALL_ODD_EVEN);
  const holds = (option: Selection, shown: readonly number[]) =>
    !spec.lose?.(shown) &&
    bigSmallOddEven(
      option,
      shown.reduce((a, b) => a + b, 0),
      spec.bigFrom,
    );
  const all = [...tuples(Array<readonly number[]>(positions.length).fill(values), spec.distinct)];
  return eachPlay<NumbersDraw>({
    ...base,
    tie: spec.lose ? 'lose' : 'none',
    rows: [{ key: 'sum', name: SUM, pool: options, labels: BIG_SMALL_ODD_EVEN }],
    odds: Object.fromEntries(
      options.map((option) => [
        option,
        oddsFor(all.filter((shown) => holds(option, shown)).length, all.length, base.rtpBp),
      ]),
    ),
    oddsKey: (option) => String(option),
    judge: (draw) => {
      const shown = positions.map((position) => value(draw, position));
      return (option) => (holds(option, shown) ? 1 : 0);
    },
  });
}

/** Each selection bets that its position shows that number (ssc 1-star, pk10 position). */
export function positionPick(base: Base, positions: readonly Position[], pool: readonly number[]) {
  return eachPlay<NumbersDraw>({
    ...base,
    rows: rowsFor(positions, pool),
    odds: { [WIN]: oddsFor(1, pool.length, base.rtpBp) },
    judge: (draw, r) => {
      const shown = value(draw, positions[r]);
      return (selection) => (selection === shown ? 1 : 0);
    },
  });
}

/** Big, small, odd or even of a position; `bigFrom` splits the pool in two halves, so each pays 1 in 2. */
export function positionBigSmall(base: Base, positions: readonly Position[], bigFrom: number) {
  return eachPlay<NumbersDraw>({
    ...base,
    rows: positions.map((position) => ({
      key: `p${position.at + 1}`,
      name: position.name,
      pool: Object.keys(BIG_SMALL_ODD_EVEN),
      labels: BIG_SMALL_ODD_EVEN,
    })),
    odds: { [WIN]: oddsFor(1, 2, base.rtpBp) },
    judge: (draw, r) => {
      const shown = value(draw, positions[r]);
      return (option) => (bigSmallOddEven(option, shown, bigFrom) ? 1 : 0);
    },
  });
}

export type Duel = { readonly first: Position; readonly last: Position; readonly name: Names };

/**
 * Dragon (the first position higher) against tiger (the last higher). Over an n-pool with repeats
 * (`tieFrom` = n) the two can be equal: then the tie option wins and dragon and tiger are refunded.
 */
export function dragonTigerPlay(base: Base, duels: readonly Duel[], tieFrom?: number) {
  const options = tieFrom ? DRAGON_TIGER_TIE : DRAGON_TIGER;
  const n = tieFrom ?? 0;
  return eachPlay<NumbersDraw>({
    ...base,
    tie: tieFrom ? 'refund' : 'none',
    rows: duels.map((duel, i) => ({
      key: `d${i + 1}`,
      name: duel.name,
      pool: Object.keys(options),
      labels: options,
    })),
    // with ties: dragon wins (n - 1) / 2n and is refunded 2 / 2n; the tie wins 1 / n
    odds: tieFrom
      ? { [WIN]: oddsFor(n - 1, 2 * n, base.rtpBp, 2), tie: oddsFor(1, n, base.rtpBp) }
      : { [WIN]: oddsFor(1, 2, base.rtpBp) },
    oddsKey: (option) => (option === 'tie' ? 'tie' : WIN),
    judge: (draw, r) => {
      const first = value(draw, duels[r]?.first);
      const last = value(draw, duels[r]?.last);
      return (option) => dragonTiger(option, first, last);
    },
  });
}

/** One number per position in the drawn order (ssc n-star direct, 11x5 front-n direct). */
export function directPlay(
  base: Base,
  positions: readonly Position[],
  pool: readonly number[],
  distinct: boolean,
) {
  return tuplePlay<NumbersDraw>({
    ...base,
    distinct,
    rows: rowsFor(positions, pool),
    odds: { [WIN]: oddsFor(1, outcomes(pool.length, positions.length, distinct), base.rtpBp) },
    target: (draw) => positions.map((position) => value(draw, position)),
  });
}

/**
 * The numbers of the positions in any order, as a set of as many numbers (ssc group 6: three different
 * digits; 11x5 front-2/3 group): a draw with a repeat among them has no winning set.
 */
export function groupPlay(
  base: Base,
  positions: readonly Position[],
  pool: readonly number[],
  distinct: boolean,
) {
  const k = positions.length;
  let orders = 1;
  for (let i = 2; i <= k; i++) orders *= i;
  return subsetPlay<NumbersDraw>({
    ...base,
    size: k,
    relation: 'equals',
    rows: [{ key: 'numbers', name: NUMBERS, pool }],
    odds: { [WIN]: oddsFor(orders, outcomes(pool.length, k, distinct), base.rtpBp) },
    target: (draw) => new Set<Selection>(positions.map((position) => value(draw, position))),
  });
}

/** The repeated value and the other one when exactly two of three values match (1, 2, 1 → [1, 2]), else null. */
export function pairAndSingle(values: readonly number[]): [number, number] | null {
  const [a, b, c] = values as [number, number, number];
  if (a === b && b === c) return null;
  if (a === b) return [a, c];
  if (a === c) return [a, b];
  return b === c ? [b, a] : null;
}

/**
 * Group 3 of three digit positions: a bet is a pair digit and a single digit (k picks make k(k-1) bets),
 * and wins when the three show that pair and that single in any order (3 of 1000 draws).
 */
export function groupThreePlay(
  base: Base,
  positions: readonly [Position, Position, Position],
): Play<NumbersDraw> {
  return tuplePlay<NumbersDraw>({
    ...base,
    distinct: true,
    shared: 2,
    rows: [{ key: 'numbers', name: NUMBERS, pool: range(0, 9) }],
    odds: { [WIN]: oddsFor(3, 1000, base.rtpBp) },
    target: (draw) => pairAndSingle(positions.map((position) => value(draw, position))),
  });
}
