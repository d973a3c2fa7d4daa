import type { AddressInfo } from 'node:net';
import { TRIAL_CREDIT } from '@portal/contracts/games';
import type {
  SandboxEvent,
  SandboxSession,
  SandboxTicket,
  SandboxTickets,
} from '@portal/contracts/vendors.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerOf,
  balanceOf,
  call,
  expectLedgerInvariants,
  newPlayer,
  type Player,
  refusedWith,
  requestId,
} from '../../../test/money-helpers.ts';
import { launchToken } from '../../../test/seamless-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { httpTransport } from '../seamless-client.ts';

/**
 * The sandbox vendor as an external vendor drives the platform: its callbacks go over real HTTP to the
 * listening server, signed; tickets whose id is in `rollbackFirst` have their rollback delivered first.
 */
const rollbackFirst = new Set<string>();
const t = {} as TestApp;
let url = '';
beforeAll(async () => {
  Object.assign(
    t,
    await createTestApp(
      {},
      {
        vendorTransport: (code) =>
          code === 'SANDBOX' ? (path, body, headers) => httpTransport(url)(path, body, headers) : undefined,
        sandboxChaos: { rollbackFirst: (ticketId) => rollbackFirst.has(ticketId) },
      },
    ),
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await expectLedgerInvariants(t);
  await t.close();
});

async function open(player: Player, gameCode: string, vassalage: string) {
  const token = await launchToken(t, player, vassalage, gameCode);
  return answerOf<SandboxSession>(await call(t, 'POST', '/vendor/sandbox/v1/session', { gameCode, token }));
}

async function events(session: string, gameCode: string) {
  return answerOf<SandboxEvent[]>(
    await call(t, 'GET', `/vendor/sandbox/v1/events?session=${session}&gameCode=${gameCode}`),
  );
}

async function betRecords(player: Player) {
  return t.database.db
    .selectFrom('bets')
    .selectAll()
    .where('account_id', '=', player.id)
    .orderBy('id')
    .execute();
}

describe('sandbox vendor: sports', () => {
  it('takes a ticket through the wallet and settles it with the event’s result', async () => {
    const player = await newPlayer(t, { balance: 100_000 });
    const { player: state, game, stakes } = await open(player, 'SBX_SPORTS', 'SBX');
    expect(game).toMatchObject({ kind: 'sports', gameCode: 'SBX_SPORTS' });
    expect(state).toMatchObject({ trial: false, balance: 100_000, currency: 'THB' });
    const [event] = await events(state.session, 'SBX_SPORTS');
    if (!event) throw new Error('no events');
    const bet = {
      session: state.session,
      gameCode: 'SBX_SPORTS',
      eventId: event.eventId,
      pick: 'HOME',
      stake: stakes[1] as number,
      requestId: requestId(),
    };
    const placed = answerOf<SandboxTickets>(await call(t, 'POST', '/vendor/sandbox/v1/bets', bet));
    expect(placed.balance).toBe(100_000 - bet.stake);
    expect(placed.tickets[0]).toMatchObject({
      status: 'open',
      pick: 'HOME',
      odds: event.odds.HOME,
      stake: bet.stake,
    });
    // the page's retry of the same request is the same ticket, and nothing moves again
    const again = answerOf<SandboxTickets>(await call(t, 'POST', '/vendor/sandbox/v1/bets', bet));
    expect(again.tickets[0]?.ticketId).toBe(placed.tickets[0]?.ticketId);
    expect(await balanceOf(t, player)).toBe(100_000 - bet.stake);
    expect((await betRecords(player)).map((b) => [b.status, b.vendor_code, b.game_category])).toEqual([
      ['open', 'SBX', 'SPORTS'],
    ]);

    const settled = answerOf<SandboxTickets>(
      await call(t, 'POST', `/vendor/sandbox/v1/events/${event.eventId}/settle`, {
        session: state.session,
        gameCode: 'SBX_SPORTS',
      }),
    );
    const ticket = settled.tickets[0] as SandboxTicket;
    expect(['won', 'lost']).toContain(ticket.status);
    expect(ticket.result).toMatch(/^(HOME|DRAW|AWAY) \d : \d$/);
    expect(settled.balance).toBe(100_000 - bet.stake + ticket.payout);
    const [record] = await betRecords(player);
    expect(record?.status).toBe(ticket.payout > 0 ? 'won' : 'lost');
    expect(Number(record?.payout)).toBe(ticket.payout);
    // the event is over: no more tickets on it
    refusedWith(
      await call(t, 'POST', '/vendor/sandbox/v1/bets', { ...bet, requestId: requestId() }),
      409,
      'game.event.closed',
    );
  });

  it('lands a ticket refunded when its rollback reaches the platform before its bet', async () => {
    const player = await newPlayer(t, { balance: 50_000 });
    const { player: state } = await open(player, 'AV_ESPORTS', 'AV');
    const [event] = await events(state.session, 'AV_ESPORTS');
    const req = requestId();
    // the ticket id is the vendor's hash of the player and request: learn it from a trial of the same shape
    const { createHash } = await import('node:crypto');
    const ticketId = `S${createHash('sha256').update(`siam-${player.id}:${req}`).digest('base64url').slice(0, 24)}`;
    rollbackFirst.add(ticketId);
    const placed = answerOf<SandboxTickets>(
      await call(t, 'POST', '/vendor/sandbox/v1/bets', {
        session: state.session,
        gameCode: 'AV_ESPORTS',
        eventId: event?.eventId,
        pick: 'AWAY',
        stake: 5_000,
        requestId: req,
      }),
    );
    expect(placed.tickets[0]).toMatchObject({ ticketId, status: 'refunded' });
    expect(placed.balance).toBe(50_000);
    expect(await balanceOf(t, player)).toBe(50_000);
    expect((await betRecords(player)).map((b) => b.status)).toEqual(['refunded']);
  });

  it('refuses unknown events, picks and sessions, and stakes beyond the balance', async () => {
    const player = await newPlayer(t, { balance: 1_000 });
    const { player: state } = await open(player, 'DS88_ARENA', 'DS88');
    const [event] = await events(state.session, 'DS88_ARENA');
    expect(Object.keys(event?.odds ?? {})).toEqual(expect.arrayContaining(['MERON', 'WALA', 'DRAW']));
    const bet = {
      session: state.session,
      gameCode: 'DS88_ARENA',
      eventId: event?.eventId,
      pick: 'MERON',
      stake: 5_000,
      requestId: requestId(),
    };
    refusedWith(
      await call(t, 'POST', '/vendor/sandbox/v1/bets', { ...bet, eventId: '1-deadbeef' }),
      409,
      'game.event.closed',
    );
    refusedWith(
      await call(t, 'POST', '/vendor/sandbox/v1/bets', { ...bet, pick: 'HOME' }),
      400,
      'game.bet.invalid',
    );
    refusedWith(
      await call(t, 'POST', '/vendor/sandbox/v1/bets', { ...bet, session: 'x'.repeat(43) }),
      401,
      'game.session.expired',
    );
    const short = refusedWith(
      await call(t, 'POST', '/vendor/sandbox/v1/bets', bet),
      409,
      'wallet.insufficient.funds',
    );
    expect(short.value).toEqual({ balance: 1_000 });
    expect(await betRecords(player)).toEqual([]);
  });
});

describe('sandbox vendor: fishing and free trial', () => {
  it('settles each shot as one bet and its catch', async () => {
    const player = await newPlayer(t, { balance: 10_000 });
    const { player: state, targets, stakes } = await open(player, 'OCEAN_KING', 'HFISH');
    expect(targets.length).toBeGreaterThan(3);
    let balance = 10_000;
    for (let i = 0; i < 10; i++) {
      const shot = answerOf<{ caught: boolean; payout: number; stake: number; balance: number }>(
        await call(t, 'POST', '/vendor/sandbox/v1/fish/shoot', {
          session: state.session,
          gameCode: 'OCEAN_KING',
          stake: stakes[0],
          target: targets[0]?.target,
          requestId: requestId(),
        }),
      );
      balance += shot.payout - shot.stake;
      expect(shot.balance).toBe(balance);
      expect(shot.payout).toBe(shot.caught ? shot.stake * (targets[0]?.multiplier ?? 0) : 0);
    }
    expect(await balanceOf(t, player)).toBe(balance);
    const records = await betRecords(player);
    expect(records).toHaveLength(10);
    expect(records.every((r) => r.game_category === 'FISH' && r.status !== 'open')).toBe(true);
  });

  it('plays a visitor’s free trial on demo credit without touching the ledger', async () => {
    const before = await t.database.db
      .selectFrom('journal_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const session = answerOf<SandboxSession>(
      await call(t, 'POST', '/vendor/sandbox/v1/session', { gameCode: 'SBX_SPORTS', trial: true }),
    );
    expect(session.player).toMatchObject({ trial: true, balance: TRIAL_CREDIT, username: null });
    // an event nobody else here plays
    const event = (await events(session.player.session, 'SBX_SPORTS')).at(-1);
    const placed = answerOf<SandboxTickets>(
      await call(t, 'POST', '/vendor/sandbox/v1/bets', {
        session: session.player.session,
        gameCode: 'SBX_SPORTS',
        eventId: event?.eventId,
        pick: 'AWAY',
        stake: 10_000,
        requestId: requestId(),
      }),
    );
    expect(placed.balance).toBe(TRIAL_CREDIT - 10_000);
    const settled = answerOf<SandboxTickets>(
      await call(t, 'POST', `/vendor/sandbox/v1/events/${event?.eventId}/settle`, {
        session: session.player.session,
        gameCode: 'SBX_SPORTS',
      }),
    );
    expect(settled.balance).toBe(TRIAL_CREDIT - 10_000 + (settled.tickets[0]?.payout ?? 0));
    const after = await t.database.db
      .selectFrom('journal_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
