/**
 * What settlement needs to know of an agent's team (all its descendants, the agent excluded), the port
 * the composition root fills (decision 0027): today `rawTeamActivity` over the raw rows; with the agent
 * module's hourly rollups, an implementation over them.
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
