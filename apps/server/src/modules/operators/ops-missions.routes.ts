import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LeaderboardPrize,
  OpsMission,
  OpsMissionBody,
  OpsMissionParams,
  OpsMissionPrizesBody,
  OpsMissionQuery,
  OpsMissionSettings,
  OpsPayouts,
  OpsPayoutsQuery,
  OpsPlayerMissions,
  OpsReferralRuleBody,
  ReferralRule,
} from '@portal/contracts/missions.schema';
import { OpsPlayerParams } from '@portal/contracts/operators-players.schema';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { Missions } from '../missions/missions.service.ts';
import { type AuditEntry, merchantChange } from './audited-change.ts';
import type { OperatorService } from './operator.service.ts';
import { OPS_SECURITY, OPS_TAGS, operatorOf, opsConfig } from './operator-guard.ts';
import { type OpsPlayersDeps, playerChanges } from './ops-players.routes.ts';

export type OpsMissionsDeps = Pick<OpsPlayersDeps, 'operators' | 'playerAdmin'> & {
  operators: OperatorService;
  missions: Pick<
    Missions,
    'settings' | 'createMission' | 'updateMission' | 'setPrizes' | 'setRule' | 'payouts' | 'ofPlayer'
  >;
};

/**
 * Missions, the mission leaderboard and the referral rule for operators (issue 19, decision 0037): viewers
 * read a merchant's missions, prizes, rule and paid places, and a player's missions and referrals;
 * administrators create and change missions (pausing one is a change of status), the prize table and the
 * referral rule. Each change is audited, a refused one too.
 */
export const opsMissionsRoutes: FastifyPluginAsyncTypebox<OpsMissionsDeps> = async (app, deps) => {
  const { operators, missions } = deps;
  const { playerOf } = playerChanges(deps);
  const reader = opsConfig('viewer');
  const admin = opsConfig('admin');
  const merchantOf = (req: FastifyRequest, code: string) => operators.scopedMerchantId(operatorOf(req), code);
  const audited = <T>(
    req: FastifyRequest,
    entry: AuditEntry,
    merchant: string,
    run: (id: number) => Promise<T>,
  ) => merchantChange(operators, req, entry, merchant, run);

  app.get(
    '/ops/v1/missions',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "A merchant's missions, the mission leaderboard's prizes and the referral rule",
        security: OPS_SECURITY,
        querystring: OpsMissionQuery,
        response: envelopeResponses(OpsMissionSettings),
      },
    },
    async (req) => ok(await missions.settings(await merchantOf(req, req.query.merchant))),
  );

  app.post(
    '/ops/v1/missions',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: 'Creates a mission: daily, weekly or once; rounds, valid bet, deposits or invited friends',
        security: OPS_SECURITY,
        body: OpsMissionBody,
        response: envelopeResponses(OpsMission),
      },
    },
    async (req) => {
      const { merchant, ...config } = req.body;
      const entry = {
        action: 'mission.create',
        target: `missions:${merchant.toLowerCase()}`,
        detail: config,
      };
      return ok(await audited(req, entry, merchant, (id) => missions.createMission(id, config)));
    },
  );

  app.put(
    '/ops/v1/missions/:id',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: 'Changes a mission, or pauses or resumes it (its status); progress already made is kept',
        security: OPS_SECURITY,
        params: OpsMissionParams,
        body: OpsMissionBody,
        response: envelopeResponses(OpsMission),
      },
    },
    async (req) => {
      const { merchant, ...config } = req.body;
      const entry = { action: 'mission.update', target: `mission:${req.params.id}`, detail: config };
      return ok(
        await audited(req, entry, merchant, (id) => missions.updateMission(id, req.params.id, config)),
      );
    },
  );

  app.put(
    '/ops/v1/missions/prizes',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: "Sets the mission leaderboard's prizes per place, paid at each week's end (places 1, 2, 3…)",
        security: OPS_SECURITY,
        body: OpsMissionPrizesBody,
        response: envelopeResponses(Type.Array(LeaderboardPrize)),
      },
    },
    async (req) => {
      const { merchant, prizes } = req.body;
      const entry = {
        action: 'mission.prizes',
        target: `missions:${merchant.toLowerCase()}`,
        detail: { prizes },
      };
      return ok(await audited(req, entry, merchant, (id) => missions.setPrizes(id, prizes)));
    },
  );

  app.get(
    '/ops/v1/missions/payouts',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "A week's paid leaderboard places (the last finished week when none is named)",
        security: OPS_SECURITY,
        querystring: OpsPayoutsQuery,
        response: envelopeResponses(OpsPayouts),
      },
    },
    async (req) => ok(await missions.payouts(await merchantOf(req, req.query.merchant), req.query.period)),
  );

  app.put(
    '/ops/v1/referral/rule',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary:
          "Sets the referral rule: the referrer's bonus once a friend's deposits and valid bet reach it",
        security: OPS_SECURITY,
        body: OpsReferralRuleBody,
        response: envelopeResponses(Type.Union([ReferralRule, Type.Null()])),
      },
    },
    async (req) => {
      const { merchant, ...rule } = req.body;
      const entry = { action: 'referral.rule', target: `referral:${merchant.toLowerCase()}`, detail: rule };
      return ok(await audited(req, entry, merchant, (id) => missions.setRule(id, rule)));
    },
  );

  app.get(
    '/ops/v1/players/:id/missions',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "A player's mission progress and claims, its referral code and the friends it referred",
        security: OPS_SECURITY,
        params: OpsPlayerParams,
        response: envelopeResponses(OpsPlayerMissions),
      },
    },
    async (req) => ok(await missions.ofPlayer((await playerOf(req, req.params.id)).id)),
  );
};
