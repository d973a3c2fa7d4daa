import { AGENT_ACCOUNT_TYPES } from '@portal/contracts/member';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { TeamActivity } from './team-activity.ts';

/**
 * TeamActivity over the raw rows: a recursive walk of accounts.parent_id and the team's settled bets.
 * A stand-in until the agent module's rollups (issue 17, the other half) are merged: the lead swaps in
 * the rollup-based port at composition (app.ts) and deletes this file with its two exceptions in
 * test/architecture.test.ts. Correct at any size, fast only for small teams.
 */
export function rawTeamActivity(db: Database): TeamActivity {
  const agents = sql.join(AGENT_ACCOUNT_TYPES.map((type) => sql`${type}`));
  return {
    async sums(agentId, merchantId, from, to) {
      const { rows } = await sql<{
        valid_bet: string | number;
        active: string | number;
        net_loss: string | number;
      }>`
        with recursive team(id) as (
          select id from accounts where merchant_id = ${merchantId} and parent_id = ${agentId}
          union all
          select a.id from accounts a join team t on a.parent_id = t.id where a.merchant_id = ${merchantId}
        )
        select coalesce(sum(b.valid_bet), 0) as valid_bet,
               count(distinct b.account_id) as active,
               coalesce(sum(b.stake - b.payout), 0) as net_loss
        from bets b join team t on t.id = b.account_id
        where b.merchant_id = ${merchantId} and b.status in ('won', 'lost')
          and b.settled_at >= ${from} and b.settled_at < ${to}`.execute(db);
      const row = rows[0];
      return {
        validBet: Number(row?.valid_bet ?? 0),
        activeMembers: Number(row?.active ?? 0),
        netLoss: Number(row?.net_loss ?? 0),
      };
    },

    async topAgents(merchantId) {
      const { rows } = await sql<{ id: number }>`
        select a.id from accounts a
        where a.merchant_id = ${merchantId} and a.type in (${agents}) and a.status = 'active'
          and not exists (select 1 from accounts p where p.id = a.parent_id and p.type in (${agents}))
        order by a.id`.execute(db);
      return rows.map((r) => r.id);
    },
  };
}
