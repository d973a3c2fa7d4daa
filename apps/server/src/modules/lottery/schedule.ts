import { Cron } from 'croner';

/** When a lottery game draws: a cron pattern read in the game's time zone, and how long before sales close. */
export type DrawSchedule = { cron: string; timezone: string; closeSeconds: number };

/** One draw of a schedule: its issue number, when sales close and when it draws. */
export type PlannedDraw = { issue: string; closesAt: Date; drawAt: Date };

const cronOf = (schedule: DrawSchedule) =>
  new Cron(schedule.cron, { timezone: schedule.timezone, mode: '5-or-6-parts' });

const formats = new Map<string, Intl.DateTimeFormat>();
/** The local date and time of an instant in a time zone (formatters are costly: one per zone). */
function localParts(at: Date, timezone: string) {
  let format = formats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timezone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '0';
  return {
    day: `${part('year')}${part('month')}${part('day')}`,
    secondsIntoDay: Number(part('hour')) * 3600 + Number(part('minute')) * 60 + Number(part('second')),
  };
}

/** The calendar day (yyyymmdd) of an instant in a time zone. */
const localDay = (at: Date, timezone: string) => localParts(at, timezone).day;

/** Draws per local day the pattern makes at most: one a day or fewer keeps issues as bare dates. */
function drawsPerDay(schedule: DrawSchedule, from: Date): number {
  const runs = cronOf(schedule).nextRuns(3, from);
  if (runs.length < 2) return 1;
  const gap = (runs[1] as Date).getTime() - (runs[0] as Date).getTime();
  return gap >= 86_400_000 ? 1 : Math.ceil(86_400_000 / gap);
}

/**
 * The next `count` draws after `after` (exclusive). An issue is the local date (yyyymmdd) for games that
 * draw at most daily, else the date and the draw's number in that day ("20261126-0423"), so every node
 * numbers a draw alike and an issue never repeats.
 */
export function upcomingDraws(schedule: DrawSchedule, after: Date, count: number): PlannedDraw[] {
  const cron = cronOf(schedule);
  const runs = cron.nextRuns(count, after);
  const daily = drawsPerDay(schedule, after) === 1;
  const width = daily ? 0 : String(drawsPerDay(schedule, after)).length;
  const sequences = new Map<string, { at: number; n: number }>();
  return runs.map((drawAt) => {
    const day = localDay(drawAt, schedule.timezone);
    let issue = day;
    if (!daily) {
      const n = sequenceInDay(cron, schedule.timezone, day, drawAt, sequences);
      issue = `${day}-${String(n).padStart(Math.max(width, 3), '0')}`;
    }
    return { issue, drawAt, closesAt: new Date(drawAt.getTime() - schedule.closeSeconds * 1000) };
  });
}

/**
 * The draw's number within its local day, 1 for the first. A pattern with a fixed gap that runs at local
 * midnight (every N seconds or minutes) numbers by arithmetic; any other is counted from the day's first run.
 */
function sequenceInDay(
  cron: Cron,
  timezone: string,
  day: string,
  drawAt: Date,
  known: Map<string, { at: number; n: number }>,
): number {
  const gap = fixedGap(cron, drawAt);
  if (gap !== null) {
    const { secondsIntoDay } = localParts(drawAt, timezone);
    const midnight = drawAt.getTime() - secondsIntoDay * 1000;
    if (
      cron.nextRun(new Date(midnight - 1))?.getTime() === midnight &&
      (drawAt.getTime() - midnight) % gap === 0
    )
      return (drawAt.getTime() - midnight) / gap + 1;
  }
  const last = known.get(day);
  let cursor: Date;
  let n: number;
  if (last && last.at < drawAt.getTime()) {
    cursor = new Date(last.at);
    n = last.n;
  } else {
    // Start a little before the local midnight: the first run of the day is the first whose day matches.
    cursor = new Date(drawAt.getTime() - 86_400_000);
    n = 0;
    while (true) {
      const next = cron.nextRun(cursor);
      if (!next || localDay(next, timezone) === day) break;
      cursor = next;
    }
  }
  while (true) {
    const next = cron.nextRun(cursor);
    if (!next || next.getTime() > drawAt.getTime()) break;
    if (localDay(next, timezone) === day) n++;
    cursor = next;
  }
  known.set(day, { at: drawAt.getTime(), n });
  return n;
}

/** The gap between runs when the next few runs are evenly spaced by a divisor of a day; else null. */
function fixedGap(cron: Cron, from: Date): number | null {
  const runs = cron.nextRuns(4, new Date(from.getTime() - 1));
  const gaps = runs.slice(1).map((run, i) => run.getTime() - (runs[i] as Date).getTime());
  const [gap] = gaps;
  if (gap === undefined || gaps.some((g) => g !== gap) || 86_400_000 % gap !== 0) return null;
  return gap;
}

/** Refuses a schedule that cannot run: a bad pattern or time zone, or a sales close not before the draw. */
export function checkDrawSchedule(schedule: DrawSchedule): string | null {
  try {
    const runs = cronOf(schedule).nextRuns(2, new Date());
    if (runs.length < 2) return 'the pattern draws fewer than twice from now';
    const gap = (runs[1] as Date).getTime() - (runs[0] as Date).getTime();
    if (schedule.closeSeconds * 1000 >= gap) return 'sales must close before the previous draw’s next one';
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
