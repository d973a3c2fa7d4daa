import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MissionClaim,
  MissionLeaderboard,
  MissionParams,
  MissionSummary,
  ReferralSummary,
} from '@portal/contracts/missions.schema';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../platform/app-error.ts';
import { languageOf } from '../../platform/request-language.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { Missions } from './missions.service.ts';

const SECURITY = [{ token: [] }];
const tags = ['missions'];
/** A signed-in real account (spec section 6: trial accounts are refused). */
const player = { auth: 'session', realAccount: true } as const;
const accountOf = (req: FastifyRequest) => (req.session as NonNullable<FastifyRequest['session']>).accountId;

/** Missions, the mission leaderboard and the referral page (decision 0037). */
export const missionsRoutes: FastifyPluginAsyncTypebox<{ missions: Missions }> = async (
  app,
  { missions },
) => {
  app.get(
    '/wps/relay/MCSFE_getMissionSummaryDetails',
    {
      config: player,
      schema: {
        tags,
        summary: "The caller's daily, weekly and one-off missions with their progress, its week's points",
        security: SECURITY,
        response: envelopeResponses(MissionSummary),
      },
    },
    async (req) => ok(await missions.summary(req.merchant.id, accountOf(req), languageOf(req))),
  );

  app.post(
    '/wps/missions/:id/claim',
    {
      config: player,
      schema: {
        tags,
        summary: 'Claims a completed mission: its bonus (with its turnover) and its points, once per period',
        security: SECURITY,
        params: MissionParams,
        response: envelopeResponses(MissionClaim),
      },
    },
    async (req) => ok(await missions.claim(req.merchant.id, accountOf(req), req.params.id, languageOf(req))),
  );

  app.get(
    '/wps/relay/MCSFE_getMissionLeaderboard',
    {
      config: player,
      schema: {
        tags,
        summary: "The week's mission leaderboard: places by mission points (names masked) and the prizes",
        security: SECURITY,
        response: envelopeResponses(MissionLeaderboard),
      },
    },
    async (req) => ok(await missions.leaderboard(req.merchant.id, accountOf(req))),
  );

  app.get(
    '/wps/referral',
    {
      config: player,
      schema: {
        tags,
        summary: "The caller's referral code, the referral rule and the friends it invited (names masked)",
        security: SECURITY,
        response: envelopeResponses(ReferralSummary),
      },
    },
    async (req) => ok(await missions.referral(req.merchant.id, accountOf(req))),
  );
};
