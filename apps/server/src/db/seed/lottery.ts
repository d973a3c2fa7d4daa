import type { MerchantCode } from './catalogue.ts';

/** A lottery game's draw set-up on the demo (decision 0024): its family, schedule, stakes and limits. */
export type LotteryGameDef = {
  code: string;
  vendor: string;
  family: string;
  source: 'house' | 'outside';
  cron: string;
  timezone: string;
  closeSeconds: number;
  /** Outside draws simulated from the RNG so the demo runs by itself (the draw page says so). */
  simulate: boolean;
};

const house = (
  code: string,
  vendor: string,
  family: string,
  cron: string,
  closeSeconds: number,
  timezone = 'Asia/Bangkok',
) => ({ code, vendor, family, source: 'house', cron, timezone, closeSeconds, simulate: false }) as const;
const outside = (
  code: string,
  vendor: string,
  family: string,
  cron: string,
  closeSeconds: number,
  timezone: string,
) => ({ code, vendor, family, source: 'outside', cron, timezone, closeSeconds, simulate: true }) as const;

/** Every lottery game of the catalogue with its draws; official draws at their real local times. */
export const LOTTERY_GAMES: readonly LotteryGameDef[] = [
  house('LOTT_K3', 'LOTT', 'k3', '* * * * *', 10),
  house('ELOTT_SSC', 'HLOTTO', 'ssc', '* * * * *', 10),
  house('LOTT_PK10', 'LOTT', 'pk10', '*/3 * * * *', 20),
  house('ELOTT_11X5', 'HLOTTO', '11x5', '*/3 * * * *', 20),
  house('ELOTT_LHC', 'HLOTTO', 'lhc', '*/5 * * * *', 30),
  // LF, the merchant's own fast lottery: three digits every three minutes
  house('ELOTT_LF3D', 'HLOTTO', 'LF', '*/3 * * * *', 20),
  house('YEEKEE_5', 'LOTT', 'sea', '*/5 * * * *', 30),
  house('HANOI_VIP', 'LOTT', 'vn-north', '30 17 * * *', 600, 'Asia/Ho_Chi_Minh'),
  // Vietnam's regional draws: the North at 18:15, the South at 16:15 (Vietnam time), every day.
  outside('VN_NORTH', 'TCG_LOTTO_VN', 'vn-north', '15 18 * * *', 900, 'Asia/Ho_Chi_Minh'),
  outside('VN_SOUTH', 'TCG_LOTTO_VN', 'vn-south', '15 16 * * *', 900, 'Asia/Ho_Chi_Minh'),
  // Thailand's government lottery on the 1st and the 16th; Laos's development lottery three times a week.
  outside('SEA_THAI_GOV', 'TCG_SEA', 'sea', '0 16 1,16 * *', 3600, 'Asia/Bangkok'),
  outside('SEA_LAO', 'TCG_SEA', 'sea', '30 20 * * 1,3,5', 1800, 'Asia/Vientiane'),
];

/** Stakes and the liability per number and draw, in the merchant's minor units. */
export const LOTTERY_LIMITS: Record<MerchantCode, { minStake: number; maxStake: number; liability: number }> =
  {
    siam: { minStake: 1_00, maxStake: 50_000_00, liability: 2_000_000_00 },
    lucky: { minStake: 10, maxStake: 2_000_00, liability: 100_000_00 },
  };
