/**
 * What settlement needs to know of an agent's team (all its descendants, the agent excluded), the port
 * the composition root fills (decision 0027): the agent module's hourly rollups for whole hours, the raw
 * rows for the real-time salary's 5-minute windows (`teamActivityOf`).
 */
export type TeamActivity = {
  /**
   * The team's settled bets (won or lost) settled in [from, to): valid bets, distinct members who bet
   * (active members) and net loss (stake - payout: positive when the team lost to the house).
   */
  sums(
    agentId: number,
    merchantId: number,
    from: Date,
    to: Date,
  ): Promise<{ validBet: number; activeMembers: number; netLoss: number }>;
  /** The merchant's active agents with no agent above them: the house pays them on the default terms. */
  topAgents(merchantId: number): Promise<number[]>;
};

type Sums = Awaited<ReturnType<TeamActivity['sums']>>;

/**
 * The port from its two sources: ranges of whole hours read the agent module's rollups (fast at any team
 * size); a shorter window (the real-time salary's 5 minutes) reads the raw rows of that window.
 */
export function teamActivityOf(sources: {
  hourly: (merchantId: number, agentId: number, from: Date, to: Date) => Promise<Sums>;
  fine: TeamActivity['sums'];
  topAgents: TeamActivity['topAgents'];
}): TeamActivity {
  const wholeHour = (at: Date) => at.getTime() % 3_600_000 === 0;
  return {
    sums: (agentId, merchantId, from, to) =>
      wholeHour(from) && wholeHour(to)
        ? sources.hourly(merchantId, agentId, from, to)
        : sources.fine(agentId, merchantId, from, to),
    topAgents: sources.topAgents,
  };
}
