import { BASIS_POINTS, type SalaryTier, tierRate } from '@portal/contracts/agent-contracts';

// The terms' rules are shared with the portal, which checks an offer before sending it.
export { termsProblem, tierRate, withinTerms } from '@portal/contracts/agent-contracts';

/**
 * The rules of agent contracts (decision 0027), pure: what a salary tier pays, what a dividend pays
 * with its carried loss, whether a downline's terms stay within its upline's, and the level-by-level
 * payment down a chain of contracts. Amounts are integers in minor units, rates in basis points;
 * every amount rounds down to the minor unit (DESIGN.md 4).
 */

export type Activity = { validBet: number; activeMembers: number; netLoss: number };

/** floor(amount * bps / 10,000) without leaving the integers (amounts may be near 2^53). */
export function applyBps(amount: number, bps: number): number {
  if (amount <= 0 || bps <= 0) return 0;
  return Number((BigInt(amount) * BigInt(bps)) / BigInt(BASIS_POINTS));
}

/** A salary of one period: the tier's rate on the team's valid bets. */
export function salaryOf(
  tiers: readonly SalaryTier[],
  activity: Pick<Activity, 'validBet' | 'activeMembers'>,
) {
  const rate = tierRate(tiers, activity.validBet, activity.activeMembers);
  return { rate, amount: applyBps(activity.validBet, rate) };
}

/**
 * A real-time salary for one 5-minute window: the tier reached by the day so far (the window included)
 * applied to the window's valid bets, so the windows of a day add up to at most the daily rule's amount.
 */
export function realtimeSalaryOf(
  tiers: readonly SalaryTier[],
  dayToDate: Pick<Activity, 'validBet' | 'activeMembers'>,
  windowValidBet: number,
) {
  const rate = tierRate(tiers, dayToDate.validBet, dayToDate.activeMembers);
  return { rate, amount: applyBps(windowValidBet, rate) };
}

/**
 * A dividend of one period: the share of the team's net loss after the loss carried from earlier
 * periods (carry <= 0). A negative result pays nothing and is carried into the next period.
 */
export function dividendOf(share: number, netLoss: number, carry: number) {
  const base = netLoss + Math.min(0, carry);
  if (base <= 0) return { base, amount: 0, carry: base };
  return { base, amount: applyBps(base, share), carry: 0 };
}

/** One level of a chain of contracts: what its contract pays it for the period. */
export type LevelAmount = { agent: number; amount: number };

/** One payment down the tree: from the payer (null: the house) to its direct downline. */
export type Transfer = { from: number | null; to: number; amount: number };

/**
 * The level-by-level payment of one period over a tree of contracts: every agent is paid its own
 * contract's amount by its direct upline (the top by the house), and pays each of its direct downlines
 * theirs out of it. What a level keeps is what it received less what it paid below. Parents come
 * before their children in the answer, so a payer's own pay lands before it pays.
 */
export function payDown(levels: ReadonlyMap<number, { upline: number | null; amount: number }>): {
  transfers: Transfer[];
  kept: Map<number, number>;
  housePaid: number;
} {
  const children = new Map<number | null, number[]>();
  for (const [agent, { upline }] of levels) {
    if (upline !== null && !levels.has(upline)) throw new Error(`payDown: upline ${upline} has no level`);
    const list = children.get(upline) ?? [];
    list.push(agent);
    children.set(upline, list);
  }
  const transfers: Transfer[] = [];
  const kept = new Map<number, number>();
  let housePaid = 0;
  const queue: Array<number | null> = [null];
  while (queue.length > 0) {
    const payer = queue.shift() as number | null;
    for (const agent of (children.get(payer) ?? []).sort((a, b) => a - b)) {
      const { amount } = levels.get(agent) as { amount: number };
      transfers.push({ from: payer, to: agent, amount });
      if (payer === null) housePaid += amount;
      else kept.set(payer, (kept.get(payer) ?? 0) - amount);
      kept.set(agent, (kept.get(agent) ?? 0) + amount);
      queue.push(agent);
    }
  }
  return { transfers, kept, housePaid };
}
