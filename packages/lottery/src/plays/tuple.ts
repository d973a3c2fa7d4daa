import { countTuples, tuples } from '../combinatorics.ts';
import { drawDistinct } from '../random.ts';
import type { Pick, Play, Selection } from '../types.ts';
import { definePlay, type PlaySpec, WIN } from './play.ts';

/**
 * Plays whose bet is one value per position, in order (direct plays: ssc 3-star, 11x5 front-2): the
 * pick makes the product of its rows' sizes, or with `distinct` (11x5, pk10) the tuples with no value
 * twice. A draw has at most one winning tuple, so a ticket wins once or not at all.
 */
export type TupleSpec<D> = PlaySpec & {
  readonly distinct: boolean;
  /** One picked row serving `shared` positions (group 3: the pair digit and the single digit of one row). */
  readonly shared?: number;
  /** The one tuple that wins against the draw, or null when none can. */
  target(draw: D): readonly Selection[] | null;
};

export function tuplePlay<D>(spec: TupleSpec<D>): Play<D> {
  const positions = (pick: Pick): Pick =>
    spec.shared ? Array<readonly Selection[]>(spec.shared).fill(pick[0] ?? []) : pick;
  /** The draw's winning tuple; a repeat in it could not be a bet of a distinct play. */
  const targetOf = (draw: D) => {
    const target = spec.target(draw);
    return target && (!spec.distinct || new Set(target).size === target.length) ? target : null;
  };
  return definePlay(spec, {
    kind: 'tuple',
    size: spec.shared ?? spec.rows.length,
    rowMin: spec.shared ?? 1,
    count: (pick) => countTuples(positions(pick), spec.distinct),
    expand: (pick) => [...tuples(positions(pick), spec.distinct)].map((values) => ({ row: 0, values })),
    judge(combination, draw) {
      const target = targetOf(draw);
      return target?.every((value, i) => combination.values[i] === value) ? 1 : 0;
    },
    oddsKey: () => WIN,
    settle(pick, draw, into) {
      const rows = positions(pick);
      const target = targetOf(draw);
      into.add(target?.every((value, i) => rows[i]?.includes(value)) ? 1 : 0, WIN);
    },
    randomPick(rng) {
      if (spec.shared) return [drawDistinct(rng, spec.rows[0]?.pool ?? [], spec.shared)];
      const used: Selection[] = [];
      return spec.rows.map((row) => {
        const free = spec.distinct ? row.pool.filter((value) => !used.includes(value)) : row.pool;
        const value = free[rng.int(free.length)] as Selection;
        used.push(value);
        return [value];
      });
    },
  });
}
