import type { EventEnvelope } from '../../platform/events/domain-events.ts';
import type { BetSettled } from './betting.events.ts';

/** A member's bets of one batch of `bet.settled` events. */
export type MemberBets = { merchantId: number; accountId: number; bets: BetSettled[] };

/**
 * A batch of settled bets (a batch handler's call) by member, each member's bets in the order settled and
 * members in the order each first appears; refunds left out unless asked for (a refund was never a bet).
 */
export function settledByMember(
  events: readonly Pick<EventEnvelope<{ 'bet.settled': BetSettled }, 'bet.settled'>, 'payload'>[],
  options: { refunds?: boolean } = {},
): MemberBets[] {
  const members = new Map<string, MemberBets>();
  for (const { payload: bet } of events) {
    if (bet.outcome === 'refunded' && !options.refunds) continue;
    const key = `${bet.merchantId}:${bet.accountId}`;
    const member = members.get(key);
    if (member) member.bets.push(bet);
    else members.set(key, { merchantId: bet.merchantId, accountId: bet.accountId, bets: [bet] });
  }
  return [...members.values()];
}

/** The sum of a field over bets. */
export const sumOf = (bets: readonly BetSettled[], field: 'stake' | 'validBet' | 'payout') =>
  bets.reduce((sum, bet) => sum + bet[field], 0);
