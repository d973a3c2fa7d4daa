import type { ExposureKey, StripeRow } from './tickets.store.ts';

/**
 * The liability limit split into stripes (decision 0028). Each target of a draw keeps its exposure in
 * stripes, each with its own budget and a CHECK (liability <= budget); the budgets of a target add up to
 * the game's limit (or, after the limit was lowered under what is already owed, to the liability itself).
 * A slip adds to one stripe of each target, so concurrent slips on the same number meet no common row;
 * when a stripe's budget is short, the slow path locks every stripe of the target and splits the budget
 * anew. These are the pure parts: which stripe, and the new split.
 */

/** The stripes per target on PostgreSQL: slips take them in turn, so 32 in flight on a node share none. */
export const POSTGRES_STRIPES = 32;

export const keyOf = (k: ExposureKey) => `${k.drawId}|${k.target}`;

/** A stripe with numbers. */
export type Stripe = {
  drawId: number;
  target: string;
  stripe: number;
  liability: number;
  budget: number;
  limitValue: number;
};

export const toStripe = (r: StripeRow): Stripe => ({
  drawId: Number(r.draw_id),
  target: r.target,
  stripe: r.stripe,
  liability: Number(r.liability),
  budget: Number(r.budget),
  limitValue: Number(r.limit_value),
});

/** Stripes by target (draw and target), each list in stripe order as the rows came. */
export function byTarget(rows: readonly StripeRow[]): Map<string, Stripe[]> {
  const grouped = new Map<string, Stripe[]>();
  for (const row of rows) {
    const stripe = toStripe(row);
    const key = keyOf(stripe);
    const list = grouped.get(key);
    if (list) list.push(stripe);
    else grouped.set(key, [stripe]);
  }
  return grouped;
}

/**
 * A target's budget split anew from `limit`: each stripe keeps its liability and gets an even share of
 * what the limit leaves; `favoured` gets the remainder and, first, room for `add` (the slip about to be
 * written on it). Null when the target's liability plus `add` would pass the limit: the slip is refused.
 * When the liability already passes the limit (an operator lowered it), every budget is its liability:
 * nothing more is sold on the target until it is under the limit again.
 */
export function split(stripes: readonly Stripe[], limit: number, favoured: number, add = 0): Stripe[] | null {
  const owed = stripes.reduce((sum, s) => sum + s.liability, 0);
  if (add > 0 && owed + add > limit) return null;
  const spare = Math.max(limit - owed - add, 0);
  const share = Math.floor(spare / Math.max(stripes.length, 1));
  const rest = spare - share * stripes.length;
  return stripes.map((s) => ({
    ...s,
    budget: s.liability + share + (s.stripe === favoured ? add + rest : 0),
    limitValue: limit,
  }));
}

/**
 * A cancelled ticket's liability taken off a target's stripes: from `own` first, then from the others in
 * order (a target's liability is the sum of its stripes, whichever stripe a slip wrote); then the budget
 * split anew from the limit.
 */
export function release(stripes: readonly Stripe[], limit: number, own: number, liability: number): Stripe[] {
  let left = liability;
  const ordered = [...stripes].sort((a, b) => Number(b.stripe === own) - Number(a.stripe === own));
  const taken = new Map<number, number>();
  for (const s of ordered) {
    const take = Math.min(s.liability, left);
    taken.set(s.stripe, take);
    left -= take;
  }
  const after = stripes.map((s) => ({ ...s, liability: s.liability - (taken.get(s.stripe) ?? 0) }));
  return split(after, limit, own) ?? after;
}
