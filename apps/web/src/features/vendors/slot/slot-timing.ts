/** How long each step of a round is on screen (milliseconds). */
export type SlotTiming = {
  /** Least time every reel spins before the first one stops. */
  minSpin: number;
  /** Between the stops of neighbouring reels. */
  reelStep: number;
  /** The same two for a free spin. */
  freeMinSpin: number;
  freeReelStep: number;
  /** A win stays before the free spins begin. */
  winShow: number;
  /** The "free spins won" announcement. */
  freeIntro: number;
  /** A free spin's result stays before the next one (longer when it won). */
  freeShow: number;
  /** Between two auto spins, and after a big win. */
  autoPause: number;
  bigWin: number;
};

/** About 1.2 s from the press to the last reel's stop. */
export const NORMAL_TIMING: SlotTiming = {
  minSpin: 450,
  reelStep: 190,
  freeMinSpin: 300,
  freeReelStep: 120,
  winShow: 1200,
  freeIntro: 1800,
  freeShow: 700,
  autoPause: 650,
  bigWin: 2600,
};

export const TURBO_TIMING: SlotTiming = {
  minSpin: 160,
  reelStep: 60,
  freeMinSpin: 120,
  freeReelStep: 40,
  winShow: 600,
  freeIntro: 900,
  freeShow: 350,
  autoPause: 250,
  bigWin: 1400,
};

/** Reduced motion: the reels do not spin, results appear at once; texts still stay long enough to read. */
export const REDUCED_TIMING: SlotTiming = {
  minSpin: 0,
  reelStep: 0,
  freeMinSpin: 0,
  freeReelStep: 0,
  winShow: 500,
  freeIntro: 800,
  freeShow: 500,
  autoPause: 250,
  bigWin: 1200,
};

export function timingOf(reducedMotion: boolean, turbo: boolean): SlotTiming {
  if (reducedMotion) return REDUCED_TIMING;
  return turbo ? TURBO_TIMING : NORMAL_TIMING;
}

/** A big win: the banner shows for a round that pays at least this many times its stake. */
export const BIG_WIN_MULTIPLE = 10;

export const AUTO_SPIN_COUNTS = [10, 25, 50, 100] as const;
