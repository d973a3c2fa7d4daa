/** @portal/lottery: the lottery's rules, for the server's settlement and the portal's slip alike. */
export { type DrawOf, FAMILIES, FAMILY_IDS, type Families, familyOf, PLAYS, playOf } from './catalogue.ts';
export { choose } from './combinatorics.ts';
export { commitmentOf, isSecret, newSecret } from './commit.ts';
export { drawFromSecret, type Verification, verifyDraw } from './draw.ts';
export type { LhcDraw } from './families/lhc.ts';
export { SEA_TIERS, type SeaDraw, type SeaTier } from './families/sea.ts';
export {
  VN_NORTH_TIERS,
  VN_SOUTH_TIERS,
  type VnNorthDraw,
  type VnNorthTier,
  type VnSouthDraw,
  type VnSouthTier,
} from './families/vn.ts';
export { animalOfLunarYear, numbersOfZodiac, ZODIAC, type Zodiac, zodiacOf } from './families/zodiac.ts';
export { checkOdds, formatOdds, ONE_X, oddsFor, parseOdds, payout, stakeOf } from './odds.ts';
export { type QuickPick, quickPick, quickPicksOf } from './quick-pick.ts';
export {
  type RaffleVerification,
  type RaffleWinner,
  raffleWinners,
  ticketListHash,
  ticketListText,
  verifyRaffle,
} from './raffle.ts';
export { cryptoRandom, fromWords, type RandomInt } from './random.ts';
export type { NumbersDraw } from './shapes/numbers.ts';
export type { PrizeDraw, PrizeTier } from './shapes/prizes.ts';
export type * from './types.ts';
