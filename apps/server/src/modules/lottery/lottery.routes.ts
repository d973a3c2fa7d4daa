import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LotteryDraw,
  LotteryDrawQuery,
  LotteryGame,
  LotteryGamesQuery,
  LotteryOrdersQuery,
  LotteryRank,
  LotteryResultsQuery,
  LotterySlip,
  LotteryTicket,
  LotteryTicketPage,
  PlacedSlip,
  TicketIdParams,
} from '@portal/contracts/lottery.schema';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError, ok } from '../../platform/app-error.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import { type Ledger, walletOf } from '../wallet/ledger.service.ts';
import type { Lobby } from './lobby.service.ts';
import type { Slips } from './slips.service.ts';

const SECURITY = [{ token: [] }];
/** Slips a member may place per minute: a fast game's player bets a few times a draw, a script more. */
const SLIPS_PER_ACCOUNT = { limit: 60, windowMs: 60_000 };
const accountOf = (req: FastifyRequest) => (req.session as NonNullable<FastifyRequest['session']>).accountId;

export type LotteryRoutesDeps = {
  lobby: Lobby;
  slips: Slips;
  ledger: Pick<Ledger, 'balanceOf'>;
  limiter: RateLimiter;
};

/**
 * The lottery's calls (spec sections 6 and 7, DESIGN.md section 10): menus, draws and results are public;
 * the recent menu, the opened numero and every order call need a session, betting a real account.
 */
export const lotteryRoutes: FastifyPluginAsyncTypebox<LotteryRoutesDeps> = async (
  app,
  { lobby, slips, ledger, limiter },
) => {
  const tags = ['lottery'];
  const member = { auth: 'session' } as const;
  const bettor = { auth: 'session', realAccount: true } as const;
  const open = { auth: 'none' } as const;
  const balanceOf = (req: FastifyRequest) => ledger.balanceOf(req.merchant.id, walletOf(accountOf(req)));

  app.get(
    '/lgw/games',
    {
      config: open,
      schema: {
        tags,
        summary: 'The lottery games, each with its current draw (countdown) and its last result',
        description: 'prizeMode narrows to LOTT, ZY, ELOTT or SEA; lottoArea to the VN or SEA lotteries.',
        querystring: LotteryGamesQuery,
        response: envelopeResponses(Type.Array(LotteryGame)),
      },
    },
    async (req) => ok(await lobby.games(req.merchant, req.query)),
  );

  app.get(
    '/lgw/games/game_menus',
    {
      config: open,
      schema: {
        tags,
        summary: 'The lottery menu: the games grouped by prize mode',
        response: envelopeResponses(
          Type.Array(Type.Object({ prizeMode: Type.String(), games: Type.Array(LotteryGame) })),
        ),
      },
    },
    async (req) => {
      const games = await lobby.games(req.merchant);
      const modes = [...new Set(games.map((g) => g.prizeMode ?? 'LOTT'))];
      return ok(
        modes.map((prizeMode) => ({
          prizeMode,
          games: games.filter((g) => (g.prizeMode ?? 'LOTT') === prizeMode),
        })),
      );
    },
  );

  app.get(
    '/lgw/draw',
    {
      config: open,
      schema: {
        tags,
        summary:
          'A draw: the given issue, else the current one; its commitment, and once drawn its secret and result',
        querystring: LotteryDrawQuery,
        response: envelopeResponses(LotteryDraw),
      },
    },
    async (req) => ok(await lobby.draw(req.merchant, req.query.gameCode, req.query.issue)),
  );

  app.get(
    '/lgw/numeros/near',
    {
      config: open,
      schema: {
        tags,
        summary: 'Past results of a game, newest first (the trend charts read them)',
        querystring: LotteryResultsQuery,
        response: envelopeResponses(Type.Array(LotteryDraw)),
      },
    },
    async (req) => {
      const { gameCode, before, pageSize } = req.query;
      return ok(
        await lobby.results(req.merchant, gameCode, {
          ...(before ? { before } : {}),
          ...(pageSize ? { pageSize } : {}),
        }),
      );
    },
  );

  app.get(
    '/lgw/games/popular',
    {
      config: open,
      schema: {
        tags,
        summary: 'The lottery games with the most slips of the last day first',
        response: envelopeResponses(Type.Array(LotteryGame)),
      },
    },
    async (req) => ok(await lobby.popular(req.merchant)),
  );

  const VnMenuQuery = Type.Object({
    prizeMode: Type.Optional(LotteryGamesQuery.properties.prizeMode),
    device: Type.Optional(Type.String({ maxLength: 10 })),
  });

  app.get(
    '/lgw/vn/games/game_menu',
    {
      config: open,
      schema: {
        tags,
        summary: 'The Vietnamese lotteries (lottoArea VN), with their current and last draws',
        querystring: VnMenuQuery,
        response: envelopeResponses(Type.Array(LotteryGame)),
      },
    },
    async (req) => ok(await lobby.games(req.merchant, { lottoArea: 'VN', prizeMode: req.query.prizeMode })),
  );

  app.get(
    '/lgw/vn/games/recent',
    {
      config: member,
      schema: {
        tags,
        summary: 'The Vietnamese lotteries the caller bet on lately, the latest first',
        security: SECURITY,
        querystring: VnMenuQuery,
        response: envelopeResponses(Type.Array(LotteryGame)),
      },
    },
    async (req) => ok(await lobby.recent(req.merchant, accountOf(req), { lottoArea: 'VN' })),
  );

  const OpenedQuery = Type.Object({ gameCode: LotteryDrawQuery.properties.gameCode });

  app.get(
    '/lgw/vn/numeros/opened/game',
    {
      config: open,
      schema: {
        tags,
        summary: 'The latest results of a game, newest first (the Vietnamese numero)',
        querystring: OpenedQuery,
        response: envelopeResponses(Type.Array(LotteryDraw)),
      },
    },
    async (req) => ok(await lobby.results(req.merchant, req.query.gameCode, { pageSize: 10 })),
  );

  app.get(
    '/lotto/lgw/games/opened/numero',
    {
      config: member,
      schema: {
        tags,
        summary: 'The latest results of a game, newest first, for a member (the opened numero)',
        security: SECURITY,
        querystring: OpenedQuery,
        response: envelopeResponses(Type.Array(LotteryDraw)),
      },
    },
    async (req) => ok(await lobby.results(req.merchant, req.query.gameCode, { pageSize: 10 })),
  );

  app.get(
    '/wps/relay/GCSGAME_getRankList',
    {
      config: open,
      schema: {
        tags,
        summary: 'The biggest lottery wins of the last seven days (names masked), of one game or of all',
        querystring: Type.Object({ gameCode: Type.Optional(LotteryDrawQuery.properties.gameCode) }),
        response: envelopeResponses(Type.Array(LotteryRank)),
      },
    },
    async (req) => ok(await lobby.ranking(req.merchant, req.query.gameCode)),
  );

  app.post(
    '/lgw/orders/betting',
    {
      config: bettor,
      schema: {
        tags,
        summary: 'Places a slip: its lines on the current draw, or a chase over the next draws, in one debit',
        description:
          'Idempotent by requestId. Refusals move nothing: lottery.sales.closed, lottery.play.unknown, ' +
          'lottery.pick.invalid, lottery.pick.too.many, lottery.stake.low, lottery.stake.high, ' +
          'lottery.limit.reached, lottery.chase.length, wallet.insufficient.funds, game.maintenance.',
        security: SECURITY,
        body: LotterySlip,
        response: envelopeResponses(PlacedSlip),
      },
    },
    async (req) => {
      const accountId = accountOf(req);
      const verdict = await limiter.hit(`lottery:slip:${accountId}`, SLIPS_PER_ACCOUNT);
      if (!verdict.allowed) throw new AppError('too.many.requests');
      const { draws, stopOnWin, ...slip } = req.body;
      const placed = await slips.place(
        req.merchant,
        { id: accountId },
        {
          ...slip,
          draws: draws ?? 1,
          stopOnWin: stopOnWin ?? false,
        },
      );
      return ok({ ...placed, balance: placed.balance ?? (await balanceOf(req)) });
    },
  );

  app.get(
    '/lgw/orders/today',
    {
      config: member,
      schema: {
        tags,
        summary: 'The caller’s tickets placed today (the merchant’s day), newest first',
        security: SECURITY,
        response: envelopeResponses(Type.Array(LotteryTicket)),
      },
    },
    async (req) => {
      const offset = (req.merchant.settings.utcOffsetMinutes ?? 420) * 60_000;
      const local = new Date(Date.now() + offset);
      const since = new Date(
        Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offset,
      );
      return ok((await lobby.tickets(req.merchant, accountOf(req), { since, pageSize: 100 })).content);
    },
  );

  app.post(
    '/lgw/orders',
    {
      config: member,
      schema: {
        tags,
        summary: 'The caller’s tickets, newest first, by game, status and time; a keyset page',
        security: SECURITY,
        body: LotteryOrdersQuery,
        response: envelopeResponses(LotteryTicketPage),
      },
    },
    async (req) => {
      const { startTime, endTime, ...query } = req.body;
      return ok(
        await lobby.tickets(req.merchant, accountOf(req), {
          ...query,
          ...(startTime ? { since: new Date(startTime) } : {}),
          ...(endTime ? { until: new Date(endTime) } : {}),
        }),
      );
    },
  );

  app.get(
    '/lgw/orders/detail/:id/info',
    {
      config: member,
      schema: {
        tags,
        summary: 'One of the caller’s tickets with its draw’s result',
        security: SECURITY,
        params: TicketIdParams,
        response: envelopeResponses(LotteryTicket),
      },
    },
    async (req) => ok(await lobby.ticket(req.merchant, accountOf(req), req.params.id)),
  );

  app.post(
    '/lgw/orders/:id/cancel',
    {
      config: bettor,
      schema: {
        tags,
        summary:
          'Cancels one of the caller’s open tickets while its draw’s sales are open: the stake comes back',
        security: SECURITY,
        params: TicketIdParams,
        response: envelopeResponses(
          Type.Object({ ticketId: Type.Integer(), refunded: Type.Integer(), balance: Type.Integer() }),
        ),
      },
    },
    async (req) => {
      const done = await slips.cancel(req.merchant, { id: accountOf(req) }, req.params.id);
      return ok({ ...done, ticketId: Number(done.ticketId), balance: await balanceOf(req) });
    },
  );
};
