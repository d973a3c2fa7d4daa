import { range } from '../combinatorics.ts';
import { oddsFor } from '../odds.ts';
import { eachPlay } from '../plays/each.ts';
import { WIN } from '../plays/play.ts';
import {
  type Base,
  NUMBERS,
  type Position,
  pairAndSingle,
  sumBigSmallPlay,
  sumPlay,
} from '../plays/positions.ts';
import { type Relation, subsetPlay } from '../plays/subset.ts';
import { tuplePlay } from '../plays/tuple.ts';
import { type NumbersDraw, numbersShape } from '../shapes/numbers.ts';
import type { Family, Names, Selection } from '../types.ts';

/** k3: three dice 1-6. No play depends on the dice's order. */

const RTP = 9700;
const OUTCOMES = 216;
const DICE = range(1, 6);
const DIE_POSITIONS: Position[] = [0, 1, 2].map((at) => ({
  at,
  name: { en: `Die ${at + 1}`, th: `ลูกที่ ${at + 1}` },
}));

const isTriple = (dice: readonly number[]) => dice[0] === dice[1] && dice[1] === dice[2];
const timesShown = (draw: NumbersDraw, face: Selection) => draw.filter((die) => die === face).length;

const play = (name: string, group: string, names: Names): Base => ({
  family: 'k3',
  name,
  group,
  names,
  rtpBp: RTP,
});
const once = (ways: number) => ({ [WIN]: oddsFor(ways, OUTCOMES, RTP) });
const DICE_ROW = (key: string, name: Names) => ({ key, name, pool: DICE });

/** A play of one button, its only option named as the play: it wins on the `ways` throws that `hold`. */
const button = (
  name: string,
  group: string,
  names: Names,
  ways: number,
  hold: (dice: NumbersDraw) => boolean,
) =>
  eachPlay<NumbersDraw>({
    ...play(name, group, names),
    rows: [{ key: name, name: names, pool: [name], labels: { [name]: names } }],
    odds: once(ways),
    judge: (draw) => () => (hold(draw) ? 1 : 0),
  });

/** Bets of `size` different faces, judged against the faces shown. */
const different = (name: string, names: Names, size: number, relation: Relation, ways: number) =>
  subsetPlay<NumbersDraw>({
    ...play(name, 'different', names),
    size,
    relation,
    rows: [{ key: 'numbers', name: NUMBERS, pool: DICE }],
    odds: once(ways),
    target: (draw) => new Set(draw),
  });

export const k3: Family<NumbersDraw> = {
  id: 'k3',
  name: { en: 'Fast 3 dice', th: 'ลูกเต๋าด่วน 3 ลูก' },
  rtpBp: RTP,
  ...numbersShape({ count: 3, min: 1, max: 6, distinct: false }),
  groups: [
    { id: 'sum', name: { en: 'Sum', th: 'ผลรวม' } },
    { id: 'triple', name: { en: 'Triples', th: 'ตอง' } },
    { id: 'pair', name: { en: 'Pairs', th: 'เบิ้ล' } },
    { id: 'different', name: { en: 'Different numbers', th: 'เลขไม่ซ้ำ' } },
  ],
  plays: [
    // the sum of the three dice, each sum at its own odds (3 and 18: 1 way of 216; 10 and 11: 27)
    sumPlay(play('sum', 'sum', { en: 'Sum', th: 'ผลรวม' }), DIE_POSITIONS, DICE, false),
    // big 11-18, small 3-10, odd, even of the sum; a triple loses them all (105 of 216 win)
    sumBigSmallPlay(
      play('big-small', 'sum', { en: 'Sum big small odd even', th: 'ผลรวม ใหญ่ เล็ก คี่ คู่' }),
      DIE_POSITIONS,
      DICE,
      { distinct: false, bigFrom: 11, lose: isTriple },
    ),
    button('any-triple', 'triple', { en: 'Any triple', th: 'ตองใดก็ได้' }, 6, isTriple),
    eachPlay({
      ...play('triple', 'triple', { en: 'Specific triple', th: 'ตองเจาะ' }),
      rows: [DICE_ROW('triple', { en: 'Triple of', th: 'ตองของ' })],
      odds: once(1),
      judge: (draw) => (face) => (isTriple(draw) && draw[0] === face ? 1 : 0),
    }),
    // exactly two dice show the face: a triple is not a pair (15 of 216 per face)
    eachPlay({
      ...play('pair', 'pair', { en: 'Pair', th: 'เบิ้ล' }),
      rows: [DICE_ROW('pair', { en: 'Pair of', th: 'เบิ้ลของ' })],
      odds: once(15),
      judge: (draw) => (face) => (timesShown(draw, face) === 2 ? 1 : 0),
    }),
    // a pair and a different single face: 112 wins the bet (1 pair, 2 single) and only it
    tuplePlay({
      ...play('pair-single', 'pair', { en: 'Pair and single', th: 'เบิ้ลกับเลขเดี่ยว' }),
      distinct: true,
      rows: [
        DICE_ROW('pair', { en: 'Pair', th: 'เบิ้ล' }),
        DICE_ROW('single', { en: 'Single', th: 'เลขเดี่ยว' }),
      ],
      odds: once(3),
      target: (draw) => pairAndSingle(draw),
    }),
    // both faces of the bet among the dice (30 of 216); the dice are the bet's three faces (6 of 216)
    different('two-different', { en: 'Two different', th: 'สองตัวไม่ซ้ำ' }, 2, 'within', 30),
    different('three-different', { en: 'Three different', th: 'สามตัวไม่ซ้ำ' }, 3, 'equals', 6),
    // 123, 234, 345 or 456 in any order (24 of 216)
    button('any-straight', 'different', { en: 'Any straight', th: 'เรียงใดก็ได้' }, 24, (dice) => {
      const [a, b, c] = [...dice].sort((x, y) => x - y) as [number, number, number];
      return b === a + 1 && c === b + 1;
    }),
  ],
};
