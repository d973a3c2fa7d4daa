import { createHash } from 'node:crypto';
import type {
  FishShotBody,
  FishShotResult,
  OpenSessionBody,
  SandboxBetBody,
  SandboxEvent,
  SandboxKind,
  SandboxSession,
  SandboxTicket,
  SandboxTickets,
} from '@portal/contracts/vendors.schema';
import type { Database } from '../../db/database.ts';
import { findGame } from '../../db/seed/catalogue.ts';
import { AppError } from '../../platform/app-error.ts';
import { sandboxKindOf } from '../adapters.ts';
import { asAppError, createPlayerSessions, type VendorPlayer } from '../player-sessions.ts';
import { cryptoRng, type Rng } from '../rng.ts';
import { type SeamlessClient, SeamlessRefusal } from '../seamless-client.ts';
import { eventById, eventsFor, playEvent, settleTicket } from './games/events.ts';
import { FISH_TARGETS, fishTarget, shoot } from './games/fishing.ts';

/**
 * The sandbox vendor (DESIGN.md 6): a stand-in for an external vendor's sportsbook, esports, cockfight and
 * fishing games. It keeps its own tickets, talks to the platform only through the signed seamless wallet
 * calls, retries a call whose answer was lost, and rolls back a bet it could not confirm. For protocol
 * tests it can also send each call twice, or deliver a bet's rollback before the bet itself.
 */

export type SandboxChaos = {
  /** Before this ticket's bet, send its rollback first (as a vendor whose bet call timed out would). */
  rollbackFirst?: (ticketId: string) => boolean;
};

const EVENT_STAKES = [1_000, 5_000, 10_000, 50_000, 100_000];
const FISH_STAKES = [10, 50, 100, 500, 1_000];
const MAX_STAKE = 10_000_000;

type Outcome = { result: string; score: string };

const titleOf = (gameCode: string, fallback: string) => findGameByCode(gameCode)?.title ?? fallback;

function findGameByCode(gameCode: string) {
  for (const vendor of ['SBX', 'FB', 'BTI', 'AV', 'IMES', 'IA', 'AI', 'TF', 'DS88', 'DIG', 'HFISH']) {
    const game = findGame(vendor, gameCode);
    if (game) return game;
  }
  return undefined;
}

/** The sandbox game a code plays: sports, esports, cockfight or fishing. */
export function sandboxKindOfCode(gameCode: string): SandboxKind | null {
  const game = findGameByCode(gameCode);
  return game ? sandboxKindOf(game) : null;
}

function ticketIdOf(player: VendorPlayer, requestId: string): string {
  const who = player.trial ? player.session : player.playerId;
  return `S${createHash('sha256').update(`${who}:${requestId}`).digest('base64url').slice(0, 24)}`;
}

type TicketRow = {
  ticket_id: string;
  event_id: string;
  match: string;
  pick: string;
  odds: number | string;
  stake: number | string;
  status: string;
  payout: number | string;
  result: string | null;
  placed_at: Date | string;
};

const toTicket = (r: TicketRow): SandboxTicket => ({
  ticketId: r.ticket_id,
  eventId: r.event_id,
  match: r.match,
  pick: r.pick,
  odds: Number(r.odds),
  stake: Number(r.stake),
  status: r.status as SandboxTicket['status'],
  payout: Number(r.payout),
  result: r.result,
  placedAt: new Date(r.placed_at).toISOString(),
});

export function createSandboxVendor(deps: {
  db: Database;
  client: SeamlessClient;
  rng?: Rng;
  chaos?: SandboxChaos;
}) {
  const { db, client } = deps;
  const rng = deps.rng ?? cryptoRng();
  const sessions = createPlayerSessions(client, db);

  function kindOf(gameCode: string): SandboxKind {
    const kind = sandboxKindOfCode(gameCode);
    if (!kind) throw new AppError('game.not.found');
    return kind;
  }

  /** The event's result once played, from the database: every node settles an event on one result. */
  async function resultOf(eventId: string): Promise<Outcome | undefined> {
    return db
      .selectFrom('vendor_sandbox_results')
      .select(['result', 'score'])
      .where('event_id', '=', eventId)
      .executeTakeFirst();
  }

  /** Plays the event unless a node already has; the first result written is the event's. */
  async function playOnce(event: SandboxEvent, gameCode: string): Promise<Outcome> {
    const played = await resultOf(event.eventId);
    if (played) return played;
    const outcome = playEvent(event, rng);
    await db
      .insertInto('vendor_sandbox_results')
      .values({ event_id: event.eventId, game_code: gameCode, result: outcome.result, score: outcome.score })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .execute();
    return (await resultOf(event.eventId)) ?? outcome;
  }

  function settledOn(ticket: SandboxTicket, outcome: Outcome): SandboxTicket {
    const won = ticket.pick === outcome.result;
    const result = `${outcome.result}${outcome.score ? ` ${outcome.score}` : ''}`;
    const payout = settleTicket(ticket.stake, ticket.odds, won);
    return { ...ticket, status: won ? 'won' : 'lost', payout, result };
  }

  async function tickets(player: VendorPlayer, gameCode: string): Promise<SandboxTicket[]> {
    // a trial session belongs to one game page, so its tickets are that game's
    if (player.trial) return player.state.tickets;
    const rows = await db
      .selectFrom('vendor_sandbox_tickets')
      .selectAll()
      .where('player_id', '=', player.playerId)
      .where('game_code', '=', gameCode)
      .orderBy('placed_at', 'desc')
      .limit(30)
      .execute();
    return rows.map(toTicket);
  }

  const balanceOf = async (player: VendorPlayer) =>
    player.trial ? player.state.balance : (await client.balance({ playerId: player.playerId })).balance;

  /** The stake through the wallet; a bet it could not confirm is rolled back, as vendors do. */
  async function placeStake(
    player: VendorPlayer & { trial: false },
    round: { id: string; gameCode: string; stake: number },
  ) {
    const bet = {
      token: player.token,
      playerId: player.playerId,
      txId: `${round.id}-b`,
      roundId: round.id,
      gameCode: round.gameCode,
      amount: round.stake,
    };
    const rollback = {
      playerId: player.playerId,
      txId: `${round.id}-r`,
      betTxId: bet.txId,
      roundId: round.id,
    };
    if (deps.chaos?.rollbackFirst?.(round.id)) {
      await client.refund(rollback);
      return client.bet(bet);
    }
    try {
      return await client.bet(bet);
    } catch (error) {
      // No answer at all (every retry lost): the vendor cannot know whether the stake was taken, so it
      // rolls the bet back; a refusal needs no rollback.
      if (!(error instanceof AppError) && !(error instanceof SeamlessRefusal)) {
        await client.refund(rollback).catch(() => undefined);
      }
      throw error;
    }
  }

  return {
    async openSession(body: OpenSessionBody, siteCurrency: string): Promise<SandboxSession> {
      const kind = kindOf(body.gameCode);
      const player = await sessions.open(body, siteCurrency);
      return {
        player,
        game: { gameCode: body.gameCode, title: titleOf(body.gameCode, 'Sandbox'), kind },
        stakes: kind === 'fish' ? FISH_STAKES : EVENT_STAKES,
        targets: kind === 'fish' ? [...FISH_TARGETS] : [],
      };
    },

    async events(session: string, gameCode: string): Promise<SandboxEvent[]> {
      await sessions.resolve(session);
      return eventsFor(kindOf(gameCode), gameCode, new Date());
    },

    async tickets(session: string, gameCode: string): Promise<SandboxTicket[]> {
      return tickets(await sessions.resolve(session), gameCode);
    },

    async placeBet(body: SandboxBetBody): Promise<SandboxTickets> {
      const kind = kindOf(body.gameCode);
      const event = eventById(kind, body.gameCode, body.eventId);
      if (!event) throw new AppError('game.event.closed');
      if (await resultOf(event.eventId)) throw new AppError('game.event.closed');
      const odds = event.odds[body.pick];
      if (odds === undefined) throw new AppError('game.bet.invalid', `No ${body.pick} on this event`);
      if (body.stake > MAX_STAKE) throw new AppError('game.bet.invalid', 'The stake is above the maximum');
      const player = await sessions.resolve(body.session);
      const ticketId = ticketIdOf(player, body.requestId);
      const ticket: SandboxTicket = {
        ticketId,
        eventId: event.eventId,
        match: `${event.home} v ${event.away}`,
        pick: body.pick,
        odds,
        stake: body.stake,
        status: 'open',
        payout: 0,
        result: null,
        placedAt: new Date().toISOString(),
      };
      if (player.trial) {
        return sessions.change(player, (state) => {
          const before = state.tickets.find((t) => t.ticketId === ticketId);
          if (before) return { tickets: [before], balance: state.balance };
          if (state.balance < body.stake) {
            throw new AppError('wallet.insufficient.funds', undefined, { balance: state.balance });
          }
          state.balance -= body.stake;
          state.tickets.unshift(ticket);
          return { tickets: [ticket], balance: state.balance };
        });
      }
      try {
        const placed = await placeStake(player, { id: ticketId, gameCode: body.gameCode, stake: body.stake });
        if (placed.outcome === 'refunded') ticket.status = 'refunded';
        await db
          .insertInto('vendor_sandbox_tickets')
          .values({
            ticket_id: ticketId,
            player_id: player.playerId,
            game_code: body.gameCode,
            event_id: event.eventId,
            match: ticket.match,
            pick: ticket.pick,
            odds: String(odds),
            stake: body.stake,
            status: ticket.status,
          })
          .onConflict((oc) => oc.column('ticket_id').doNothing())
          .execute();
        const stored = await db
          .selectFrom('vendor_sandbox_tickets')
          .selectAll()
          .where('ticket_id', '=', ticketId)
          .executeTakeFirstOrThrow();
        return { tickets: [toTicket(stored)], balance: placed.balance };
      } catch (error) {
        throw asAppError(error);
      }
    },

    /** Plays an event now and settles the session player's open tickets on it. */
    async settleEvent(session: string, gameCode: string, eventId: string): Promise<SandboxTickets> {
      const kind = kindOf(gameCode);
      const event = eventById(kind, gameCode, eventId);
      if (!event) throw new AppError('game.event.closed');
      const player = await sessions.resolve(session);
      const outcome = await playOnce(event, gameCode);
      const isOpen = (t: SandboxTicket) => t.eventId === eventId && t.status === 'open';
      if (player.trial) {
        return sessions.change(player, (state) => {
          const settled: SandboxTicket[] = [];
          state.tickets = state.tickets.map((t) => {
            if (!isOpen(t)) return t;
            const done = settledOn(t, outcome);
            state.balance += done.payout;
            settled.push(done);
            return done;
          });
          return { tickets: settled, balance: state.balance };
        });
      }
      const open = (await tickets(player, gameCode)).filter(isOpen);
      const settled: SandboxTicket[] = [];
      for (const ticket of open) {
        const done = settledOn(ticket, outcome);
        try {
          await client.win({
            playerId: player.playerId,
            txId: `${ticket.ticketId}-w`,
            roundId: ticket.ticketId,
            betTxId: `${ticket.ticketId}-b`,
            amount: done.payout,
            roundEnded: true,
          });
        } catch (error) {
          throw asAppError(error);
        }
        await db
          .updateTable('vendor_sandbox_tickets')
          .set({ status: done.status, payout: done.payout, result: done.result })
          .where('ticket_id', '=', ticket.ticketId)
          .execute();
        settled.push(done);
      }
      return {
        tickets: settled,
        balance: await balanceOf(player).catch((error: unknown) => {
          throw asAppError(error);
        }),
      };
    },

    async shoot(body: FishShotBody): Promise<FishShotResult> {
      if (kindOf(body.gameCode) !== 'fish') throw new AppError('game.not.found');
      const fish = fishTarget(body.target);
      if (!fish) throw new AppError('game.bet.invalid', 'No such fish');
      if (!FISH_STAKES.includes(body.stake)) throw new AppError('game.bet.invalid');
      const player = await sessions.resolve(body.session);
      const roundId = ticketIdOf(player, body.requestId);
      if (player.trial) {
        return sessions.change(player, (state) => {
          if (state.balance < body.stake) {
            throw new AppError('wallet.insufficient.funds', undefined, { balance: state.balance });
          }
          const shot = shoot(fish, body.stake, rng);
          state.balance += shot.payout - body.stake;
          return { roundId, target: fish.target, ...shot, stake: body.stake, balance: state.balance };
        });
      }
      try {
        // a retried shot answers its first draw, whichever node took it
        const played = await db
          .selectFrom('vendor_sandbox_shots')
          .select('result')
          .where('round_id', '=', roundId)
          .executeTakeFirst();
        if (played) {
          const { balance } = await client.balance({ playerId: player.playerId });
          return { ...(played.result as Omit<FishShotResult, 'balance'>), balance };
        }
        await placeStake(player, { id: roundId, gameCode: body.gameCode, stake: body.stake });
        const shot = shoot(fish, body.stake, rng);
        const paid = await client.win({
          playerId: player.playerId,
          txId: `${roundId}-w`,
          roundId,
          betTxId: `${roundId}-b`,
          amount: shot.payout,
          roundEnded: true,
        });
        const result = { roundId, target: fish.target, ...shot, stake: body.stake };
        await db
          .insertInto('vendor_sandbox_shots')
          .values({
            round_id: roundId,
            player_id: player.playerId,
            game_code: body.gameCode,
            result: JSON.stringify(result),
          })
          .onConflict((oc) => oc.column('round_id').doNothing())
          .execute();
        return { ...result, balance: paid.balance };
      } catch (error) {
        throw asAppError(error);
      }
    },
  };
}

export type SandboxVendor = ReturnType<typeof createSandboxVendor>;
