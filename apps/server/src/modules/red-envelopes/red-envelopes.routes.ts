import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EnvelopeOpened, OpenEnvelopeRequest, PlayerEnvelopes } from '@portal/contracts/red-envelopes.schema';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../platform/app-error.ts';
import { languageOf } from '../../platform/request-language.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { RedEnvelopes } from './red-envelopes.service.ts';

const SECURITY = [{ token: [] }];
const tags = ['engagement'];
/** A signed-in real account (spec section 6: trial accounts are refused). */
const player = { auth: 'session', realAccount: true } as const;
const callerOf = (req: FastifyRequest) => req.session as NonNullable<FastifyRequest['session']>;

/** The red envelope (decision 0039). */
export const redEnvelopeRoutes: FastifyPluginAsyncTypebox<{ envelopes: RedEnvelopes }> = async (
  app,
  { envelopes },
) => {
  app.get(
    '/wps/red-envelope',
    {
      config: player,
      schema: {
        tags,
        summary:
          "The running red envelope campaigns (the live drop, the next drops) and the caller's envelopes",
        security: SECURITY,
        response: envelopeResponses(PlayerEnvelopes),
      },
    },
    async (req) => ok(await envelopes.status(req.merchant.id, callerOf(req).accountId, languageOf(req))),
  );

  app.post(
    '/wps/red-envelope/open',
    {
      config: player,
      schema: {
        tags,
        summary: "Opens the caller's envelope of a campaign's live drop, once per drop; paid as a bonus",
        security: SECURITY,
        body: OpenEnvelopeRequest,
        response: envelopeResponses(EnvelopeOpened),
      },
    },
    async (req) => ok(await envelopes.open(req.merchant.id, callerOf(req).accountId, req.body.campaignId)),
  );
};
