import { Cron } from 'croner';

/** How often a scheduled job runs: a fixed interval, or a cron pattern read in a time zone (UTC unless given). */
export type Schedule = { every: number } | { cron: string; timezone?: string };

/** One period of a schedule: its key (the instant it began, ISO 8601) and that instant. */
export type Period = { key: string; at: Date };

/**
 * The period of a schedule that `now` falls in. Every node computes the same key for the same instant,
 * so the key (with the job's name) is what the nodes claim: intervals count from the Unix epoch, not
 * from when a node started; a cron period is its latest occurrence at or before `now`.
 */
export function periodOf(schedule: Schedule, now: Date): Period | null {
  if ('every' in schedule) {
    const at = new Date(Math.floor(now.getTime() / schedule.every) * schedule.every);
    return { key: at.toISOString(), at };
  }
  // croner's previous runs exclude the reference instant itself: a millisecond later includes it.
  const [at] = cronOf(schedule).previousRuns(1, new Date(now.getTime() + 1));
  return at ? { key: at.toISOString(), at } : null;
}

/** Checks a schedule when it is registered, so a bad pattern stops the start rather than a tick. */
export function checkSchedule(name: string, schedule: Schedule): void {
  if ('every' in schedule) {
    if (!Number.isInteger(schedule.every) || schedule.every < 1000) {
      throw new Error(`job ${name}: every must be a whole number of milliseconds, at least 1000`);
    }
    return;
  }
  cronOf(schedule);
}

// Without a callback croner starts no timer: the pattern is only evaluated.
const cronOf = (schedule: { cron: string; timezone?: string }) =>
  new Cron(schedule.cron, { timezone: schedule.timezone ?? 'UTC', mode: '5-or-6-parts' });
