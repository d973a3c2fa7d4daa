import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OpsPlayerParams } from '@portal/contracts/operators-players.schema';
import { OpsPlayerVip } from '@portal/contracts/vip.schema';
import { ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { Rebates } from '../rebates/rebates.service.ts';
import type { Vip } from '../vip/vip.service.ts';
import { OPS_SECURITY, OPS_TAGS, opsConfig } from './operator-guard.ts';
import { type OpsPlayersDeps, playerChanges } from './ops-players.routes.ts';

/** How many of a player's rebate payments the panel lists, newest first. */
const RECENT_PAYMENTS = 10;

export type OpsPlayerVipDeps = Pick<OpsPlayersDeps, 'operators' | 'playerAdmin'> & {
  rebates: Pick<Rebates, 'rates' | 'accrued' | 'payments'>;
  vip: Pick<Vip, 'rank'>;
};

/**
 * One player's VIP level and rebates for operators (issue 18, decision 0031's "operator's view of one
 * player"): read-only, every role, within the operator's merchants (another merchant's player is not.found).
 */
export const opsPlayerVipRoutes: FastifyPluginAsyncTypebox<OpsPlayerVipDeps> = async (app, deps) => {
  const { playerOf } = playerChanges(deps);

  app.get(
    '/ops/v1/players/:id/vip',
    {
      config: opsConfig('viewer'),
      schema: {
        tags: OPS_TAGS,
        summary:
          "A player's VIP level and progress to the next, its rebate rates, the rebate accrued since its last payment and its latest payments",
        security: OPS_SECURITY,
        params: OpsPlayerParams,
        response: envelopeResponses(OpsPlayerVip),
      },
    },
    async (req) => {
      const account = await playerOf(req, req.params.id);
      const [rank, rates, accrued, payments] = await Promise.all([
        deps.vip.rank(account.merchant_id, account.id),
        deps.rebates.rates(account.merchant_id, account.id),
        deps.rebates.accrued(account.merchant_id, account.id),
        deps.rebates.payments(account.id, RECENT_PAYMENTS),
      ]);
      return ok({ rank, rates: rates.rates, accrued, payments });
    },
  );
};
