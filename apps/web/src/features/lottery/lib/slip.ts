import type { LotteryGame, LotterySlip } from '@portal/contracts/lottery.schema';
import {
  type Pick as LotteryPick,
  type OddsTable,
  type Play,
  payout,
  type Selection,
  stakeOf,
} from '@portal/lottery';

/** The most bets one line may make (the server's lottery.pick.too.many). */
export const MAX_BETS_PER_LINE = 1000;
/** The draws a chase may cover (LotterySlip.draws). */
export const MAX_CHASE = 50;
/** The lines one slip may hold (LotterySlip.lines). */
export const MAX_LINES = 20;

/** A line of the slip: one play's pick at a stake, as the player added it. */
export type SlipLine = {
  /** Local key of the line in the slip list. */
  readonly key: string;
  readonly play: string;
  readonly pick: Selection[][];
  readonly unitStake: number;
  readonly multiplier: number;
  readonly bets: number;
};

/** The odds a game settles a play with: the merchant's table where it changed them, else the rules'. */
export function oddsOf(game: Pick<LotteryGame, 'odds'>, play: Play<unknown>): OddsTable {
  return game.odds[play.id] ?? play.odds;
}

/**
 * The odds that apply to the picked selections: a play that prices each selection apart (sums) by the
 * selections' own keys, any other by its whole table. Lowest and highest, in basis points.
 */
export function pickOdds(table: OddsTable, pick: LotteryPick): { low: number; high: number } {
  const own = pick.flat().flatMap((value) => table[String(value)] ?? []);
  const values = own.length ? own : Object.values(table);
  return { low: Math.min(...values), high: Math.max(...values) };
}

/**
 * The potential win shown before confirming: the payout of the best case of one winning bet, at the best
 * odds the pick can win at (a pick whose bets can win together in one draw can win more: the confirm
 * step says "from one winning bet").
 */
export function bestWin(table: OddsTable, pick: LotteryPick, unitStake: number, multiplier: number): number {
  const { high } = pickOdds(table, pick);
  if (!Number.isFinite(high) || unitStake < 1) return 0;
  return payout({ outcome: 'win', wins: 1, refunds: 0, oddsBp: high }, unitStake, multiplier);
}

export const lineTotal = (line: Pick<SlipLine, 'bets' | 'unitStake' | 'multiplier'>) =>
  line.unitStake >= 1 ? stakeOf(line.bets, line.unitStake, line.multiplier) : 0;

/** What the slip costs: every line on every draw of the chase. */
export function slipTotal(lines: readonly SlipLine[], draws: number): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0) * draws;
}

/** Why a line cannot go on the slip, for the message under the picker. */
export type LineProblem =
  | { kind: 'pick'; code: string; row?: string; min?: number }
  | { kind: 'stake.low'; min: number }
  | { kind: 'stake.high'; max: number }
  | { kind: 'too.many' };

/** The first problem of a line, or null: the pick by the rules, then the game's stakes. */
export function lineProblem(
  play: Play<unknown>,
  pick: LotteryPick,
  unitStake: number,
  multiplier: number,
  game: Pick<LotteryGame, 'minStake' | 'maxStake'>,
): LineProblem | null {
  const problem = play.validatePick(pick);
  if (problem === 'lottery.pick.too.few') {
    const index = play.rows.findIndex((row, i) => (pick[i]?.length ?? 0) < row.min);
    const row = play.rows[index];
    return { kind: 'pick', code: problem, ...(row ? { row: row.key, min: row.min } : {}) };
  }
  if (problem) return { kind: 'pick', code: problem };
  const bets = play.combinations(pick);
  if (bets === 0) return { kind: 'pick', code: 'lottery.pick.empty' };
  if (bets > MAX_BETS_PER_LINE) return { kind: 'too.many' };
  if (unitStake < game.minStake) return { kind: 'stake.low', min: game.minStake };
  if (stakeOf(bets, unitStake, multiplier) > game.maxStake) return { kind: 'stake.high', max: game.maxStake };
  return null;
}

/** The body of POST /lgw/orders/betting for the slip. */
export function slipRequest(
  gameCode: string,
  issue: string | undefined,
  lines: readonly SlipLine[],
  chase: { draws: number; stopOnWin: boolean },
  requestId: string,
): LotterySlip {
  return {
    gameCode,
    requestId,
    ...(issue ? { issue } : {}),
    lines: lines.map(({ play, pick, unitStake, multiplier }) => ({ play, pick, unitStake, multiplier })),
    draws: chase.draws,
    stopOnWin: chase.draws > 1 && chase.stopOnWin,
  };
}

/** An empty pick of a play: one empty list per row. */
export const emptyPick = (play: Play<unknown>): Selection[][] => play.rows.map(() => []);
