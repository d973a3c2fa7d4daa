import type { Position } from '../plays/positions.ts';
import { sumBigSmallPlay, sumPlay } from '../plays/positions.ts';
import { type NumbersDraw, numbersShape } from '../shapes/numbers.ts';
import type { Family, Names } from '../types.ts';
import { DIGITS, PLACE_GROUPS, placePlays, places, type Star, starDirect, threeStar } from './digits.ts';

/**
 * LF, the merchant's own fast lottery (decision 0023): three digits 0-9 (hundreds, tens, units), each
 * drawn on its own, every few minutes; the 3D shape, so players of ssc find the same plays.
 */

const RTP = 9700;
const [HUNDREDS, TENS, UNITS] = places(3) as [Position, Position, Position];
const star = (id: string, names: Names): Star => ({ family: 'LF', rtpBp: RTP, id, names });
const THREE = star('3-star', { en: '3-star', th: '3 ดาว' });
const FRONT_TWO = star('2-star-front', { en: '2-star front', th: '2 ดาว หน้า' });
const BACK_TWO = star('2-star-back', { en: '2-star back', th: '2 ดาว หลัง' });
const SUM = { id: 'sum', name: { en: 'Sum', th: 'ผลรวม' } };

export const lf: Family<NumbersDraw> = {
  id: 'LF',
  name: { en: 'Lucky fast 3D', th: 'ลัคกี้ฟาสต์ 3D' },
  rtpBp: RTP,
  ...numbersShape({ count: 3, min: 0, max: 9, distinct: false }),
  groups: [
    ...[THREE, FRONT_TWO, BACK_TWO].map(({ id, names }) => ({ id, name: names })),
    SUM,
    ...PLACE_GROUPS,
  ],
  plays: [
    ...threeStar(THREE, [HUNDREDS, TENS, UNITS]),
    starDirect(FRONT_TWO, [HUNDREDS, TENS]),
    starDirect(BACK_TWO, [TENS, UNITS]),
    // the sum 0..27 at its own odds (0 and 27: 1 way of 1000; 13 and 14: 75)
    sumPlay(
      { family: 'LF', rtpBp: RTP, name: 'sum', group: 'sum', names: SUM.name },
      [HUNDREDS, TENS, UNITS],
      DIGITS,
      false,
    ),
    // big 14-27, small 0-13, odd, even of the sum: 500 of 1000 each
    sumBigSmallPlay(
      {
        family: 'LF',
        rtpBp: RTP,
        name: 'sum-big-small',
        group: 'sum',
        names: { en: 'Sum big small odd even', th: 'ผลรวม ใหญ่ เล็ก คี่ คู่' },
      },
      [HUNDREDS, TENS, UNITS],
      DIGITS,
      { distinct: false, bigFrom: 14 },
    ),
    ...placePlays('LF', RTP, [HUNDREDS, TENS, UNITS]),
  ],
};
