import { choose, range } from '../combinatorics.ts';
import { oddsFor } from '../odds.ts';
import { eachPlay } from '../plays/each.ts';
import { BIG_SMALL_ODD_EVEN, bigSmallOddEven } from '../plays/options.ts';
import { WIN } from '../plays/play.ts';
import { NUMBERS } from '../plays/positions.ts';
import { subsetPlay } from '../plays/subset.ts';
import { drawDistinct } from '../random.ts';
import { parseNumbers, refused } from '../shapes/numbers.ts';
import type { DrawCheck, Family, Names } from '../types.ts';
import { animalOfLunarYear, ZODIAC, zodiacOf } from './zodiac.ts';

/**
 * lhc, Mark Six: six different regular numbers of 1..49 and a special number different from them, and
 * the lunar year of the draw (not random: it sets the zodiac table).
 */
export type LhcDraw = {
  readonly regular: readonly number[];
  readonly special: number;
  readonly lunarYear: number;
};

const RTP = 9700;
const BALLS = range(1, 49);
const REGULAR = { count: 6, min: 1, max: 49, distinct: true };
/** Special big is 25-48, small 1-24; 49 is a tie for big, small, odd and even: they are refunded. */
const SPECIAL_BIG_FROM = 25;
const SPECIAL_TIE = 49;

function parseDraw(value: unknown): DrawCheck<LhcDraw> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return refused('lottery.draw.shape', '');
  const { regular, special, lunarYear, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return refused('lottery.draw.shape', '');
  const numbers = parseNumbers(regular, REGULAR, 'regular');
  if (!numbers.ok) return numbers;
  if (!Number.isInteger(special)) return refused('lottery.draw.shape', 'special');
  const ball = special as number;
  if (ball < 1 || ball > 49) return refused('lottery.draw.range', 'special');
  if (numbers.draw.includes(ball)) return refused('lottery.draw.repeat', 'special');
  if (!Number.isInteger(lunarYear)) return refused('lottery.draw.shape', 'lunarYear');
  const year = lunarYear as number;
  if (year < 1900 || year > 2199) return refused('lottery.draw.range', 'lunarYear');
  return { ok: true, draw: { regular: numbers.draw, special: ball, lunarYear: year } };
}

const base = (name: string, group: string, names: Names) => ({ family: 'lhc' as const, name, group, names });
const SPECIAL_ROW: Names = { en: 'Special', th: 'เลขพิเศษ' };

export const lhc: Family<LhcDraw> = {
  id: 'lhc',
  name: { en: 'Mark Six', th: 'มาร์คซิกซ์' },
  rtpBp: RTP,
  shape: { kind: 'mark-six', regular: 6, min: 1, max: 49 },
  parseDraw,
  /** Seven different balls by the partial shuffle of 1..49: the first six regular, the seventh special. */
  generate(rng, context) {
    if (context.lunarYear === undefined) throw new RangeError('a Mark Six draw needs its lunar year');
    const balls = drawDistinct(rng, BALLS, 7);
    return { regular: balls.slice(0, 6), special: balls[6] as number, lunarYear: context.lunarYear };
  },
  groups: [
    { id: 'special', name: { en: 'Special number', th: 'เลขพิเศษ' } },
    { id: 'zodiac', name: { en: 'Zodiac', th: 'นักษัตร' } },
    { id: 'regular', name: { en: 'Regular numbers', th: 'เลขปกติ' } },
  ],
  plays: [
    eachPlay<LhcDraw>({
      ...base('special', 'special', { en: 'Special number', th: 'เลขพิเศษ' }),
      rows: [{ key: 'special', name: SPECIAL_ROW, pool: BALLS }],
      odds: { [WIN]: oddsFor(1, 49, RTP) },
      judge: (draw) => (number) => (number === draw.special ? 1 : 0),
    }),
    eachPlay<LhcDraw>({
      ...base('special-big-small', 'special', {
        en: 'Special big small odd even',
        th: 'เลขพิเศษ ใหญ่ เล็ก คี่ คู่',
      }),
      tie: 'refund',
      rows: [
        {
          key: 'special',
          name: SPECIAL_ROW,
          pool: Object.keys(BIG_SMALL_ODD_EVEN),
          labels: BIG_SMALL_ODD_EVEN,
        },
      ],
      // each option wins on 24 of 49 numbers and is refunded on 49
      odds: { [WIN]: oddsFor(24, 49, RTP, 1) },
      judge: (draw) => (option) => {
        if (draw.special === SPECIAL_TIE) return 'tie';
        return bigSmallOddEven(option, draw.special, SPECIAL_BIG_FROM) ? 1 : 0;
      },
    }),
    // the special number's animal: the year's animal has 5 numbers, the others 4, priced apart
    eachPlay<LhcDraw>({
      ...base('special-zodiac', 'zodiac', { en: 'Special zodiac', th: 'นักษัตรเลขพิเศษ' }),
      rows: [
        { key: 'zodiac', name: { en: 'Zodiac', th: 'นักษัตร' }, pool: Object.keys(ZODIAC), labels: ZODIAC },
      ],
      odds: { year: oddsFor(5, 49, RTP), other: oddsFor(4, 49, RTP) },
      oddsKey: (animal, draw) => (animal === animalOfLunarYear(draw.lunarYear) ? 'year' : 'other'),
      judge: (draw) => {
        const animal = zodiacOf(draw.special, animalOfLunarYear(draw.lunarYear));
        return (option) => (option === animal ? 1 : 0);
      },
    }),
    eachPlay<LhcDraw>({
      ...base('regular', 'regular', { en: 'Any regular number', th: 'เลขปกติ' }),
      rows: [{ key: 'numbers', name: NUMBERS, pool: BALLS }],
      odds: { [WIN]: oddsFor(6, 49, RTP) },
      judge: (draw) => (number) => (draw.regular.includes(number as number) ? 1 : 0),
    }),
    ...([2, 3] as const).map((n) =>
      subsetPlay<LhcDraw>({
        ...base(`regular-${n}`, 'regular', { en: `${n} regular numbers`, th: `เลขปกติ ${n} ตัว` }),
        size: n,
        relation: 'within',
        rows: [{ key: 'numbers', name: NUMBERS, pool: BALLS }],
        odds: { [WIN]: oddsFor(choose(6, n), choose(49, n), RTP) },
        target: (draw) => new Set(draw.regular),
      }),
    ),
  ],
};
