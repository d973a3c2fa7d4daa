import { range } from '../combinatorics.ts';
import {
  type Base,
  dragonTigerPlay,
  type Position,
  positionBigSmall,
  positionPick,
  sumBigSmallPlay,
  sumPlay,
} from '../plays/positions.ts';
import { type NumbersDraw, numbersShape } from '../shapes/numbers.ts';
import type { Family, Names } from '../types.ts';

/**
 * pk10: ten cars race; the draw is the finishing order, a permutation of 1..10 (draw[0] is the car in
 * 1st place). Cars never tie, so no pk10 play has a tie.
 */

const RTP = 9700;
const CARS = range(1, 10);
const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th'];
const POSITIONS: Position[] = ORDINALS.map((en, at) => ({ at, name: { en, th: `อันดับ ${at + 1}` } }));
/** The first two cars: their sum has 90 ordered pairs behind it, 3 → 2 ... 11 → 10 ... 19 → 2. */
const TOP_TWO = POSITIONS.slice(0, 2);
const base = (name: string, group: string, names: Names): Base => ({
  family: 'pk10',
  name,
  group,
  names,
  rtpBp: RTP,
});

export const pk10: Family<NumbersDraw> = {
  id: 'pk10',
  name: { en: 'PK10 racing', th: 'แข่งรถ PK10' },
  rtpBp: RTP,
  ...numbersShape({ count: 10, min: 1, max: 10, distinct: true }),
  groups: [
    { id: 'position', name: { en: 'Positions', th: 'ตำแหน่ง' } },
    { id: 'sum', name: { en: '1st and 2nd sum', th: 'ผลรวมอันดับ 1 และ 2' } },
    { id: 'dragon-tiger', name: { en: 'Dragon tiger', th: 'มังกร เสือ' } },
  ],
  plays: [
    positionPick(
      base('position', 'position', { en: 'Car in position', th: 'ทายรถตามอันดับ' }),
      POSITIONS,
      CARS,
    ),
    positionBigSmall(
      base('position-big-small', 'position', { en: 'Position big small odd even', th: 'อันดับ ใหญ่ เล็ก คี่ คู่' }),
      POSITIONS,
      6,
    ),
    sumPlay(
      base('top-two-sum', 'sum', { en: '1st and 2nd sum', th: 'ผลรวมอันดับ 1 และ 2' }),
      TOP_TWO,
      CARS,
      true,
    ),
    // big 12-19 (40 of 90), small 3-11 (50), odd (50), even (40), each at its own odds
    sumBigSmallPlay(
      base('top-two-big-small', 'sum', {
        en: '1st and 2nd sum big small odd even',
        th: 'ผลรวมอันดับ 1 และ 2 ใหญ่ เล็ก คี่ คู่',
      }),
      TOP_TWO,
      CARS,
      { distinct: true, bigFrom: 12 },
    ),
    // 1st against 10th, 2nd against 9th ... 5th against 6th: the higher car number wins
    dragonTigerPlay(
      base('dragon-tiger', 'dragon-tiger', { en: 'Dragon tiger', th: 'มังกร เสือ' }),
      [0, 1, 2, 3, 4].map((i) => {
        const first = POSITIONS[i] as Position;
        const last = POSITIONS[9 - i] as Position;
        return {
          first,
          last,
          name: { en: `${first.name.en} vs ${last.name.en}`, th: `อันดับ ${i + 1} กับ ${10 - i}` },
        };
      }),
    ),
  ],
};
