import { elevenFive } from './families/11x5.ts';
import { k3 } from './families/k3.ts';
import { lf } from './families/lf.ts';
import { lhc } from './families/lhc.ts';
import { pk10 } from './families/pk10.ts';
import { sea } from './families/sea.ts';
import { ssc } from './families/ssc.ts';
import { vnNorth, vnSouth } from './families/vn.ts';
import type { Family, FamilyId, Play } from './types.ts';

/** Every family by id: the spec's icon types k3, pk10, 11x5, ssc, lhc, LF, and the VN and SEA lotteries. */
export const FAMILIES = {
  k3,
  pk10,
  '11x5': elevenFive,
  ssc,
  lhc,
  LF: lf,
  'vn-north': vnNorth,
  'vn-south': vnSouth,
  sea,
} as const satisfies { [F in FamilyId]: Family<unknown> };

export type Families = typeof FAMILIES;
/** The draw type of a family: `DrawOf<'lhc'>` is `LhcDraw`. */
export type DrawOf<F extends FamilyId> = Families[F] extends Family<infer D> ? D : never;

export const FAMILY_IDS = Object.keys(FAMILIES) as FamilyId[];

/** Every play of every family, in catalogue order. */
export const PLAYS: readonly Play<unknown>[] = FAMILY_IDS.flatMap(
  (id) => FAMILIES[id].plays as readonly Play<unknown>[],
);

const PLAY_BY_ID = new Map(PLAYS.map((play) => [play.id, play]));

/** A family by id, for ids that come from storage or the wire. */
export function familyOf(id: string): Family<unknown> | undefined {
  return Object.hasOwn(FAMILIES, id) ? (FAMILIES[id as FamilyId] as Family<unknown>) : undefined;
}

/** A play by its id (`'k3.sum'`, `'vn-north.xien-2'`). */
export function playOf(id: string): Play<unknown> | undefined {
  return PLAY_BY_ID.get(id);
}
