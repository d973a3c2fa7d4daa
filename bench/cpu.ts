// CPU time a benchmark phase costs, to tell where an operation's time goes: this process (process.cpuUsage)
// and the local PostgreSQL server's processes, summed from /proc (Linux; elsewhere the database is unknown).
import { readdirSync, readFileSync } from 'node:fs';

/** Linux reports process times in clock ticks of 1/100 s (USER_HZ). */
const MS_PER_TICK = 10;

export type CpuSpent = {
  /** This process, user and system, in milliseconds. */
  selfMs: number;
  /** All processes named postgres on this machine, or null where /proc cannot tell. */
  databaseMs: number | null;
};

function postgresMs(): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let ticks = 0;
  for (const pid of pids) {
    try {
      if (!readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) continue;
      // after the command's closing parenthesis: state is field 3, utime 14 and stime 15
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks * MS_PER_TICK;
}

export function cpuNow(): CpuSpent {
  const { user, system } = process.cpuUsage();
  return { selfMs: (user + system) / 1000, databaseMs: postgresMs() };
}

/** What was spent since `start`; the database's share only when both readings had one. */
export function cpuSince(start: CpuSpent): CpuSpent {
  const now = cpuNow();
  return {
    selfMs: now.selfMs - start.selfMs,
    databaseMs:
      now.databaseMs === null || start.databaseMs === null ? null : now.databaseMs - start.databaseMs,
  };
}
