import type { MiniGameInfo, MiniPick } from '@portal/contracts/vendors.schema';
import { MINI_PICKS } from '@portal/contracts/vendors.schema';
import type { Rng } from '../../rng.ts';

/**
 * The mini game (decision 0045): Hi-Lo dice. Two fair dice are rolled with the crypto RNG after the
 * stake is accepted; the player picked the sum low (2 to 6), seven, or high (8 to 12). Every pick
 * returns exactly 23/24 of what is staked (RTP 95.8333…%, house edge 1/24): low and high pay 2.3 times
 * the stake (15 ways in 36), seven pays 5.75 times (6 ways in 36). Payouts are exact in minor units
 * because every stake offered is a multiple of 20 (a tenth and a quarter of it are whole).
 */

/** What a winning pick pays per unit staked, stake included, as a fraction. */
export const MINI_PAYS: Readonly<Record<MiniPick, { num: number; den: number }>> = {
  LOW: { num: 23, den: 10 },
  SEVEN: { num: 23, den: 4 },
  HIGH: { num: 23, den: 10 },
};

/** Stakes are whole multiples of this so that every payout is whole. */
export const STAKE_UNIT = 20;
/** The stakes offered, as multiples of the catalogue's minimum bet. */
const STAKE_STEPS = [1, 2, 5, 10, 20, 50, 100] as const;

export type DiceRoll = { dice: [number, number]; total: number };

export function pickWins(pick: MiniPick, total: number): boolean {
  if (pick === 'LOW') return total <= 6;
  if (pick === 'HIGH') return total >= 8;
  return total === 7;
}

/** One roll: two independent draws of 1 to 6. */
export function roll(rng: Rng): DiceRoll {
  const dice: [number, number] = [rng.int(6) + 1, rng.int(6) + 1];
  return { dice, total: dice[0] + dice[1] };
}

/** What the roll pays on the pick (stake included; 0 when it loses). */
export function payoutOf(pick: MiniPick, stake: number, total: number): number {
  if (!pickWins(pick, total)) return 0;
  const { num, den } = MINI_PAYS[pick];
  if ((stake * num) % den !== 0) throw new RangeError(`stake ${stake} does not pay a whole amount`);
  return (stake * num) / den;
}

/**
 * The exact return of a pick by enumerating the 36 equally likely rolls: the expected payout per unit
 * staked as a fraction (numerator over 36 × the pay's denominator).
 */
export function exactRtp(pick: MiniPick): { num: number; den: number } {
  let ways = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (pickWins(pick, a + b)) ways++;
  const pay = MINI_PAYS[pick];
  return { num: ways * pay.num, den: 36 * pay.den };
}

/** The published RTP in percent (the same for every pick; checked by the odds test). */
export const MINI_RTP_PERCENT = (100 * 23) / 24;

/** The game as the modal shows it: stakes from the catalogue's minimum bet, the pays, the published edge. */
export function miniGameInfo(gameCode: string, title: string, minBet: number): MiniGameInfo {
  if (minBet % STAKE_UNIT !== 0)
    throw new RangeError(`the mini game's minimum bet must be a multiple of ${STAKE_UNIT}`);
  return {
    gameCode,
    title,
    stakes: STAKE_STEPS.map((step) => step * minBet),
    pays: Object.fromEntries(MINI_PICKS.map((p) => [p, MINI_PAYS[p].num / MINI_PAYS[p].den])),
    rtp: Math.round(MINI_RTP_PERCENT * 100) / 100,
    houseEdge: Math.round((100 - MINI_RTP_PERCENT) * 100) / 100,
  };
}
