import { oddsAt } from '../odds.ts';
import type { RandomInt } from '../random.ts';
import type {
  Combination,
  FamilyId,
  Names,
  OddsTable,
  Pick,
  PickProblem,
  Play,
  PlayKind,
  Row,
  Settlement,
  TieRule,
} from '../types.ts';

/** A row as a play states it: its kind sets how many selections it needs. */
export type RowSpec = Omit<Row, 'min'>;

/** What every play states about itself: the catalogue's data. */
export type PlaySpec = {
  readonly family: FamilyId;
  /** The name within the family; the play's id is `${family}.${name}`. */
  readonly name: string;
  readonly group: string;
  readonly names: Names;
  readonly rows: readonly RowSpec[];
  readonly odds: OddsTable;
  readonly tie?: TieRule;
};

/** A bet's fate against a draw: how many times it wins (0 loses), or 'tie'. */
export type Verdict = number | 'tie';

/** Adds up verdicts into a settlement. */
export type Tally = {
  add(verdict: Verdict, key: string): void;
  result(): Settlement;
};

function tally(odds: OddsTable): Tally {
  let wins = 0;
  let refunds = 0;
  let oddsBp = 0;
  return {
    add(verdict, key) {
      if (verdict === 'tie') refunds++;
      else if (verdict > 0) {
        wins += verdict;
        oddsBp += verdict * oddsAt(odds, key);
      }
    },
    result: () => ({ outcome: wins > 0 ? 'win' : refunds > 0 ? 'tie' : 'lose', wins, refunds, oddsBp }),
  };
}

/** What a kind of play (`each`, `tuple`, `subset`) supplies: its counting, listing and judging. */
export type Mechanics<D> = {
  readonly kind: PlayKind;
  readonly size: number;
  /** Selections each row needs before the pick makes a bet. */
  readonly rowMin: number;
  /** The number of bets of a pick whose rows are valid. */
  count(pick: Pick): number;
  expand(pick: Pick): Combination[];
  /** One bet against the draw, by the rule itself: what the brute-force check adds up. */
  judge(combination: Combination, draw: D): Verdict;
  oddsKey(combination: Combination, draw: D): string;
  /** Every bet of the pick against the draw, in closed form (never one bet at a time where it counts). */
  settle(pick: Pick, draw: D, into: Tally): void;
  randomPick(rng: RandomInt): Pick;
};

/** A row of a pick breaks the row's rules: not a list, a value outside the pool, a repeat, too few. */
function rowProblem(row: Row, members: ReadonlySet<unknown>, picked: unknown): PickProblem | null {
  if (!Array.isArray(picked)) return 'lottery.pick.shape';
  if (!picked.every((value) => members.has(value))) return 'lottery.pick.value';
  if (new Set(picked).size !== picked.length) return 'lottery.pick.repeat';
  if (picked.length < row.min) return 'lottery.pick.too.few';
  return null;
}

export function definePlay<D>(spec: PlaySpec, mechanics: Mechanics<D>): Play<D> {
  const rows: Row[] = spec.rows.map((row) => ({ ...row, min: mechanics.rowMin }));
  const members = rows.map((row) => new Set<unknown>(row.pool));
  /** The rows' own rules, all that settlement needs to trust a pick. */
  const rowsProblem = (pick: unknown): PickProblem | null => {
    if (!Array.isArray(pick) || pick.length !== rows.length) return 'lottery.pick.shape';
    for (const [i, row] of rows.entries()) {
      const problem = rowProblem(row, members[i] as ReadonlySet<unknown>, pick[i]);
      if (problem) return problem;
    }
    return null;
  };
  const problemOf = (pick: unknown): PickProblem | null =>
    rowsProblem(pick) ?? (mechanics.count(pick as Pick) === 0 ? 'lottery.pick.empty' : null);
  const checked = (pick: Pick) => {
    const problem = rowsProblem(pick);
    if (problem) throw new RangeError(`${spec.family}.${spec.name}: ${problem}`);
  };
  return {
    id: `${spec.family}.${spec.name}`,
    family: spec.family,
    group: spec.group,
    name: spec.names,
    kind: mechanics.kind,
    size: mechanics.size,
    rows,
    odds: spec.odds,
    tie: spec.tie ?? 'none',
    combinations: (pick) => (rowsProblem(pick) ? 0 : mechanics.count(pick)),
    validatePick: problemOf,
    settle(pick, draw, odds = spec.odds) {
      checked(pick);
      const into = tally(odds);
      mechanics.settle(pick, draw, into);
      return into.result();
    },
    expand(pick) {
      checked(pick);
      return mechanics.expand(pick);
    },
    settleOne(combination, draw, odds = spec.odds) {
      const into = tally(odds);
      into.add(mechanics.judge(combination, draw), mechanics.oddsKey(combination, draw));
      return into.result();
    },
    randomPick: (rng) => mechanics.randomPick(rng),
  };
}

/** The key of plays with one price. */
export const WIN = 'win';
