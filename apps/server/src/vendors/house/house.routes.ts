import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  HouseSession,
  MiniRollBody,
  MiniRollResult,
  OpenSessionBody,
  SlotSpinBody,
  SlotSpinResult,
  TableDealBody,
  TableDealResult,
  VendorRound,
} from '@portal/contracts/vendors.schema';
import { Type } from 'typebox';
import { ok } from '../../platform/app-error.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import { vendorRateLimit } from '../rate-limits.ts';
import type { HouseVendor } from './house.service.ts';

const HistoryQuery = Type.Object({
  session: Type.String({ minLength: 8, maxLength: 128 }),
  gameCode: Type.String({ pattern: '^[A-Za-z0-9_]{1,40}$' }),
});

/**
 * The in-house provider's API, called by its game pages (/play/house/...). It is the vendor's side: the
 * session in each body is the platform's launch token or the vendor's own trial session.
 */
export const houseRoutes: FastifyPluginAsyncTypebox<{ house: HouseVendor; limiter: RateLimiter }> = async (
  app,
  { house, limiter },
) => {
  const tags = ['in-house vendor'];
  const config = { auth: 'none' } as const;
  app.addHook('onRequest', vendorRateLimit(limiter, 'house'));

  app.post(
    '/vendor/house/v1/session',
    {
      config,
      schema: {
        tags,
        summary: 'Open a game page’s session: the launch token’s player, or a free trial on demo credit',
        body: OpenSessionBody,
        response: envelopeResponses(HouseSession),
      },
    },
    async (req) => ok(await house.openSession(req.body, req.merchant.currency)),
  );

  app.post(
    '/vendor/house/v1/slot/spin',
    {
      config,
      schema: {
        tags,
        summary:
          'Spin a slot: the stake and the win go through the seamless wallet; a retried requestId answers its spin',
        body: SlotSpinBody,
        response: envelopeResponses(SlotSpinResult),
      },
    },
    async (req) => ok(await house.spin(req.body)),
  );

  app.post(
    '/vendor/house/v1/table/deal',
    {
      config,
      schema: {
        tags,
        summary: 'Deal a baccarat round on the bets placed; a retried requestId answers its round',
        body: TableDealBody,
        response: envelopeResponses(TableDealResult),
      },
    },
    async (req) => ok(await house.deal(req.body)),
  );

  app.post(
    '/vendor/house/v1/mini/roll',
    {
      config,
      schema: {
        tags,
        summary:
          'Roll the mini game’s dice on a pick and a stake it offers (through the seamless wallet); a retried requestId answers its round',
        body: MiniRollBody,
        response: envelopeResponses(MiniRollResult),
      },
    },
    async (req) => ok(await house.roll(req.body)),
  );

  app.get(
    '/vendor/house/v1/history',
    {
      config,
      schema: {
        tags,
        summary: 'The session player’s last rounds at a game',
        querystring: HistoryQuery,
        response: envelopeResponses(Type.Array(VendorRound)),
      },
    },
    async (req) => ok(await house.history(req.query.session, req.query.gameCode)),
  );
};
