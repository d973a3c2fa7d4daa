import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { TeamActivity } from './team-activity.ts';

/**
 * A team's settled bets in a window shorter than the rollups' hour (the real-time salary's 5 minutes),
 * over the raw rows: the team from the member module's closure table, its bets won or lost in the window.
 * Recorded as exceptions in test/architecture.test.ts (decision 0027): a window's bets are few.
 */
export function rawWindowSums(db: Database): TeamActivity['sums'] {
  return async (agentId, merchantId, from, to) => {
    const { rows } = await sql<{
      valid_bet: string | number;
      active: string | number;
      net_loss: string | number;
    }>`
      select coalesce(sum(b.valid_bet), 0) as valid_bet,
             count(distinct b.account_id) as active,
             coalesce(sum(b.stake - b.payout), 0) as net_loss
      from account_tree t join bets b on b.merchant_id = t.merchant_id and b.account_id = t.descendant_id
      where t.merchant_id = ${merchantId} and t.ancestor_id = ${agentId} and t.depth >= 1
        and b.status in ('won', 'lost') and b.settled_at >= ${from} and b.settled_at < ${to}`.execute(db);
    const row = rows[0];
    return {
      validBet: Number(row?.valid_bet ?? 0),
      activeMembers: Number(row?.active ?? 0),
      netLoss: Number(row?.net_loss ?? 0),
    };
  };
}
