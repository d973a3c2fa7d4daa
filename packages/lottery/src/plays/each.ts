import type { Play, Selection } from '../types.ts';
import { definePlay, type PlaySpec, type Verdict, WIN } from './play.ts';

/**
 * Plays where every selection is a bet of its own (a sum, a position's number, big or small, a lô
 * number): the pick makes as many bets as it has selections, over all its rows.
 */
export type EachSpec<D> = PlaySpec & {
  /** How the selections of `row` fare against the draw (the draw read once per row, not per selection). */
  judge(draw: D, row: number): (selection: Selection) => Verdict;
  /** The odds key of a selection: one price unless a play prices selections apart (sums, zodiac). */
  oddsKey?(selection: Selection, draw: D): string;
};

export function eachPlay<D>(spec: EachSpec<D>): Play<D> {
  const keyOf = spec.oddsKey ?? (() => WIN);
  return definePlay(spec, {
    kind: 'each',
    size: 1,
    rowMin: 0,
    count: (pick) => pick.reduce((n, row) => n + row.length, 0),
    expand: (pick) => pick.flatMap((row, r) => row.map((value) => ({ row: r, values: [value] }))),
    judge: (combination, draw) => spec.judge(draw, combination.row)(combination.values[0] as Selection),
    oddsKey: (combination, draw) => keyOf(combination.values[0] as Selection, draw),
    settle(pick, draw, into) {
      for (const [r, selections] of pick.entries()) {
        if (selections.length === 0) continue;
        const verdictOf = spec.judge(draw, r);
        for (const selection of selections) {
          const verdict = verdictOf(selection);
          if (verdict !== 0) into.add(verdict, keyOf(selection, draw));
        }
      }
    },
    randomPick(rng) {
      const r = rng.int(spec.rows.length);
      const pool = spec.rows[r]?.pool ?? [];
      return spec.rows.map((_, i) => (i === r ? [pool[rng.int(pool.length)] as Selection] : []));
    },
  });
}
