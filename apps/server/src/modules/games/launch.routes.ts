import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RebateRate } from '@portal/contracts/betting.schema';
import { Page } from '@portal/contracts/common.schema';
import { FAVOURITE_THROTTLE_MS } from '@portal/contracts/games';
import {
  FavouriteBody,
  FavouriteRemoveQuery,
  Game,
  GamePageQuery,
  LaunchQuery,
  LaunchResult,
  LobbyLaunchQuery,
  PvpRoom,
  RecentGame,
  RoomQuery,
  TrialLaunchQuery,
} from '@portal/contracts/games.schema';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError, ok } from '../../platform/app-error.ts';
import { requireModule } from '../../platform/feature-modules.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
// The player's own lists take no language parameter: their games are named in the Accept-Language one.
import { languageOf as acceptedLanguage } from '../../platform/request-language.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { PlayService } from './launch.service.ts';

export type PlayRoutesDeps = { play: PlayService; limiter: RateLimiter };

const SECURITY = [{ token: [] }];
const tags = ['games'];

const accountOf = (req: FastifyRequest) => (req.session as NonNullable<FastifyRequest['session']>).accountId;
const languageOf = (req: FastifyRequest, given?: string) => given ?? req.merchant.defaultLanguage;

/** Launching and the player's own game lists: favourites, recent games, rooms and rebate rates. */
export const playRoutes: FastifyPluginAsyncTypebox<PlayRoutesDeps> = async (app, { play, limiter }) => {
  const member = { auth: 'session' } as const;
  const realMember = { auth: 'session', realAccount: true } as const;

  /** One favourite change per second per account (spec section 9). */
  async function throttleFavourites(req: FastifyRequest) {
    const verdict = await limiter.hit(`favourite:${accountOf(req)}`, {
      limit: 1,
      windowMs: FAVOURITE_THROTTLE_MS,
    });
    if (!verdict.allowed) throw new AppError('too.many.requests');
  }

  app.get(
    '/wps/game/launchGame',
    {
      config: realMember,
      schema: {
        tags,
        summary: 'Launch a game for real money',
        description:
          'Answers the game address with a launch token for the vendor (mode popup: the game popup; seamless: the ' +
          '/seamless page; page: a page of the portal, the lottery games). Trial accounts are refused ' +
          '(in_need_true_account).',
        security: SECURITY,
        querystring: LaunchQuery,
        response: envelopeResponses(LaunchResult),
      },
    },
    async (req) => {
      requireModule(req, 'GAMELO3');
      return ok(
        await play.launch(req.merchant, accountOf(req), req.query, languageOf(req, req.query.language)),
      );
    },
  );

  app.get(
    '/wps/game/launchLottery',
    {
      config: realMember,
      schema: {
        tags,
        summary: 'Launch the VN or SEA lottery lobby at a game',
        description:
          'The VN lobby launch of spec section 7 (lottoArea, launchMode LOTT, prizeMode, game code, device, back ' +
          "URL, language): the lobby is the portal's lottery page, answered with mode page; its back link " +
          'returns to backUrl. A prize mode other than the game’s is game.not.found.',
        security: SECURITY,
        querystring: LobbyLaunchQuery,
        response: envelopeResponses(LaunchResult),
      },
    },
    async (req) => {
      requireModule(req, 'GAMELO3');
      return ok(
        await play.launchLobby(req.merchant, accountOf(req), req.query, languageOf(req, req.query.language)),
      );
    },
  );

  app.get(
    '/wps/relay/GCS_gameLaunchFB',
    {
      config: realMember,
      schema: {
        tags,
        summary: 'Launch the sports vendor FB',
        security: SECURITY,
        querystring: Type.Object({ language: Type.Optional(Type.String({ maxLength: 8 })) }),
        response: envelopeResponses(LaunchResult),
      },
    },
    async (req) =>
      ok(await play.launchSports(req.merchant, accountOf(req), languageOf(req, req.query.language))),
  );

  app.get(
    '/wps/game/miniGame',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary:
          'The mini game of the catalogue (decision 0045), or null when switched off; its maintenance mark hides the launcher',
        querystring: Type.Object({
          language: Type.Optional(Type.String({ maxLength: 8, examples: ['en'] })),
        }),
        response: envelopeResponses(Type.Union([Game, Type.Null()])),
      },
    },
    async (req) => ok(await play.miniGame(req.merchant, languageOf(req, req.query.language))),
  );

  app.get(
    '/wps/relay/GCS_gameTrialLaunch',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: 'Launch a free trial (games with supportPlay 0); demo credit, never the wallet',
        querystring: TrialLaunchQuery,
        response: envelopeResponses(LaunchResult),
      },
    },
    async (req) => {
      requireModule(req, 'FREEPLAY3');
      return ok(await play.trialLaunch(req.merchant, req.query, languageOf(req, req.query.language)));
    },
  );

  app.get(
    '/wps/relay/MCSFE_getFavoriteGames',
    {
      config: member,
      schema: {
        tags,
        summary: 'The node ids of the caller’s favourite games',
        security: SECURITY,
        response: envelopeResponses(Type.Array(Type.Integer())),
      },
    },
    async (req) => {
      requireModule(req, 'GAMELOFAV3');
      return ok(await play.favourites(req.merchant, accountOf(req)));
    },
  );

  app.get(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    {
      config: member,
      schema: {
        tags,
        summary: 'The caller’s favourite games, newest first, paged',
        security: SECURITY,
        querystring: GamePageQuery,
        response: envelopeResponses(Page(Game)),
      },
    },
    async (req) => {
      requireModule(req, 'GAMELOFAV3');
      const page = { pageNum: req.query.pageNum ?? 1, pageSize: req.query.pageSize ?? 12 };
      return ok(await play.favouritePage(req.merchant, accountOf(req), page, acceptedLanguage(req)));
    },
  );

  app.post(
    '/wps/relay/MCSFE_addFavoriteGameV2',
    {
      config: member,
      schema: {
        tags,
        summary: 'Add a favourite game (nothing changes when it is one already); answers the list',
        description: 'One favourite change per second per account (too.many.requests).',
        security: SECURITY,
        body: FavouriteBody,
        response: envelopeResponses(Type.Array(Type.Integer())),
      },
    },
    async (req) => {
      requireModule(req, 'GAMELOFAV3');
      await throttleFavourites(req);
      return ok(await play.addFavourite(req.merchant, accountOf(req), req.body));
    },
  );

  app.delete(
    '/wps/relay/MCSFE_removeFavoriteGameV2',
    {
      config: member,
      schema: {
        tags,
        summary: 'Remove a favourite game; answers the list',
        description: 'One favourite change per second per account (too.many.requests).',
        security: SECURITY,
        querystring: FavouriteRemoveQuery,
        response: envelopeResponses(Type.Array(Type.Integer())),
      },
    },
    async (req) => {
      requireModule(req, 'GAMELOFAV3');
      await throttleFavourites(req);
      return ok(await play.removeFavourite(req.merchant, accountOf(req), req.query.nodeId));
    },
  );

  app.get(
    '/wps/relay/GCS_recentGame',
    {
      config: member,
      schema: {
        tags,
        summary: 'The games the caller launched lately, newest first (at most 20)',
        security: SECURITY,
        response: envelopeResponses(Type.Array(RecentGame)),
      },
    },
    async (req) => {
      requireModule(req, 'GAMELOREC3');
      return ok(await play.recent(req.merchant, accountOf(req), acceptedLanguage(req)));
    },
  );

  app.get(
    '/wps/relay/GLS2_roomList',
    {
      config: member,
      schema: {
        tags,
        summary: 'PvP rooms: the in-house card tables with their limits and players seen lately',
        security: SECURITY,
        querystring: RoomQuery,
        response: envelopeResponses(Type.Array(PvpRoom)),
      },
    },
    async (req) => ok(await play.rooms(req.merchant, req.query.gameCode, acceptedLanguage(req))),
  );

  app.get(
    '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
    {
      config: member,
      schema: {
        tags,
        summary: 'Rebate display rates in percent per product type (null: no rebate)',
        security: SECURITY,
        response: envelopeResponses(Type.Array(RebateRate)),
      },
    },
    async (req) => ok(play.rebateRates(req.merchant)),
  );
};
