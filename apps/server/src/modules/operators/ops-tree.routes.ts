import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  OpsAgentChoice,
  OpsAgentsQuery,
  OpsPlayerMoveBody,
  OpsPlayerMoveResult,
  OpsPlayerParams,
  OpsPlayerTeam,
  OpsRollupsRebuildBody,
  OpsRollupsRebuildResult,
} from '@portal/contracts/operators-players.schema';
import { Type } from 'typebox';
import { AppError, ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { Rollups } from '../agent/rollups.service.ts';
import type { AccountService } from '../member/member.service.ts';
import type { TreeService } from '../member/tree.service.ts';
import { actorOf, type OperatorService } from './operator.service.ts';
import { callerOf, OPS_SECURITY, OPS_TAGS, operatorOf, opsConfig } from './operator-guard.ts';
import { type OpsPlayersDeps, playerChanges } from './ops-players.routes.ts';

export type OpsTreeDeps = Pick<OpsPlayersDeps, 'playerAdmin'> & {
  operators: OperatorService;
  tree: TreeService;
  accounts: Pick<AccountService, 'findByUsername'>;
  rollups: Pick<Rollups, 'rebuild' | 'regroup'>;
};

const DAY_MS = 86_400_000;

/**
 * The agent tree for operators (issue 17): a member's place in it and a merchant's agents (every role
 * reads), moving a member with its team under another agent, and the member rollups' rebuild
 * (administrators; both audited, refused attempts included).
 */
export const opsTreeRoutes: FastifyPluginAsyncTypebox<OpsTreeDeps> = async (app, deps) => {
  const { playerOf, changed } = playerChanges(deps);
  const admin = opsConfig('admin');
  const reader = opsConfig('viewer');

  app.get(
    '/ops/v1/players/:id/team',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "A member's upline path and team size: what a move takes along",
        security: OPS_SECURITY,
        params: OpsPlayerParams,
        response: envelopeResponses(OpsPlayerTeam),
      },
    },
    async (req) => {
      const account = await playerOf(req, req.params.id);
      const player = await deps.playerAdmin.view(account);
      const counts = await deps.tree.teamCounts(account.merchant_id, [account.id]);
      const { teamSize = 0, directMembers = 0 } = counts.get(player.id) ?? {};
      return ok({
        id: player.id,
        merchant: player.merchant,
        username: player.username,
        kind: player.kind,
        status: player.status,
        upline: player.upline,
        teamSize,
        directMembers,
      });
    },
  );

  app.get(
    '/ops/v1/agents',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "A merchant's agents by a prefix of their username, with their team sizes",
        security: OPS_SECURITY,
        querystring: OpsAgentsQuery,
        response: envelopeResponses(Type.Array(OpsAgentChoice)),
      },
    },
    async (req) => {
      const merchantId = await deps.operators.scopedMerchantId(operatorOf(req), req.query.merchant);
      const rows = await deps.tree.agentsByPrefix(merchantId, req.query.q ?? '', req.query.limit ?? 20);
      return ok(
        rows.map((r) => ({
          id: r.id,
          username: r.username,
          nickname: r.nickname,
          status: r.status,
          teamSize: Number(r.team_size ?? 0),
        })),
      );
    },
  );

  app.post(
    '/ops/v1/players/:id/move',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: 'Moves a member and its whole team under another agent of its merchant',
        description:
          'tree.parent.not.agent when the new upline is not an agent of the member’s merchant; tree.move.cycle ' +
          'when it is the member or one of its team. Moving under the present upline changes nothing.',
        security: OPS_SECURITY,
        params: OpsPlayerParams,
        body: OpsPlayerMoveBody,
        response: envelopeResponses(OpsPlayerMoveResult),
      },
    },
    async (req) =>
      ok(
        await changed(
          req,
          req.params.id,
          'player.move',
          { parent: req.body.parent },
          async (account) => {
            const parent = await deps.accounts.findByUsername(account.merchant_id, req.body.parent);
            if (!parent) throw new AppError('tree.parent.not.agent');
            const result = await deps.tree.move(account.merchant_id, account.id, parent.id);
            // The agents above the team before and after count its past anew (the rebuild repairs a failure).
            if (result.moved) await deps.rollups.regroup(account.merchant_id, result.ancestors);
            return { moved: result.moved, fromParentId: result.from, toParentId: result.to };
          },
          (result) => result,
        ),
      ),
  );

  app.post(
    '/ops/v1/rollups/rebuild',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: 'Recomputes a merchant’s member rollups (agent team reports) from the bets and payments',
        description:
          'Replaces the hourly rows of [from, to) (default: the last 31 days): repairs what a lost event or a ' +
          'withdrawal refunded after payment left behind.',
        security: OPS_SECURITY,
        body: OpsRollupsRebuildBody,
        response: envelopeResponses(OpsRollupsRebuildResult),
      },
    },
    async (req) => {
      const operator = operatorOf(req);
      const merchantId = await deps.operators.scopedMerchantId(operator, req.body.merchant);
      const to = req.body.to ? new Date(req.body.to) : new Date();
      const from = req.body.from ? new Date(req.body.from) : new Date(to.getTime() - 31 * DAY_MS);
      if (!(from < to)) throw new AppError('validation.failed', 'from must be before to');
      if (to.getTime() - from.getTime() > 400 * DAY_MS)
        throw new AppError('validation.failed', 'A rebuild spans at most 400 days');
      const result = await deps.operators.audit.around(
        actorOf(operator, callerOf(req)),
        {
          action: 'rollups.rebuild',
          target: `merchant:${req.body.merchant}`,
          detail: { from, to },
          merchantId,
        },
        () => deps.rollups.rebuild(merchantId, from, to),
        async (r) => ({ merchantId, detail: { betHours: r.betHours, moneyHours: r.moneyHours } }),
        (error) =>
          req.log.error({ failure: String(error), action: 'rollups.rebuild' }, 'audit row not completed'),
      );
      return ok({ ...result, from: result.from.toISOString(), to: result.to.toISOString() });
    },
  );
};
