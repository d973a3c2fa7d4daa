import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Page } from '@portal/contracts/common.schema';
import { Winner, WinnerQuery } from '@portal/contracts/content.schema';
import { Game, GameListQuery, HotGamesQuery, VendorLanes, VendorQuery } from '@portal/contracts/games.schema';
import { Type } from 'typebox';
import { sendCached } from '../../platform/json-reply.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { GamesService } from './games.service.ts';

export const gamesRoutes: FastifyPluginAsyncTypebox<{ games: GamesService }> = async (app, { games }) => {
  const tags = ['games'];

  app.get(
    '/wps/relay/GCSGAME_newGameVendor',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: 'Game vendor lanes per category (navigation and game centres)',
        querystring: VendorQuery,
        response: envelopeResponses(VendorLanes),
      },
    },
    async (req, reply) => sendCached(reply, await games.vendorLanes(req.merchant, req.query.merchantCode)),
  );

  app.get(
    '/wps/relay/GCSGAME_hotGamesV2',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: 'Hot games',
        querystring: HotGamesQuery,
        response: envelopeResponses(Type.Array(Game)),
      },
    },
    async (req, reply) => sendCached(reply, await games.hotGames(req.merchant, req.query)),
  );

  app.get(
    '/wps/relay/GCSGAME_gameList',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: 'Game list with filters and paging',
        description:
          'minBet keeps games whose minimum bet is at most the value (minor units); minLineNum keeps games with at least that many lines. ' +
          'gameName is answered in language (else the merchant’s default), then English; the gameName filter matches the name in any language or the node name.',
        querystring: GameListQuery,
        response: envelopeResponses(Page(Game)),
      },
    },
    async (req, reply) => sendCached(reply, await games.gameList(req.merchant, req.query)),
  );

  app.get(
    '/wps/relay/GCSGAME_winnerBoard',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: 'Winner board',
        querystring: WinnerQuery,
        response: envelopeResponses(Type.Array(Winner)),
      },
    },
    async (req, reply) => sendCached(reply, await games.winners(req.merchant, req.query)),
  );
};
