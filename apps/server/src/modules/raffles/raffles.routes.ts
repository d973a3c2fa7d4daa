import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RaffleClaim, RaffleClaimBody, RaffleList } from '@portal/contracts/raffles.schema';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../platform/app-error.ts';
import { languageOf } from '../../platform/request-language.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { Raffles } from './raffles.service.ts';

const SECURITY = [{ token: [] }];
const tags = ['raffles'];
/** A signed-in real account (spec section 6: the raffle claim needs a token; trial accounts are refused). */
const player = { auth: 'session', realAccount: true } as const;
const accountOf = (req: FastifyRequest) => (req.session as NonNullable<FastifyRequest['session']>).accountId;

/** The raffles' player calls (decision 0038). */
export const rafflesRoutes: FastifyPluginAsyncTypebox<{ raffles: Raffles }> = async (app, { raffles }) => {
  app.get(
    '/wps/raffles',
    {
      config: player,
      schema: {
        tags,
        summary:
          "The site's raffles (coming, open, waiting for the draw, drawn in the last 30 days) with the caller's tickets, " +
          'the commitment, and once drawn the secret, the ticket list and the winners (names masked)',
        security: SECURITY,
        response: envelopeResponses(RaffleList),
      },
    },
    async (req) => ok(await raffles.list(req.merchant.id, accountOf(req), languageOf(req))),
  );

  app.post(
    '/wps/relay/MCSFE_claimRafflePromotion',
    {
      config: player,
      schema: {
        tags,
        summary: "Claims the caller's prize of a drawn raffle: a bonus with its turnover, once",
        security: SECURITY,
        body: RaffleClaimBody,
        response: envelopeResponses(RaffleClaim),
      },
    },
    async (req) => ok(await raffles.claim(req.merchant.id, accountOf(req), req.body.raffleId)),
  );
};
