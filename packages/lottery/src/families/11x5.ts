import { choose, range } from '../combinatorics.ts';
import { oddsFor } from '../odds.ts';
import { WIN } from '../plays/play.ts';
import { type Base, directPlay, groupPlay, NUMBERS, type Position } from '../plays/positions.ts';
import { subsetPlay } from '../plays/subset.ts';
import { type NumbersDraw, numbersShape } from '../shapes/numbers.ts';
import type { Family, Names } from '../types.ts';

/** 11x5: five different numbers of 1..11, in the order drawn. */

const RTP = 9700;
const BALLS = range(1, 11);
const POSITIONS: Position[] = [0, 1, 2, 3, 4].map((at) => ({
  at,
  name: { en: `Ball ${at + 1}`, th: `ลูกที่ ${at + 1}` },
}));

const base = (name: string, group: string, names: Names): Base => ({
  family: '11x5',
  name,
  group,
  names,
  rtpBp: RTP,
});

/**
 * Any n (2..8): a bet of n numbers wins when, for n up to 5, all n are among the five drawn
 * (C(5, n) of C(11, n) bets win), and for n over 5, all five drawn are among its n (C(n, 5) of C(11, 5)).
 */
function anyPlay(n: number) {
  const within = n <= 5;
  return subsetPlay<NumbersDraw>({
    ...base(`any-${n}`, 'any', { en: `Any ${n}`, th: `เลือก ${n}` }),
    size: n,
    relation: within ? 'within' : 'covers',
    rows: [{ key: 'numbers', name: NUMBERS, pool: BALLS }],
    odds: {
      [WIN]: within ? oddsFor(choose(5, n), choose(11, n), RTP) : oddsFor(choose(n, 5), choose(11, 5), RTP),
    },
    target: (draw) => new Set(draw),
  });
}

const FRONT = { 1: 'หน้า 1', 2: 'หน้า 2', 3: 'หน้า 3' } as const;
const direct = (k: 1 | 2 | 3) =>
  directPlay(
    base(`front-${k}-direct`, `front-${k}`, { en: `Front ${k} direct`, th: `${FRONT[k]} ตรง` }),
    POSITIONS.slice(0, k),
    BALLS,
    true,
  );
const group = (k: 2 | 3) =>
  groupPlay(
    base(`front-${k}-group`, `front-${k}`, { en: `Front ${k} group`, th: `${FRONT[k]} โต๊ด` }),
    POSITIONS.slice(0, k),
    BALLS,
    true,
  );

export const elevenFive: Family<NumbersDraw> = {
  id: '11x5',
  name: { en: '11 x 5', th: '11 x 5' },
  rtpBp: RTP,
  ...numbersShape({ count: 5, min: 1, max: 11, distinct: true }),
  groups: [
    { id: 'any', name: { en: 'Any', th: 'เลือกเลข' } },
    { id: 'front-1', name: { en: 'Front 1', th: FRONT[1] } },
    { id: 'front-2', name: { en: 'Front 2', th: FRONT[2] } },
    { id: 'front-3', name: { en: 'Front 3', th: FRONT[3] } },
  ],
  plays: [...range(2, 8).map(anyPlay), direct(1), direct(2), group(2), direct(3), group(3)],
};
