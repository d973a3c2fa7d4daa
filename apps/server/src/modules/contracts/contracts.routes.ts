import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTRACT_CALL, CONTRACT_KINDS } from '@portal/contracts/agent-contracts';
import {
  AgentContract,
  CommissionReport,
  ConsolidatedContractInfo,
  ContractBody,
  ContractPaymentPage,
  ContractPaymentsQuery,
  IncomeQuery,
  IncomeReport,
} from '@portal/contracts/agent-contracts.schema';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { Contracts } from './contracts.service.ts';

const SECURITY = [{ token: [] }];
const tags = ['agent contracts'];
/** Agents only, and never a trial account (spec section 6). */
const agent = { auth: 'session', realAccount: true } as const;
const callerOf = (req: FastifyRequest) => req.session as NonNullable<FastifyRequest['session']>;

const SUMMARY = {
  daily:
    'Daily salary contract: offer to a direct downline agent, accept, decline, ask to end, confirm or refuse',
  hourly: 'Hourly salary contract: offer, accept, decline, ask to end, confirm or refuse',
  realtime:
    'Real-time salary contract (settled every 5 minutes): offer, accept, decline, ask to end, confirm or refuse',
  dividend: 'Dividend contract: offer, accept, decline, ask to end, confirm or refuse',
} as const;

/** The agent contract calls (spec sections 6 and 7; decision 0027): all need a session of a real agent. */
export const contractsRoutes: FastifyPluginAsyncTypebox<{ contracts: Contracts }> = async (
  app,
  { contracts },
) => {
  app.get(
    '/wps/relay/MCSFE_getConsolidatedContractInfo',
    {
      config: agent,
      schema: {
        tags,
        summary:
          'Consolidated contract info: which contract kinds apply to the agent, and its contracts of each',
        security: SECURITY,
        response: envelopeResponses(ConsolidatedContractInfo),
      },
    },
    async (req) => ok(await contracts.consolidated(req.merchant, callerOf(req))),
  );

  for (const kind of CONTRACT_KINDS) {
    app.post(
      `/wps/relay/${CONTRACT_CALL[kind]}`,
      {
        config: agent,
        schema: {
          tags,
          summary: SUMMARY[kind],
          description:
            'action offer names the direct downline agent (downline) and the terms, within the caller’s own; ' +
            'every other action names the contractId. A termination takes effect at the end of the current period.',
          security: SECURITY,
          body: ContractBody,
          response: envelopeResponses(AgentContract),
        },
      },
      async (req) => ok(await contracts.process(req.merchant, kind, callerOf(req), req.body)),
    );
  }

  app.get(
    '/wps/relay/MCSFE_getContractPayments',
    {
      config: agent,
      schema: {
        tags,
        summary:
          'The payment records of one contract kind: received from the upline, or paid to the downlines',
        security: SECURITY,
        querystring: ContractPaymentsQuery,
        response: envelopeResponses(ContractPaymentPage),
      },
    },
    async (req) => ok(await contracts.payments(req.merchant, callerOf(req), req.query)),
  );

  app.get(
    '/wps/report/income',
    {
      config: agent,
      schema: {
        tags,
        summary:
          'My income: salaries and dividends received per period, totals per kind, commission kept, owed',
        security: SECURITY,
        querystring: IncomeQuery,
        response: envelopeResponses(IncomeReport),
      },
    },
    async (req) => ok(await contracts.income(req.merchant, callerOf(req), req.query)),
  );

  app.get(
    '/wps/report/commission',
    {
      config: agent,
      schema: {
        tags,
        summary:
          'My commission per day and kind: what the contracts received less what was paid to the downlines',
        security: SECURITY,
        querystring: IncomeQuery,
        response: envelopeResponses(CommissionReport),
      },
    },
    async (req) => ok(await contracts.commission(req.merchant, callerOf(req), req.query)),
  );
};
