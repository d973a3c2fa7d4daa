import type { Position } from '../plays/positions.ts';
import { type NumbersDraw, numbersShape } from '../shapes/numbers.ts';
import type { Family, Names } from '../types.ts';
import { PLACE_GROUPS, placePlays, places, type Star, starDirect, threeStar } from './digits.ts';

/** ssc: five digits 0-9 (ten thousands to units), each drawn on its own. */

const RTP = 9700;
const [P1, P2, P3, P4, P5] = places(5) as [Position, Position, Position, Position, Position];
const star = (id: string, names: Names): Star => ({ family: 'ssc', rtpBp: RTP, id, names });

const FIVE = star('5-star', { en: '5-star', th: '5 ดาว' });
const FOUR = star('4-star', { en: '4-star', th: '4 ดาว' });
const FRONT_THREE = star('3-star-front', { en: '3-star front', th: '3 ดาว หน้า' });
const MIDDLE_THREE = star('3-star-middle', { en: '3-star middle', th: '3 ดาว กลาง' });
const BACK_THREE = star('3-star-back', { en: '3-star back', th: '3 ดาว หลัง' });
const FRONT_TWO = star('2-star-front', { en: '2-star front', th: '2 ดาว หน้า' });
const BACK_TWO = star('2-star-back', { en: '2-star back', th: '2 ดาว หลัง' });
const STARS = [FIVE, FOUR, FRONT_THREE, MIDDLE_THREE, BACK_THREE, FRONT_TWO, BACK_TWO];

export const ssc: Family<NumbersDraw> = {
  id: 'ssc',
  name: { en: 'SSC five digits', th: 'SSC ห้าหลัก' },
  rtpBp: RTP,
  ...numbersShape({ count: 5, min: 0, max: 9, distinct: false }),
  groups: [...STARS.map(({ id, names }) => ({ id, name: names })), ...PLACE_GROUPS],
  plays: [
    starDirect(FIVE, [P1, P2, P3, P4, P5]),
    starDirect(FOUR, [P2, P3, P4, P5]),
    ...threeStar(FRONT_THREE, [P1, P2, P3]),
    ...threeStar(MIDDLE_THREE, [P2, P3, P4]),
    ...threeStar(BACK_THREE, [P3, P4, P5]),
    starDirect(FRONT_TWO, [P1, P2]),
    starDirect(BACK_TWO, [P4, P5]),
    ...placePlays('ssc', RTP, [P1, P2, P3, P4, P5]),
  ],
};
