import { range } from '../combinatorics.ts';
import { oddsFor } from '../odds.ts';
import { eachPlay } from '../plays/each.ts';
import type { Verdict } from '../plays/play.ts';
import { WIN } from '../plays/play.ts';
import { NUMBERS } from '../plays/positions.ts';
import { type PrizeDraw, type PrizeTier, prizesShape } from '../shapes/prizes.ts';
import type { Family, Names, OddsTable, Selection } from '../types.ts';

/**
 * SEA, the Thai government lottery: a first prize of six digits, two front three-digit prizes, two back
 * three-digit prizes and a back two-digit prize (the smaller prizes no play reads are left out). Entered
 * by an operator from the official results, simulated on the embedded demo.
 */

const RTP = 9000;

export type SeaTier = 'first' | 'front3' | 'back3' | 'back2';
export type SeaDraw = PrizeDraw<SeaTier>;

export const SEA_TIERS: readonly PrizeTier<SeaTier>[] = [
  { key: 'first', name: { en: 'First prize', th: 'รางวัลที่ 1' }, count: 1, digits: 6 },
  { key: 'front3', name: { en: 'Front three digits', th: 'เลขหน้า 3 ตัว' }, count: 2, digits: 3 },
  { key: 'back3', name: { en: 'Back three digits', th: 'เลขท้าย 3 ตัว' }, count: 2, digits: 3 },
  { key: 'back2', name: { en: 'Back two digits', th: 'เลขท้าย 2 ตัว' }, count: 1, digits: 2 },
];

const pad = (number: Selection, width: number) => String(number).padStart(width, '0');
/** The last `width` digits of the first prize ('top' numbers). */
const top = (draw: SeaDraw, width: number) => (draw.first[0] ?? '').slice(-width);
const bottom = (draw: SeaDraw) => draw.back2[0] ?? '';

const row = (width: number, pool = range(0, 10 ** width - 1)) => ({
  key: 'numbers',
  name: NUMBERS,
  pool,
  width,
});
const once = (ways: number, outOf: number): OddsTable => ({ [WIN]: oddsFor(ways, outOf, RTP) });

type Judge = (draw: SeaDraw) => (number: Selection) => Verdict;

/** The plays of a play type whose row holds `width`-digit numbers, each play at one price. */
const playsOf =
  (group: string, width: number) => (name: string, names: Names, odds: OddsTable, judge: Judge) =>
    eachPlay<SeaDraw>({ family: 'sea', name, group, names, rows: [row(width)], odds, judge });
const threeDigit = playsOf('3-digit', 3);
const twoDigit = playsOf('2-digit', 2);
const run = playsOf('run', 1);

/** A number pays when it is the draw's number. */
const equals =
  (digits: (draw: SeaDraw) => string): Judge =>
  (draw) => {
    const shown = Number(digits(draw));
    return (number) => (number === shown ? 1 : 0);
  };

/** A three-digit number pays on each of the tier's two prizes it equals. */
const eachOf =
  (tier: 'front3' | 'back3'): Judge =>
  (draw) =>
  (number) =>
    draw[tier].filter((prize) => Number(prize) === number).length;

/** Whether a digit shows among the given digits: a run pays once however many times it shows. */
const runs =
  (digits: (draw: SeaDraw) => string): Judge =>
  (draw) => {
    const shown = digits(draw);
    return (digit) => (shown.includes(String(digit)) ? 1 : 0);
  };

/** A three-digit number's digits in ascending order, as a number: 546 → 456, 121 → 112. */
function ascending(number: number): number {
  const a = Math.floor(number / 100);
  const b = Math.floor(number / 10) % 10;
  const c = number % 10;
  const low = Math.min(a, b, c);
  const high = Math.max(a, b, c);
  return low * 100 + (a + b + c - low - high) * 10 + high;
}

const TOTE_POOL = range(0, 999).filter((n) => n % 111 !== 0);

export const sea: Family<SeaDraw> = {
  id: 'sea',
  name: { en: 'Thai government lottery', th: 'หวยรัฐบาลไทย' },
  rtpBp: RTP,
  ...prizesShape(SEA_TIERS),
  groups: [
    { id: '3-digit', name: { en: '3 digits', th: '3 ตัว' } },
    { id: '2-digit', name: { en: '2 digits', th: '2 ตัว' } },
    { id: 'run', name: { en: 'Run', th: 'เลขวิ่ง' } },
  ],
  plays: [
    threeDigit(
      '3-top',
      { en: '3 top', th: '3 ตัวบน' },
      once(1, 1000),
      equals((draw) => top(draw, 3)),
    ),
    // the last three of the first prize in any order; numbers of three equal digits are 3 top only
    eachPlay<SeaDraw>({
      family: 'sea',
      name: '3-tote',
      group: '3-digit',
      names: { en: '3 tote', th: '3 ตัวโต๊ด' },
      rows: [row(3, TOTE_POOL)],
      // three different digits have 6 orders of 1000, a pair and a single 3
      odds: { 'six-ways': oddsFor(6, 1000, RTP), 'three-ways': oddsFor(3, 1000, RTP) },
      oddsKey: (number) => (new Set(pad(number, 3)).size === 3 ? 'six-ways' : 'three-ways'),
      judge: (draw) => {
        const shown = ascending(Number(top(draw, 3)));
        return (number) => (ascending(number as number) === shown ? 1 : 0);
      },
    }),
    threeDigit('3-front', { en: '3 front', th: '3 ตัวหน้า' }, once(2, 1000), eachOf('front3')),
    threeDigit('3-back', { en: '3 back', th: '3 ตัวท้าย' }, once(2, 1000), eachOf('back3')),
    twoDigit(
      '2-top',
      { en: '2 top', th: '2 ตัวบน' },
      once(1, 100),
      equals((draw) => top(draw, 2)),
    ),
    twoDigit('2-bottom', { en: '2 bottom', th: '2 ตัวล่าง' }, once(1, 100), equals(bottom)),
    // a digit among the three top digits: 271 of 1000 draws (1 - 0.9^3); among the two bottom: 19 of 100
    run(
      'run-top',
      { en: 'Run top', th: 'วิ่งบน' },
      once(271, 1000),
      runs((draw) => top(draw, 3)),
    ),
    run('run-bottom', { en: 'Run bottom', th: 'วิ่งล่าง' }, once(19, 100), runs(bottom)),
  ],
};
