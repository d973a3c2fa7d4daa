/** Counting and listing bets: the closed forms the slip and settlement use, and the lists behind them. */

/** The integers min..max in order. */
export function range(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** C(n, k), exact: every partial product C(n, i) * (n - i) stays a safe integer for the pools here. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const r = Math.min(k, n - k);
  let c = 1;
  for (let i = 0; i < r; i++) c = (c * (n - i)) / (i + 1);
  if (!Number.isSafeInteger(c)) throw new RangeError(`C(${n}, ${k}) is too large`);
  return c;
}

/** Every k-subset of `values`, each in the order of `values`. */
export function* subsets<T>(values: readonly T[], k: number, from = 0, held: T[] = []): Generator<T[]> {
  if (held.length === k) {
    yield [...held];
    return;
  }
  for (let i = from; i <= values.length - (k - held.length); i++) {
    held.push(values[i] as T);
    yield* subsets(values, k, i + 1, held);
    held.pop();
  }
}

/** Every tuple taking one value of each row, in row order; with `distinct`, no value twice. */
export function* tuples<T>(
  rows: readonly (readonly T[])[],
  distinct: boolean,
  held: T[] = [],
): Generator<T[]> {
  const row = rows[held.length];
  if (!row) {
    yield [...held];
    return;
  }
  for (const value of row) {
    if (distinct && held.includes(value)) continue;
    held.push(value);
    yield* tuples(rows, distinct, held);
    held.pop();
  }
}

/**
 * How many tuples `tuples(rows, distinct)` lists, without listing them: the product of the row sizes,
 * or with `distinct` a walk that only visits partial tuples (at most 11^3 on the plays here).
 */
export function countTuples<T>(rows: readonly (readonly T[])[], distinct: boolean): number {
  if (!distinct) return rows.reduce((product, row) => product * row.length, 1);
  const used = new Set<T>();
  const walk = (at: number): number => {
    const row = rows[at];
    if (!row) return 1;
    let n = 0;
    for (const value of row) {
      if (used.has(value)) continue;
      used.add(value);
      n += walk(at + 1);
      used.delete(value);
    }
    return n;
  };
  return walk(0);
}

/** For each sum, how many tuples of `count` values of `values` (distinct or not) add up to it. */
export function sumWays(values: readonly number[], count: number, distinct: boolean): Map<number, number> {
  const ways = new Map<number, number>();
  for (const tuple of tuples(Array<readonly number[]>(count).fill(values), distinct)) {
    const sum = tuple.reduce((a, b) => a + b, 0);
    ways.set(sum, (ways.get(sum) ?? 0) + 1);
  }
  return ways;
}
