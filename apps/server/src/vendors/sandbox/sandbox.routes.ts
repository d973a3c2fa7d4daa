import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FishShotBody,
  FishShotResult,
  OpenSessionBody,
  SandboxBetBody,
  SandboxEvent,
  SandboxSession,
  SandboxTicket,
  SandboxTickets,
} from '@portal/contracts/vendors.schema';
import { Type } from 'typebox';
import { ok } from '../../platform/app-error.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import { vendorRateLimit } from '../rate-limits.ts';
import type { SandboxVendor } from './sandbox.service.ts';

const Session = Type.String({ minLength: 8, maxLength: 128 });
const GameCode = Type.String({ pattern: '^[A-Za-z0-9_]{1,40}$' });
const SessionQuery = Type.Object({ session: Session, gameCode: GameCode });

/** The sandbox vendor's API, called by its game pages (/play/sandbox/...). */
export const sandboxRoutes: FastifyPluginAsyncTypebox<{
  sandbox: SandboxVendor;
  limiter: RateLimiter;
}> = async (app, { sandbox, limiter }) => {
  const tags = ['sandbox vendor'];
  const config = { auth: 'none' } as const;
  app.addHook('onRequest', vendorRateLimit(limiter, 'sandbox'));

  app.post(
    '/vendor/sandbox/v1/session',
    {
      config,
      schema: {
        tags,
        summary: 'Open a game page’s session: the launch token’s player, or a free trial on demo credit',
        body: OpenSessionBody,
        response: envelopeResponses(SandboxSession),
      },
    },
    async (req) => ok(await sandbox.openSession(req.body, req.merchant.currency)),
  );

  app.get(
    '/vendor/sandbox/v1/events',
    {
      config,
      schema: {
        tags,
        summary: 'The next matches of a sports, esports or cockfight game, with decimal odds',
        querystring: SessionQuery,
        response: envelopeResponses(Type.Array(SandboxEvent)),
      },
    },
    async (req) => ok(await sandbox.events(req.query.session, req.query.gameCode)),
  );

  app.post(
    '/vendor/sandbox/v1/bets',
    {
      config,
      schema: {
        tags,
        summary: 'Place a ticket on an event; the stake goes through the seamless wallet',
        body: SandboxBetBody,
        response: envelopeResponses(SandboxTickets),
      },
    },
    async (req) => ok(await sandbox.placeBet(req.body)),
  );

  app.get(
    '/vendor/sandbox/v1/tickets',
    {
      config,
      schema: {
        tags,
        summary: 'The session player’s tickets at a game, newest first',
        querystring: SessionQuery,
        response: envelopeResponses(Type.Array(SandboxTicket)),
      },
    },
    async (req) => ok(await sandbox.tickets(req.query.session, req.query.gameCode)),
  );

  app.post(
    '/vendor/sandbox/v1/events/:eventId/settle',
    {
      config,
      schema: {
        tags,
        summary:
          'Play an event now and settle the player’s open tickets on it (wins through the seamless wallet)',
        params: Type.Object({ eventId: Type.String({ maxLength: 64 }) }),
        body: SessionQuery,
        response: envelopeResponses(SandboxTickets),
      },
    },
    async (req) => ok(await sandbox.settleEvent(req.body.session, req.body.gameCode, req.params.eventId)),
  );

  app.post(
    '/vendor/sandbox/v1/fish/shoot',
    {
      config,
      schema: {
        tags,
        summary: 'Shoot at a fish: one shot is one bet, a catch pays the fish’s multiple',
        body: FishShotBody,
        response: envelopeResponses(FishShotResult),
      },
    },
    async (req) => ok(await sandbox.shoot(req.body)),
  );
};
