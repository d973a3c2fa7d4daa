import type { LotteryDraw } from '@portal/contracts/lottery.schema';
import type { FamilyId } from '@portal/lottery';

/**
 * The trend charts' figures (issue 16), from past results newest first (GET /lgw/numeros/near): how often
 * each number came (hot and cold), how many draws each has been missing, and the big/small and odd/even
 * runs of each family's headline figure.
 */
export type Trend = {
  /** The numbers the charts count, in order. */
  pool: number[];
  /** Appearances in the draws read (a number drawn twice in one draw counts twice). */
  counts: Map<number, number>;
  /** Draws since the number last came: 0 when it came in the newest. */
  missing: Map<number, number>;
  hot: number[];
  cold: number[];
  /** The headline figure of each draw, newest first: its value, big or small, odd or even. */
  headline: { issue: string; value: number; big: boolean; odd: boolean }[];
  sizeRuns: Run[];
  parityRuns: Run[];
  draws: number;
};

export type Run = { value: string; length: number };

type Reader = {
  pool: number[];
  /** The numbers of a result that the frequency charts count. */
  numbers: (result: unknown) => number[];
  /** The headline figure and where big starts. */
  headline: (result: unknown) => number;
  bigFrom: number;
};

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const list = (result: unknown) => (Array.isArray(result) ? (result as number[]) : []);
const tiers = (result: unknown) => (result ?? {}) as Record<string, string[] | undefined>;
const lastTwo = (value: string) => Number(value.slice(-2));

/** VN: every prize's last two digits (the lô numbers); the headline is the special prize's. */
const vn: Reader = {
  pool: range(0, 99),
  numbers: (result) => Object.values(tiers(result)).flatMap((numbers) => (numbers ?? []).map(lastTwo)),
  headline: (result) => lastTwo(tiers(result).special?.[0] ?? '0'),
  bigFrom: 50,
};

/** SEA: the last two of the first prize (2 top) and the back two-digit prize (2 bottom). */
const sea: Reader = {
  pool: range(0, 99),
  numbers: (result) => [lastTwo(tiers(result).first?.[0] ?? '0'), lastTwo(tiers(result).back2?.[0] ?? '0')],
  headline: (result) => lastTwo(tiers(result).first?.[0] ?? '0'),
  bigFrom: 50,
};

const READERS: Record<FamilyId, Reader> = {
  k3: { pool: range(1, 6), numbers: list, headline: (r) => sum(list(r)), bigFrom: 11 },
  ssc: { pool: range(0, 9), numbers: list, headline: (r) => sum(list(r)), bigFrom: 23 },
  LF: { pool: range(0, 9), numbers: list, headline: (r) => sum(list(r)), bigFrom: 14 },
  // the champion's car and the top two's sum, as pk10's own big/small plays read them
  pk10: {
    pool: range(1, 10),
    numbers: (r) => list(r).slice(0, 1),
    headline: (r) => sum(list(r).slice(0, 2)),
    bigFrom: 12,
  },
  '11x5': { pool: range(1, 11), numbers: list, headline: (r) => sum(list(r)), bigFrom: 31 },
  lhc: {
    pool: range(1, 49),
    numbers: (r) => {
      const { regular = [], special } = (r ?? {}) as { regular?: number[]; special?: number };
      return special === undefined ? regular : [...regular, special];
    },
    headline: (r) => ((r ?? {}) as { special?: number }).special ?? 0,
    bigFrom: 25,
  },
  'vn-north': vn,
  'vn-south': vn,
  sea,
};

/** Consecutive equal values, newest first: [{ value: 'big', length: 3 }, ...]. */
export function runsOf(values: readonly string[]): Run[] {
  const runs: Run[] = [];
  for (const value of values) {
    const last = runs[runs.length - 1];
    if (last && last.value === value) last.length++;
    else runs.push({ value, length: 1 });
  }
  return runs;
}

/** The hottest or coldest `size` numbers: by count, then the smaller number first. */
function ranked(pool: number[], counts: Map<number, number>, size: number, hottest: boolean) {
  return [...pool]
    .sort((a, b) => {
      const diff = (counts.get(b) ?? 0) - (counts.get(a) ?? 0);
      return (hottest ? diff : -diff) || a - b;
    })
    .slice(0, size);
}

export function trendOf(family: FamilyId, draws: readonly LotteryDraw[], size = 5): Trend {
  const reader = READERS[family];
  const drawn = draws.filter((draw) => draw.result !== null && draw.result !== undefined);
  const counts = new Map(reader.pool.map((n) => [n, 0]));
  const missing = new Map(reader.pool.map((n) => [n, drawn.length]));
  drawn.forEach((draw, age) => {
    for (const n of reader.numbers(draw.result)) {
      if (!counts.has(n)) continue;
      counts.set(n, (counts.get(n) ?? 0) + 1);
      if ((missing.get(n) ?? 0) > age) missing.set(n, age);
    }
  });
  const headline = drawn.map((draw) => {
    const value = reader.headline(draw.result);
    return { issue: draw.issue, value, big: value >= reader.bigFrom, odd: value % 2 === 1 };
  });
  return {
    pool: reader.pool,
    counts,
    missing,
    hot: ranked(reader.pool, counts, size, true),
    cold: ranked(reader.pool, counts, size, false),
    headline,
    sizeRuns: runsOf(headline.map((h) => (h.big ? 'big' : 'small'))),
    parityRuns: runsOf(headline.map((h) => (h.odd ? 'odd' : 'even'))),
    draws: drawn.length,
  };
}
