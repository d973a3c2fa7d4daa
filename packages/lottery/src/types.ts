import type { RandomInt } from './random.ts';

/** A text in the portal's two shipped languages. */
export type Names = { readonly en: string; readonly th: string };

export type FamilyId = 'k3' | 'pk10' | '11x5' | 'ssc' | 'lhc' | 'LF' | 'vn-north' | 'vn-south' | 'sea';

/** One thing a player can select: a number of the row's pool, or an option key ('big', 'dragon', 'rat'). */
export type Selection = number | string;

/** What a player picked for one play: one list of selections per row of the play, in row order. */
export type Pick = readonly (readonly Selection[])[];

/** One row of a play's picker: a position, a number set or a set of options. */
export type Row = {
  readonly key: string;
  readonly name: Names;
  readonly pool: readonly Selection[];
  /** Selections the row needs before the pick makes a bet (0: the row may stay empty); at most the pool. */
  readonly min: number;
  /** Numbers are shown zero-padded to this many digits ('07', '123'). */
  readonly width?: number;
  /** The names of an option pool's keys. */
  readonly labels?: Readonly<Record<string, Names>>;
};

/**
 * One bet of a pick, the unit that wins or loses: a selection of one row (`each` plays), one value per
 * position (`tuple` plays, `row` 0) or a set of `size` values (`subset` plays, `row` 0).
 */
export type Combination = { readonly row: number; readonly values: readonly Selection[] };

/**
 * How a play's bets are formed: `each` selection is a bet of its own; a `tuple` takes one value per
 * position (the product of the rows); a `subset` takes `size` values of one row (C(k, size)).
 */
export type PlayKind = 'each' | 'tuple' | 'subset';

/** What happens to a bet when the draw is a tie for it: refunded, lost, or the play has no tie. */
export type TieRule = 'none' | 'refund' | 'lose';

/** Odds by key in basis points of the stake: 10,000 is 1x, 19,800 is 1.98x (the stake included). */
export type OddsTable = Readonly<Record<string, number>>;

export type PickProblem =
  | 'lottery.pick.shape'
  | 'lottery.pick.value'
  | 'lottery.pick.repeat'
  | 'lottery.pick.too.few'
  | 'lottery.pick.empty';

export type Outcome = 'win' | 'lose' | 'tie';

/**
 * A ticket's result: `payout(settlement, unitStake, multiplier)` is what it credits. `win` when a bet
 * won, else `tie` when a bet was refunded, else `lose`.
 */
export type Settlement = {
  readonly outcome: Outcome;
  /** Winning bets, each appearance counted: a lô number drawn twice wins twice. */
  readonly wins: number;
  /** Bets refunded by a tie. */
  readonly refunds: number;
  /** The sum of the odds of the winning bets, in basis points. */
  readonly oddsBp: number;
};

export type Play<D> = {
  /** `${family}.${name}`, stable: tickets store it. */
  readonly id: string;
  readonly family: FamilyId;
  /** The play type (`Group.id`) this sub-play belongs to. */
  readonly group: string;
  readonly name: Names;
  readonly kind: PlayKind;
  /** Values in one bet: positions of a tuple, the n of a subset, 1 for `each`. */
  readonly size: number;
  readonly rows: readonly Row[];
  /** The default odds: keys as the play names them ('win', a sum, 'year'). */
  readonly odds: OddsTable;
  readonly tie: TieRule;
  /** The number of bets the pick makes; 0 for a pick that `validatePick` refuses. */
  combinations(pick: Pick): number;
  validatePick(pick: unknown): PickProblem | null;
  /** Settles a valid pick (throws a RangeError on a malformed one: its shape, values or repeats). */
  settle(pick: Pick, draw: D, odds?: OddsTable): Settlement;
  /** The pick's bets one by one: what a ticket's detail lists. */
  expand(pick: Pick): Combination[];
  settleOne(combination: Combination, draw: D, odds?: OddsTable): Settlement;
  /** A random pick of the fewest selections the play takes: one bet (two for group 3). */
  randomPick(rng: RandomInt): Pick;
};

export type Group = { readonly id: string; readonly name: Names };

export type DrawProblem = 'lottery.draw.shape' | 'lottery.draw.range' | 'lottery.draw.repeat';

/** A draw result checked: the draw rebuilt in its canonical form, or the first problem and where. */
export type DrawCheck<D> =
  | { readonly ok: true; readonly draw: D }
  | { readonly ok: false; readonly problem: DrawProblem; readonly at: string };

/** What a draw depends on that is not random: Mark Six's zodiac needs the lunar year of the draw. */
export type DrawContext = { readonly lunarYear?: number };

/** The layout of a draw, for forms and charts: numbers in a row, Mark Six, or prize tiers of digits. */
export type DrawShape =
  | {
      readonly kind: 'numbers';
      readonly count: number;
      readonly min: number;
      readonly max: number;
      readonly distinct: boolean;
    }
  | { readonly kind: 'mark-six'; readonly regular: number; readonly min: number; readonly max: number }
  | { readonly kind: 'prizes'; readonly tiers: readonly Tier[] };

/** A prize tier: `count` numbers of `digits` digits each (leading zeros kept). */
export type Tier = {
  readonly key: string;
  readonly name: Names;
  readonly count: number;
  readonly digits: number;
};

export type Family<D> = {
  readonly id: FamilyId;
  readonly name: Names;
  readonly shape: DrawShape;
  /** The return to player (basis points) the default odds are set for. */
  readonly rtpBp: number;
  readonly groups: readonly Group[];
  readonly plays: readonly Play<D>[];
  /** Checks a result (an operator's entry, a stored row) and rebuilds it in canonical form. */
  parseDraw(value: unknown): DrawCheck<D>;
  /** The draw from a source of uniform integers: the documented procedure of the README. */
  generate(rng: RandomInt, context: DrawContext): D;
};
