import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  TeamBettingQuery,
  TeamBettingReport,
  TeamProfitLossQuery,
  TeamProfitLossReport,
  TeamTransactionPage,
  TeamTransactionQuery,
} from '@portal/contracts/agent.schema';
import { ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { TreeService } from '../member/tree.service.ts';
import { AGENT_ROUTE, memberOfTeam, SECURITY } from './agent-guard.ts';
import type { TeamService } from './team.service.ts';

const RANGE =
  'Days are the merchant’s: period is a quick range (today by default), custom takes startDate and endDate ' +
  '(at most 92 days); agentId narrows to the team of an agent of the caller’s team.';

/** The agent centre's team reports (spec section 2): sums from the member rollups, the list from raw rows. */
export const reportsRoutes: FastifyPluginAsyncTypebox<{ team: TeamService; tree: TreeService }> = async (
  app,
  { team, tree },
) => {
  const tags = ['agent'];
  const config = AGENT_ROUTE;

  app.get(
    '/wps/report/teamBetting',
    {
      config,
      schema: {
        tags,
        summary: 'The team’s settled bets by game category and by member, with totals',
        description: `${RANGE} username narrows to one member of the team.`,
        security: SECURITY,
        querystring: TeamBettingQuery,
        response: envelopeResponses(TeamBettingReport),
      },
    },
    async (req) =>
      ok(await team.betting(req.merchant, await memberOfTeam(tree, req, req.query.agentId), req.query)),
  );

  app.get(
    '/wps/report/teamProfitLoss',
    {
      config,
      schema: {
        tags,
        summary:
          'The team’s profit and loss per period (daily, weekly, half-month, monthly), category and member',
        description: RANGE,
        security: SECURITY,
        querystring: TeamProfitLossQuery,
        response: envelopeResponses(TeamProfitLossReport),
      },
    },
    async (req) =>
      ok(await team.profitLoss(req.merchant, await memberOfTeam(tree, req, req.query.agentId), req.query)),
  );

  app.get(
    '/wps/report/downlineTransaction',
    {
      config,
      schema: {
        tags,
        summary: 'The team’s deposits, withdrawals and member transfers, newest first, with totals',
        description: `${RANGE} Never a card or account number: a deposit shows its channel, a withdrawal its bank.`,
        security: SECURITY,
        querystring: TeamTransactionQuery,
        response: envelopeResponses(TeamTransactionPage),
      },
    },
    async (req) =>
      ok(await team.transactions(req.merchant, await memberOfTeam(tree, req, req.query.agentId), req.query)),
  );
};
