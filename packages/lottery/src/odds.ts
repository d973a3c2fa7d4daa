import type { OddsTable, Play, Settlement } from './types.ts';

/**
 * Money is integer minor units; odds are integer basis points of the stake (ONE_X = 1x, the stake
 * included). A ticket credits floor(unitStake * multiplier * oddsBp / ONE_X) for its winning bets, once
 * per ticket (the floor is never taken bet by bet), plus unitStake * multiplier for each refunded bet.
 * The products run in BigInt, so no size of stake or odds loses a unit.
 */
export const ONE_X = 10_000;
/** Default odds are floored to 0.01x. */
const ODDS_STEP = 100n;

function safe(value: bigint, what: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`${what} is beyond 2^53`);
  return Number(value);
}

function checkStake(unitStake: number, multiplier: number): void {
  if (!Number.isSafeInteger(unitStake) || unitStake < 0) throw new RangeError(`bad unit stake ${unitStake}`);
  if (!Number.isSafeInteger(multiplier) || multiplier < 1)
    throw new RangeError(`bad multiplier ${multiplier}`);
}

/** What a ticket costs: every bet of it at unitStake * multiplier. */
export function stakeOf(combinations: number, unitStake: number, multiplier: number): number {
  checkStake(unitStake, multiplier);
  return safe(BigInt(combinations) * BigInt(unitStake) * BigInt(multiplier), 'the stake');
}

/** What a settled ticket credits, in minor units (0 for a loss). */
export function payout(settlement: Settlement, unitStake: number, multiplier: number): number {
  checkStake(unitStake, multiplier);
  const perBet = BigInt(unitStake) * BigInt(multiplier);
  const won = (perBet * BigInt(settlement.oddsBp)) / BigInt(ONE_X);
  return safe(won + perBet * BigInt(settlement.refunds), 'the payout');
}

/**
 * Odds that return `rtpBp` of the stake for a bet that wins `ways` times in `outOf` draws (an expected
 * count: a lô number appears 27 times in 100 draws' worth of prizes) and is refunded `refundWays` times:
 * odds = (rtp * outOf - refundWays) / ways, floored to 0.01x.
 */
export function oddsFor(
  ways: number | bigint,
  outOf: number | bigint,
  rtpBp: number,
  refundWays: number | bigint = 0,
): number {
  const value = (BigInt(rtpBp) * BigInt(outOf) - BigInt(ONE_X) * BigInt(refundWays)) / BigInt(ways);
  return Number((value / ODDS_STEP) * ODDS_STEP);
}

/** The odds a play settles with: an operator's table must name every key of the play's defaults. */
export function checkOdds(
  play: Play<unknown>,
  odds: unknown,
): 'lottery.odds.keys' | 'lottery.odds.value' | null {
  if (typeof odds !== 'object' || odds === null) return 'lottery.odds.keys';
  const table = odds as Record<string, unknown>;
  const keys = Object.keys(play.odds);
  if (Object.keys(table).length !== keys.length || keys.some((key) => !(key in table)))
    return 'lottery.odds.keys';
  const valid = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;
  return keys.every((key) => valid(table[key])) ? null : 'lottery.odds.value';
}

/** The odds of one key, for settlement: a missing key is a configuration error, never a silent 0. */
export function oddsAt(odds: OddsTable, key: string): number {
  const value = odds[key];
  if (value === undefined) throw new RangeError(`no odds for '${key}'`);
  return value;
}

/** 19800 → '1.98', 2095200 → '209.52', 10000 → '1.00': at least two decimals, up to four. */
export function formatOdds(oddsBp: number): string {
  const whole = Math.floor(oddsBp / ONE_X);
  const fraction = String(oddsBp % ONE_X)
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `${whole}.${fraction}`;
}

/** '1.98' → 19800; null for anything but a plain decimal with at most four decimals. */
export function parseOdds(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * ONE_X + Number((match[2] ?? '').padEnd(4, '0'));
}
