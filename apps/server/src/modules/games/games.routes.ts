import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Page } from '@portal/contracts/common.schema';
import { Winner, WinnerQuery } from '@portal/contracts/content.schema';
import {
  Game,
  GameAnnouncements,
  GameAnnouncementsQuery,
  GameListQuery,
  GameType,
  GameTypeQuery,
  HotGamesQuery,
  VendorLanes,
  VendorQuery,
  WinnerListQuery,
} from '@portal/contracts/games.schema';
import { Type } from 'typebox';
import { ok } from '../../platform/app-error.ts';
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

  app.get(
    '/wps/relay/GCSGAME_winnerList',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: 'The winners list: one page of the winner board (page size 42), the latest first',
        querystring: WinnerListQuery,
        response: envelopeResponses(Page(Winner)),
      },
    },
    async (req, reply) => sendCached(reply, await games.winnerPage(req.merchant, req.query)),
  );

  app.get(
    '/wps/relay/GCSGAME_getVassGameType',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary:
          'The game types of the catalogue, or of one vendor (vassalage), with their vendors and game counts',
        security: [{ token: [] }],
        querystring: GameTypeQuery,
        response: envelopeResponses(Type.Array(GameType)),
      },
    },
    async (req) => ok(await games.gameTypes(req.merchant, req.query)),
  );

  app.get(
    '/wps/relay/MCSFE_getListAnnouncements',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: 'Game announcements: the current player notices and the vendors and games under maintenance',
        description: 'gameType narrows the maintenance list to one category.',
        querystring: GameAnnouncementsQuery,
        response: envelopeResponses(GameAnnouncements),
      },
    },
    async (req) => ok(await games.gameAnnouncements(req.merchant, req.query)),
  );
};
