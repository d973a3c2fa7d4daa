import { choose, subsets } from '../combinatorics.ts';
import { drawDistinct } from '../random.ts';
import type { Play, Selection } from '../types.ts';
import { definePlay, type PlaySpec, WIN } from './play.ts';

/**
 * How a bet of `size` values must stand to the draw's target set T to win:
 * - `within`: every value of the bet is in T (11x5 any-2..5, xiên, two different);
 * - `covers`: every value of T is in the bet (11x5 any-6..8: all five drawn among the bet's numbers);
 * - `equals`: the bet is T (group 6, front-2 group, three different).
 */
export type Relation = 'within' | 'covers' | 'equals';

/** Plays whose bets are the `size`-subsets of one picked row: k picks make C(k, size) bets. */
export type SubsetSpec<D> = PlaySpec & {
  readonly size: number;
  readonly relation: Relation;
  /** The set the bets are judged against, or null when no bet can win. */
  target(draw: D): ReadonlySet<Selection> | null;
};

function holds(relation: Relation, bet: readonly Selection[], target: ReadonlySet<Selection>): boolean {
  if (relation === 'covers') return [...target].every((value) => bet.includes(value));
  const inside = bet.every((value) => target.has(value));
  return relation === 'within' ? inside : inside && target.size === bet.length;
}

export function subsetPlay<D>(spec: SubsetSpec<D>): Play<D> {
  const n = spec.size;
  return definePlay(spec, {
    kind: 'subset',
    size: n,
    rowMin: n,
    count: (pick) => choose(pick[0]?.length ?? 0, n),
    expand: (pick) => [...subsets(pick[0] ?? [], n)].map((values) => ({ row: 0, values })),
    judge(combination, draw) {
      const target = spec.target(draw);
      return target && holds(spec.relation, combination.values, target) ? 1 : 0;
    },
    oddsKey: () => WIN,
    settle(pick, draw, into) {
      const target = spec.target(draw);
      if (!target) return;
      const picked = pick[0] ?? [];
      const k = picked.length;
      const t = target.size;
      // h of the k picked values are in T: the bets within T are the n-subsets of those h; the bets
      // covering T hold all t of them (h = t) plus any n - t of the other k - t picks.
      const h = picked.filter((value) => target.has(value)).length;
      if (spec.relation === 'within') into.add(choose(h, n), WIN);
      else if (spec.relation === 'covers') into.add(h === t ? choose(k - t, n - t) : 0, WIN);
      else into.add(h === n && t === n ? 1 : 0, WIN);
    },
    randomPick: (rng) => [drawDistinct(rng, spec.rows[0]?.pool ?? [], n)],
  });
}
