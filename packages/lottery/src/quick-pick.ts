import { cryptoRandom, drawDistinct, type RandomInt } from './random.ts';
import type { Row, Selection } from './types.ts';

/** The number pickers' quick picks (issue 16): all, big, small, odd, even, clear, random. */
export type QuickPick = 'all' | 'big' | 'small' | 'odd' | 'even' | 'clear' | 'random';

const ON_NUMBERS: readonly QuickPick[] = ['all', 'big', 'small', 'odd', 'even', 'clear', 'random'];
const ON_OPTIONS: readonly QuickPick[] = ['all', 'clear', 'random'];

const isNumbers = (row: Row) => row.pool.every((value) => typeof value === 'number');

/** The quick picks a row offers: all of them on a number pool; all, clear and random on options. */
export function quickPicksOf(row: Row): readonly QuickPick[] {
  return isNumbers(row) ? ON_NUMBERS : ON_OPTIONS;
}

/**
 * A row's selections after a quick pick, in pool order. Small is the lower half of the pool and big the
 * rest (0-4 and 5-9 of 0-9, 1-5 and 6-11 of 1-11, 00-49 and 50-99 of 00-99); odd and even go by the
 * number. Random takes `count` different values (default: what the row needs for a bet, at least one)
 * from `rng`, Web Crypto unless a test hands its own.
 */
export function quickPick(
  row: Row,
  kind: QuickPick,
  options: { rng?: RandomInt; count?: number } = {},
): Selection[] {
  if (!quickPicksOf(row).includes(kind)) throw new RangeError(`no '${kind}' quick pick on row ${row.key}`);
  const half = Math.floor(row.pool.length / 2);
  switch (kind) {
    case 'all':
      return [...row.pool];
    case 'clear':
      return [];
    case 'small':
      return row.pool.slice(0, half);
    case 'big':
      return row.pool.slice(half);
    case 'odd':
    case 'even':
      return row.pool.filter((value) => (value as number) % 2 === (kind === 'odd' ? 1 : 0));
    case 'random': {
      const count = Math.min(options.count ?? Math.max(1, row.min), row.pool.length);
      const picked = new Set(drawDistinct(options.rng ?? cryptoRandom(), row.pool, count));
      return row.pool.filter((value) => picked.has(value));
    }
  }
}
