import { choose, range } from '../combinatorics.ts';
import { oddsFor } from '../odds.ts';
import { eachPlay } from '../plays/each.ts';
import { WIN } from '../plays/play.ts';
import { NUMBERS } from '../plays/positions.ts';
import { subsetPlay } from '../plays/subset.ts';
import { allPrizes, type PrizeDraw, type PrizeTier, prizesShape } from '../shapes/prizes.ts';
import type { Family, FamilyId, Names } from '../types.ts';

/**
 * VN lotto, the Vietnamese regional draws, entered by an operator from the official results (simulated
 * on the embedded demo). North (Miền Bắc) has 27 prizes, South and Central (Miền Nam, Miền Trung) 18.
 * Plays read the last digits of the prizes: lô counts every prize ending in the number, each appearance
 * paying once; đề and 3 càng read the special prize.
 */

const RTP = 9500;

const tier = <K extends string>(
  key: K,
  en: string,
  th: string,
  count: number,
  digits: number,
): PrizeTier<K> => ({
  key,
  name: { en, th },
  count,
  digits,
});

export type VnNorthTier = 'special' | 'first' | 'second' | 'third' | 'fourth' | 'fifth' | 'sixth' | 'seventh';
export type VnSouthTier = VnNorthTier | 'eighth';

export const VN_NORTH_TIERS: readonly PrizeTier<VnNorthTier>[] = [
  tier('special', 'Special prize', 'รางวัลพิเศษ', 1, 5),
  tier('first', 'First prize', 'รางวัลที่ 1', 1, 5),
  tier('second', 'Second prize', 'รางวัลที่ 2', 2, 5),
  tier('third', 'Third prize', 'รางวัลที่ 3', 6, 5),
  tier('fourth', 'Fourth prize', 'รางวัลที่ 4', 4, 4),
  tier('fifth', 'Fifth prize', 'รางวัลที่ 5', 6, 4),
  tier('sixth', 'Sixth prize', 'รางวัลที่ 6', 3, 3),
  tier('seventh', 'Seventh prize', 'รางวัลที่ 7', 4, 2),
];

export const VN_SOUTH_TIERS: readonly PrizeTier<VnSouthTier>[] = [
  tier('special', 'Special prize', 'รางวัลพิเศษ', 1, 6),
  tier('first', 'First prize', 'รางวัลที่ 1', 1, 5),
  tier('second', 'Second prize', 'รางวัลที่ 2', 1, 5),
  tier('third', 'Third prize', 'รางวัลที่ 3', 2, 5),
  tier('fourth', 'Fourth prize', 'รางวัลที่ 4', 7, 5),
  tier('fifth', 'Fifth prize', 'รางวัลที่ 5', 1, 4),
  tier('sixth', 'Sixth prize', 'รางวัลที่ 6', 3, 4),
  tier('seventh', 'Seventh prize', 'รางวัลที่ 7', 1, 3),
  tier('eighth', 'Eighth prize', 'รางวัลที่ 8', 1, 2),
];

export type VnNorthDraw = PrizeDraw<VnNorthTier>;
export type VnSouthDraw = PrizeDraw<VnSouthTier>;

/**
 * The chance that n given numbers of 00-99 all end at least one of m prizes (each prize's ending
 * uniform and independent), exactly, by inclusion and exclusion: sum over j of (-1)^j C(n, j) (100-j)^m,
 * out of 100^m.
 */
function allAppear(n: number, m: number): [bigint, bigint] {
  let ways = 0n;
  for (let j = 0; j <= n; j++) ways += BigInt((-1) ** j * choose(n, j)) * BigInt(100 - j) ** BigInt(m);
  return [ways, 100n ** BigInt(m)];
}

function vnFamily<K extends string>(
  id: FamilyId,
  name: Names,
  tiers: readonly PrizeTier<K | 'special'>[],
): Family<PrizeDraw<K | 'special'>> {
  type Draw = PrizeDraw<K | 'special'>;
  /** The last `width` digits of every prize that has that many, as numbers. */
  const endings = (draw: Draw, width: number) =>
    allPrizes(draw, tiers)
      .filter((prize) => prize.length >= width)
      .map((prize) => Number(prize.slice(-width)));
  const prizesOf = (width: number) => tiers.filter((t) => t.digits >= width).reduce((n, t) => n + t.count, 0);
  const special = (draw: Draw, width: number) => Number((draw.special[0] ?? '').slice(-width));
  const play = (key: string, group: string, en: string, th: string) => ({
    family: id,
    name: key,
    group,
    names: { en, th },
  });
  const row = (width: number) => ({ key: 'numbers', name: NUMBERS, pool: range(0, 10 ** width - 1), width });

  /** Lô: one bet per number, winning once for every prize that ends in it. */
  const lo = (key: string, en: string, th: string, width: number) =>
    eachPlay<Draw>({
      ...play(key, 'lo', en, th),
      rows: [row(width)],
      // a number is expected to end prizesOf(width) prizes in 10^width draws
      odds: { [WIN]: oddsFor(prizesOf(width), 10 ** width, RTP) },
      judge: (draw) => {
        const times = new Map<number, number>();
        for (const ending of endings(draw, width)) times.set(ending, (times.get(ending) ?? 0) + 1);
        return (number) => times.get(number as number) ?? 0;
      },
    });
  /** Đề and 3 càng: the last two or three digits of the special prize. */
  const de = (key: string, en: string, th: string, width: number) =>
    eachPlay<Draw>({
      ...play(key, 'de', en, th),
      rows: [row(width)],
      odds: { [WIN]: oddsFor(1, 10 ** width, RTP) },
      judge: (draw) => {
        const shown = special(draw, width);
        return (number) => (number === shown ? 1 : 0);
      },
    });
  /** Xiên n: a bet of n numbers wins once when every one of them ends at least one prize. */
  const xien = (n: number) => {
    const [ways, outOf] = allAppear(n, prizesOf(2));
    return subsetPlay<Draw>({
      ...play(`xien-${n}`, 'xien', `Xiên ${n}`, `ชุด ${n} ตัว ทุกรางวัล`),
      size: n,
      relation: 'within',
      rows: [row(2)],
      odds: { [WIN]: oddsFor(ways, outOf, RTP) },
      target: (draw) => new Set(endings(draw, 2)),
    });
  };
  return {
    id,
    name,
    rtpBp: RTP,
    ...prizesShape(tiers),
    groups: [
      { id: 'lo', name: { en: 'Lô', th: 'เลขท้ายทุกรางวัล' } },
      { id: 'de', name: { en: 'Đề', th: 'เลขท้ายรางวัลพิเศษ' } },
      { id: 'xien', name: { en: 'Xiên', th: 'ชุดตัวเลข' } },
    ],
    plays: [
      lo('lo', 'Lô', '2 ตัวท้าย ทุกรางวัล', 2),
      lo('lo-3', 'Lô 3 số', '3 ตัวท้าย ทุกรางวัล', 3),
      de('de', 'Đề', '2 ตัวท้าย รางวัลพิเศษ', 2),
      de('3-cang', '3 càng', '3 ตัวท้าย รางวัลพิเศษ', 3),
      xien(2),
      xien(3),
      xien(4),
    ],
  };
}

export const vnNorth: Family<VnNorthDraw> = vnFamily(
  'vn-north',
  { en: 'Vietnam North', th: 'หวยเวียดนามเหนือ' },
  VN_NORTH_TIERS,
);

export const vnSouth: Family<VnSouthDraw> = vnFamily(
  'vn-south',
  { en: 'Vietnam South and Central', th: 'หวยเวียดนามใต้และกลาง' },
  VN_SOUTH_TIERS,
);
