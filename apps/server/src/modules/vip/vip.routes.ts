import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PlayerRank, VipReward, VipRewardParams } from '@portal/contracts/vip.schema';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { Vip } from './vip.service.ts';

const SECURITY = [{ token: [] }];
const tags = ['vip'];
/** A signed-in real account (spec section 6: trial accounts are refused). */
const player = { auth: 'session', realAccount: true } as const;
const callerOf = (req: FastifyRequest) => req.session as NonNullable<FastifyRequest['session']>;

/** The player rank page and the VIP rewards (decision 0031). */
export const vipRoutes: FastifyPluginAsyncTypebox<{ vip: Vip }> = async (app, { vip }) => {
  app.get(
    '/wps/vip/rank',
    {
      config: player,
      schema: {
        tags,
        summary:
          "The caller's VIP level, progress to the next with the amounts left, and every level's benefits",
        security: SECURITY,
        response: envelopeResponses(PlayerRank),
      },
    },
    async (req) => ok(await vip.rank(req.merchant.id, callerOf(req).accountId)),
  );

  app.get(
    '/wps/vip/rewards',
    {
      config: player,
      schema: {
        tags,
        summary: "The caller's level-up and monthly rewards, claimable first",
        security: SECURITY,
        response: envelopeResponses(Type.Array(VipReward)),
      },
    },
    async (req) => ok(await vip.rewards(callerOf(req).accountId)),
  );

  app.post(
    '/wps/vip/rewards/:id/claim',
    {
      config: player,
      schema: {
        tags,
        summary: 'Claims a level-up or monthly reward: issued as a bonus with its turnover requirement, once',
        security: SECURITY,
        params: VipRewardParams,
        response: envelopeResponses(VipReward),
      },
    },
    async (req) => ok(await vip.claim(req.merchant.id, callerOf(req).accountId, req.params.id)),
  );
};
