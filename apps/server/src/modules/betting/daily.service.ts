import type { Database } from '../../db/database.ts';
import type { JobRunner } from '../../platform/jobs/job-runner.ts';
import * as store from './daily.store.ts';

/** How often the rollup reruns the current and the previous day (bets settle late: a round ends after midnight). */
export const ROLLUP_EVERY_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * The bets' daily rollup for the back office's dashboard: a job rewrites yesterday and today every minute
 * on whichever node claims the minute; reads never touch the bets themselves.
 */
export function createDailyBets(db: Database, jobs: Pick<JobRunner, 'schedule'>) {
  const rollUp = (now: Date) => store.rollUp(db, store.dayOf(new Date(now.getTime() - DAY_MS)), now);
  jobs.schedule({
    name: 'betting.daily-rollup',
    every: ROLLUP_EVERY_MS,
    attempts: 2,
    run: ({ now }) => rollUp(now),
  });
  return {
    rollUp,
    /** Every day from a day on, e.g. after loading history. */
    rollUpFrom: (fromDay: string, now = new Date()) => store.rollUp(db, fromDay, now),
    days: (merchantIds: readonly number[] | null, fromDay: string, toDay: string) =>
      store.days(db, merchantIds, fromDay, toDay),
    activePlayers: (merchantIds: readonly number[] | null, fromDay: string, toDay: string) =>
      store.activePlayers(db, merchantIds, fromDay, toDay),
    rolledUpAt: () => store.rolledUpAt(db),
    /** Settled bets per member, hour and category over [from, to) (the agent rollups' rebuild). */
    memberHours: (merchantId: number, from: Date, to: Date) => store.memberHours(db, merchantId, from, to),
  };
}

export type DailyBets = ReturnType<typeof createDailyBets>;
