import { TRIAL_CREDIT } from '@portal/contracts/games';
import type {
  FishShotResult,
  HouseSession,
  SandboxEvent,
  SandboxSession,
  SandboxTicket,
  SandboxTickets,
  SlotSpinResult,
  VendorRound,
} from '@portal/contracts/vendors.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerOf,
  balanceOf,
  call,
  expectLedgerInvariants,
  newPlayer,
  refusedWith,
  requestId,
} from '../../test/money-helpers.ts';
import { launchToken } from '../../test/seamless-helpers.ts';
import { createSecondNode, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Two app instances on one database stand for two nodes behind a load balancer with no sticky sessions
 * (decision 0047): a free trial and a sandbox event are the same whichever node answers each call.
 */
const a = {} as TestApp;
let b = {} as TestApp;
beforeAll(async () => {
  Object.assign(a, await createTestApp());
  const second = await createSecondNode(a.database);
  b = { ...a, ...second, close: () => second.app.close() };
});
afterAll(async () => {
  await expectLedgerInvariants(a);
  await b.close();
  await a.close();
});

const SPORTS = 'SBX_SPORTS';

async function sandboxTrial(node: TestApp) {
  const { player } = answerOf<SandboxSession>(
    await call(node, 'POST', '/vendor/sandbox/v1/session', { gameCode: SPORTS, trial: true }),
  );
  return player.session;
}

describe('the embedded vendors on two nodes of one database', () => {
  it('serves one house trial from either node: credit, retries and history alike', async () => {
    const { player, slot } = answerOf<HouseSession>(
      await call(a, 'POST', '/vendor/house/v1/session', { gameCode: 'DRAGON_FORTUNE', trial: true }),
    );
    const stake = slot?.betLevels[1] as number;
    const spin = { session: player.session, gameCode: 'DRAGON_FORTUNE', stake, requestId: requestId() };
    const first = answerOf<SlotSpinResult>(await call(b, 'POST', '/vendor/house/v1/slot/spin', spin));
    expect(first.balance).toBe(TRIAL_CREDIT - stake + first.totalWin);
    // the page's retry reaches the other node and gets the same round, with nothing moved again
    const retried = answerOf<SlotSpinResult>(await call(a, 'POST', '/vendor/house/v1/slot/spin', spin));
    expect(retried).toEqual(first);
    const second = answerOf<SlotSpinResult>(
      await call(a, 'POST', '/vendor/house/v1/slot/spin', { ...spin, requestId: requestId() }),
    );
    expect(second.balance).toBe(first.balance - stake + second.totalWin);
    const history = (node: TestApp) =>
      call(node, 'GET', `/vendor/house/v1/history?session=${player.session}&gameCode=DRAGON_FORTUNE`);
    const fromA = answerOf<VendorRound[]>(await history(a));
    expect(fromA.map((r) => r.roundId)).toEqual([second.roundId, first.roundId]);
    expect(answerOf<VendorRound[]>(await history(b))).toEqual(fromA);
  });

  it('keeps concurrent spins of one trial on two nodes from losing either one', async () => {
    const { player, slot } = answerOf<HouseSession>(
      await call(b, 'POST', '/vendor/house/v1/session', { gameCode: 'DRAGON_FORTUNE', trial: true }),
    );
    const stake = slot?.betLevels[0] as number;
    const spins = await Promise.all(
      [a, b, a, b].map(async (node) =>
        answerOf<SlotSpinResult>(
          await call(node, 'POST', '/vendor/house/v1/slot/spin', {
            session: player.session,
            gameCode: 'DRAGON_FORTUNE',
            stake,
            requestId: requestId(),
          }),
        ),
      ),
    );
    const won = spins.reduce((sum, s) => sum + s.totalWin, 0);
    const history = answerOf<VendorRound[]>(
      await call(a, 'GET', `/vendor/house/v1/history?session=${player.session}&gameCode=DRAGON_FORTUNE`),
    );
    expect(history).toHaveLength(4);
    expect(history.reduce((sum, r) => sum + r.payout - r.stake, 0)).toBe(won - 4 * stake);
    // the last spin under the trial's lock saw the other three: no change was lost
    expect(spins.map((s) => s.balance)).toContain(TRIAL_CREDIT - 4 * stake + won);
  });

  it('settles one sandbox event on one result, whichever node plays it, and serves a trial’s tickets from both', async () => {
    const [onA, onB] = [await sandboxTrial(a), await sandboxTrial(b)];
    const [event] = answerOf<SandboxEvent[]>(
      await call(a, 'GET', `/vendor/sandbox/v1/events?session=${onA}&gameCode=${SPORTS}`),
    );
    const eventId = (event as SandboxEvent).eventId;
    const bet = (session: string) => ({ session, gameCode: SPORTS, eventId, pick: 'HOME', stake: 1_000 });
    // each trial bets through the other node than the one that opened it
    answerOf<SandboxTickets>(
      await call(b, 'POST', '/vendor/sandbox/v1/bets', { ...bet(onA), requestId: requestId() }),
    );
    answerOf<SandboxTickets>(
      await call(a, 'POST', '/vendor/sandbox/v1/bets', { ...bet(onB), requestId: requestId() }),
    );
    const settle = (node: TestApp, session: string) =>
      call(node, 'POST', `/vendor/sandbox/v1/events/${eventId}/settle`, { session, gameCode: SPORTS });
    const [first, second] = await Promise.all([settle(a, onA), settle(b, onB)]);
    const [ticketA] = answerOf<SandboxTickets>(first).tickets as SandboxTicket[];
    const [ticketB] = answerOf<SandboxTickets>(second).tickets as SandboxTicket[];
    expect(ticketA?.result).toBeTruthy();
    expect(ticketB?.result).toBe(ticketA?.result);
    expect(ticketB?.status).toBe(ticketA?.status);
    // the trial's tickets as either node sees them
    const tickets = (node: TestApp) =>
      call(node, 'GET', `/vendor/sandbox/v1/tickets?session=${onA}&gameCode=${SPORTS}`);
    expect(answerOf<SandboxTicket[]>(await tickets(b))).toEqual(answerOf<SandboxTicket[]>(await tickets(a)));
    expect(answerOf<SandboxTicket[]>(await tickets(b))[0]).toMatchObject({ status: ticketA?.status });
    // the event is over on every node
    refusedWith(
      await call(b, 'POST', '/vendor/sandbox/v1/bets', { ...bet(onB), requestId: requestId() }),
      409,
      'game.event.closed',
    );
  });

  it('answers a real player’s retried shot with its first draw on the other node, and takes the stake once', async () => {
    const player = await newPlayer(a, { balance: 10_000 });
    const token = await launchToken(a, player, 'HFISH', 'OCEAN_KING');
    const {
      player: state,
      targets,
      stakes,
    } = answerOf<SandboxSession>(
      await call(a, 'POST', '/vendor/sandbox/v1/session', { gameCode: 'OCEAN_KING', token }),
    );
    const shot = {
      session: state.session,
      gameCode: 'OCEAN_KING',
      stake: stakes[0],
      target: targets[0]?.target,
      requestId: requestId(),
    };
    const first = answerOf<FishShotResult>(await call(a, 'POST', '/vendor/sandbox/v1/fish/shoot', shot));
    const again = answerOf<FishShotResult>(await call(b, 'POST', '/vendor/sandbox/v1/fish/shoot', shot));
    expect(again).toEqual(first);
    expect(await balanceOf(a, player)).toBe(10_000 - first.stake + first.payout);
  });

  it('answers game.session.expired for an unknown trial on every node', async () => {
    for (const node of [a, b]) {
      refusedWith(
        await call(node, 'GET', `/vendor/sandbox/v1/tickets?session=trial_nosuch&gameCode=${SPORTS}`),
        401,
        'game.session.expired',
      );
    }
  });
});
