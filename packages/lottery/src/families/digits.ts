import { range } from '../combinatorics.ts';
import {
  type Base,
  directPlay,
  dragonTigerPlay,
  groupPlay,
  groupThreePlay,
  type Position,
  positionBigSmall,
  positionPick,
} from '../plays/positions.ts';
import type { FamilyId, Names } from '../types.ts';

/** The plays of digit draws, shared by ssc (five digits) and LF (three digits). */

export const DIGITS = range(0, 9);

const PLACE_NAMES: Names[] = [
  { en: 'Ten thousands', th: 'หลักหมื่น' },
  { en: 'Thousands', th: 'หลักพัน' },
  { en: 'Hundreds', th: 'หลักร้อย' },
  { en: 'Tens', th: 'หลักสิบ' },
  { en: 'Units', th: 'หลักหน่วย' },
];

/** The places of a draw of `count` digits (at most five), the last being the units. */
export function places(count: number): Position[] {
  return PLACE_NAMES.slice(PLACE_NAMES.length - count).map((name, at) => ({ at, name }));
}

/** Names a sub-play of a play type: 'ssc' and '3-star-front' and 'group-3' make 'ssc.3-star-front-group-3'. */
export type Star = {
  readonly family: FamilyId;
  readonly rtpBp: number;
  readonly id: string;
  readonly names: Names;
};

const subPlay = (star: Star, kind: string, names: Names): Base => ({
  family: star.family,
  name: `${star.id}-${kind}`,
  group: star.id,
  names: { en: `${star.names.en} ${names.en}`, th: `${star.names.th} ${names.th}` },
  rtpBp: star.rtpBp,
});

const DIRECT: Names = { en: 'direct', th: 'ตรง' };

/** The places' digits in order, one bet per tuple (10^n draws each). */
export const starDirect = (star: Star, positions: readonly Position[]) =>
  directPlay(subPlay(star, 'direct', DIRECT), positions, DIGITS, false);

/** Direct, group 3 (a pair and a single) and group 6 (three different digits) of three places. */
export const threeStar = (star: Star, positions: readonly [Position, Position, Position]) => [
  starDirect(star, positions),
  groupThreePlay(subPlay(star, 'group-3', { en: 'group 3', th: 'กลุ่ม 3' }), positions),
  groupPlay(subPlay(star, 'group-6', { en: 'group 6', th: 'กลุ่ม 6' }), positions, DIGITS, false),
];

/**
 * A digit at any place (1-star), big (5-9) small odd even of a place, and dragon (the first place
 * higher) against tiger (the last higher) with a tie on equal digits (10 of 100 draws).
 */
export function placePlays(family: FamilyId, rtpBp: number, positions: readonly Position[]) {
  const first = positions[0] as Position;
  const last = positions[positions.length - 1] as Position;
  return [
    positionPick(
      { family, rtpBp, name: '1-star', group: '1-star', names: { en: '1-star', th: '1 ดาว' } },
      positions,
      DIGITS,
    ),
    positionBigSmall(
      {
        family,
        rtpBp,
        name: 'big-small',
        group: 'big-small',
        names: { en: 'Place big small odd even', th: 'หลัก ใหญ่ เล็ก คี่ คู่' },
      },
      positions,
      5,
    ),
    dragonTigerPlay(
      {
        family,
        rtpBp,
        name: 'dragon-tiger',
        group: 'dragon-tiger',
        names: { en: 'Dragon tiger tie', th: 'มังกร เสือ เสมอ' },
      },
      [
        {
          first,
          last,
          name: { en: `${first.name.en} vs ${last.name.en}`, th: `${first.name.th} กับ ${last.name.th}` },
        },
      ],
      DIGITS.length,
    ),
  ];
}

/** The play types of `placePlays`. */
export const PLACE_GROUPS = [
  { id: '1-star', name: { en: '1-star', th: '1 ดาว' } },
  { id: 'big-small', name: { en: 'Big small odd even', th: 'ใหญ่ เล็ก คี่ คู่' } },
  { id: 'dragon-tiger', name: { en: 'Dragon tiger', th: 'มังกร เสือ' } },
];
