import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClaimedReward, ClaimRewardBody, RewardList } from '@portal/contracts/rewards.schema';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../platform/app-error.ts';
import { languageOf } from '../../platform/request-language.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { RewardCaller } from './reward-source.ts';
import type { Rewards } from './rewards.service.ts';

const SECURITY = [{ token: [] }];
const tags = ['rewards'];
/** A real account's own rewards: trial accounts are refused (spec section 6). */
const player = { auth: 'session', realAccount: true } as const;

function callerOf(req: FastifyRequest): RewardCaller {
  const session = req.session as NonNullable<FastifyRequest['session']>;
  return { merchant: req.merchant, accountId: session.accountId, language: languageOf(req) };
}

/** The reward centre's calls (issue 18, decision 0034). */
export const rewardsRoutes: FastifyPluginAsyncTypebox<{ rewards: Rewards }> = async (app, { rewards }) => {
  app.get(
    '/wps/rewards',
    {
      config: player,
      schema: {
        tags,
        summary: 'Reward centre: everything the player can claim now or soon, and how many can be claimed',
        security: SECURITY,
        response: envelopeResponses(RewardList),
      },
    },
    async (req) => ok(await rewards.list(callerOf(req))),
  );

  app.post(
    '/wps/rewards/claim',
    {
      config: player,
      schema: {
        tags,
        summary: 'Claim one reward: paid through the ledger at once, exactly once',
        security: SECURITY,
        body: ClaimRewardBody,
        response: envelopeResponses(ClaimedReward),
      },
    },
    async (req) => ok(await rewards.claim(callerOf(req), req.body.source, req.body.id)),
  );
};
