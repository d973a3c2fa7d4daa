import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BetHistoryPage, BetHistoryQuery, ProfitQuery, ProfitReport } from '@portal/contracts/betting.schema';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { RecordsService } from './records.service.ts';

const SECURITY = [{ token: [] }];
const accountOf = (req: FastifyRequest) => (req.session as NonNullable<FastifyRequest['session']>).accountId;

/** The betting record (personalHistoryCopy) and personal profit (personalProfit). */
export const recordsRoutes: FastifyPluginAsyncTypebox<{ records: RecordsService }> = async (
  app,
  { records },
) => {
  const tags = ['records'];

  app.get(
    '/wps/report/accountGameBetHistory',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'The caller’s bets, newest first, with the totals of the whole selection',
        description:
          'Days are the merchant’s. period is a quick range (today by default); startDate and endDate (both, at ' +
          'most 90 days) give a custom one. Valid bet and win or loss count settled bets only.',
        security: SECURITY,
        querystring: BetHistoryQuery,
        response: envelopeResponses(BetHistoryPage),
      },
    },
    async (req) => ok(await records.betHistory(req.merchant, accountOf(req), req.query)),
  );

  app.get(
    '/wps/report/personalProfit',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'The caller’s profit by category over a period, with the rebate at the display rates',
        security: SECURITY,
        querystring: ProfitQuery,
        response: envelopeResponses(ProfitReport),
      },
    },
    async (req) => ok(await records.profit(req.merchant, accountOf(req), req.query)),
  );
};
