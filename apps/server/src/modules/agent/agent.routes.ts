import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AffiliateLink,
  CreateAffiliateLinkBody,
  CreateDownlineBody,
  CreatedDownline,
  DeleteAffiliateLinkQuery,
  DownlinePage,
  DownlinesQuery,
  RegisteredAffiliate,
  RegisteredAffiliatesQuery,
  TeamOverview,
  TeamRangeQuery,
} from '@portal/contracts/agent.schema';
import { Page } from '@portal/contracts/common.schema';
import { Announcement } from '@portal/contracts/content.schema';
import { Type } from 'typebox';
import { AppError, ok } from '../../platform/app-error.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { ContentService } from '../content/content.service.ts';
import type { TreeService } from '../member/tree.service.ts';
import { AGENT_ROUTE, agentOf, memberOfTeam, SECURITY } from './agent-guard.ts';
import type { DownlineService } from './downlines.service.ts';
import type { TeamService } from './team.service.ts';

export type AgentRoutesDeps = {
  team: TeamService;
  downlines: DownlineService;
  tree: TreeService;
  content: Pick<ContentService, 'agentAnnouncements'>;
  limiter: RateLimiter;
};

/** Accounts an agent may create per hour: a busy agent signs up a few, a script hashing passwords more. */
const DOWNLINES_PER_HOUR = { limit: 30, windowMs: 3_600_000 };

/**
 * The agent centre (spec section 2): the team overview, downlines, the register centre's links and the
 * agents' announcements. Agents only (agent.only), real accounts only, the caller's own team only.
 */
export const agentRoutes: FastifyPluginAsyncTypebox<AgentRoutesDeps> = async (app, deps) => {
  const { team, downlines, tree } = deps;
  const tags = ['agent'];
  const config = AGENT_ROUTE;

  app.get(
    '/wps/relay/ODSFE2_getTeamOverviewSum',
    {
      config,
      schema: {
        tags,
        summary: "The team's size, new and active members, money and bets over a range, with a chart",
        description:
          'Days are the merchant’s. period is a quick range (today by default); custom takes startDate and endDate ' +
          '(at most 92 days). One day is charted by hour, longer ranges by day. agentId narrows to the team of an ' +
          'agent of the caller’s team. Read from the hourly member rollups.',
        security: SECURITY,
        querystring: TeamRangeQuery,
        response: envelopeResponses(TeamOverview),
      },
    },
    async (req) =>
      ok(await team.overview(req.merchant, await memberOfTeam(tree, req, req.query.agentId), req.query)),
  );

  app.get(
    '/wps/agent/downlines',
    {
      config,
      schema: {
        tags,
        summary: 'A level of the caller’s tree with balances and team sizes, and the breadcrumb to it',
        description:
          'parentId: whose direct members (the caller by default; one of its team otherwise). search matches part ' +
          'of a username anywhere in the caller’s team.',
        security: SECURITY,
        querystring: DownlinesQuery,
        response: envelopeResponses(DownlinePage),
      },
    },
    async (req) => {
      const callerId = agentOf(req);
      const parentId = await memberOfTeam(tree, req, req.query.parentId);
      return ok(await downlines.downlines(req.merchant, callerId, { ...req.query, parentId }));
    },
  );

  app.post(
    '/wps/agent/downline',
    {
      config,
      schema: {
        tags,
        summary: 'Creates a player or an agent directly under the caller',
        description:
          'The username and password follow the merchant’s register settings (username.taken when used).',
        security: SECURITY,
        body: CreateDownlineBody,
        response: envelopeResponses(CreatedDownline),
      },
    },
    async (req) => {
      const agentId = agentOf(req);
      const verdict = await deps.limiter.hit(`downline:${agentId}`, DOWNLINES_PER_HOUR);
      if (!verdict.allowed) throw new AppError('too.many.requests');
      return ok(await downlines.create(req.merchant, agentId, req.body));
    },
  );

  app.post(
    '/wps/relay/MCSFE_createAffiliateUrl',
    {
      config,
      schema: {
        tags,
        summary: 'Creates an affiliate link: registering through it places the account under the caller',
        description:
          'At most 20 live links per agent (agent.links.limit). The code is random and unguessable.',
        security: SECURITY,
        body: CreateAffiliateLinkBody,
        response: envelopeResponses(AffiliateLink),
      },
    },
    async (req) => ok(await downlines.createLink(req.merchant, agentOf(req), req.body)),
  );

  app.get(
    '/wps/relay/MCSFE_viewAffiliateUrls',
    {
      config,
      schema: {
        tags,
        summary: 'The caller’s live affiliate links, newest first, with their registrations',
        security: SECURITY,
        response: envelopeResponses(Type.Array(AffiliateLink)),
      },
    },
    async (req) => ok(await downlines.links(req.merchant, agentOf(req))),
  );

  app.delete(
    '/wps/relay/MCSFE_deleteAffiliateUrl',
    {
      config,
      schema: {
        tags,
        summary: 'Deletes one of the caller’s links: its code no longer registers anyone',
        security: SECURITY,
        querystring: DeleteAffiliateLinkQuery,
        response: envelopeResponses(Type.Null()),
      },
    },
    async (req) => {
      await downlines.deleteLink(req.merchant, agentOf(req), req.query.id);
      return ok(null);
    },
  );

  app.get(
    '/wps/relay/MCSFE_viewRegisteredAffiliates',
    {
      config,
      schema: {
        tags,
        summary: 'Accounts registered through the caller’s links (deleted ones too), newest first',
        security: SECURITY,
        querystring: RegisteredAffiliatesQuery,
        response: envelopeResponses(Page(RegisteredAffiliate)),
      },
    },
    async (req) => ok(await downlines.registered(req.merchant, agentOf(req), req.query)),
  );

  app.get(
    '/wps/agent/announcements',
    {
      config,
      schema: {
        tags,
        summary: 'Announcements for agents only, in the asked language',
        security: SECURITY,
        querystring: Type.Object({ language: Type.Optional(Type.String({ maxLength: 8 })) }),
        response: envelopeResponses(Type.Array(Announcement)),
      },
    },
    async (req) => {
      agentOf(req);
      return ok(await deps.content.agentAnnouncements(req.merchant, req.query.language));
    },
  );
};
