import type {
  FishShotResult,
  SandboxEvent,
  SandboxSession,
  SandboxTicket,
} from '@portal/contracts/vendors.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, fakeApi, type Reply } from '../../../test/fake-api.ts';
import { makePlayer, renderGamePage } from '../shared/test-vendors.tsx';
import { SandboxPage } from './sandbox-page.tsx';

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;
const BETS = 'POST /vendor/sandbox/v1/bets';
const SHOOT = 'POST /vendor/sandbox/v1/fish/shoot';

function session(kind: SandboxSession['game']['kind'], balance = 1_000_00): SandboxSession {
  return {
    player: makePlayer({ balance }),
    game: { gameCode: `sb_${kind}`, title: `Sandbox ${kind}`, kind },
    stakes: kind === 'fish' ? [100, 500] : [1_000, 5_000, 10_000],
    targets:
      kind === 'fish'
        ? [
            { target: 'shrimp', multiplier: 2 },
            { target: 'shark', multiplier: 50 },
          ]
        : [],
  };
}

const MATCH: SandboxEvent = {
  eventId: 'ev-1',
  kind: 'sports',
  league: 'Thai League 1',
  home: 'Buriram United',
  away: 'Bangkok United',
  startsAt: '2026-11-23T12:00:00Z',
  odds: { AWAY: 3.1, HOME: 1.85, DRAW: 3.4 },
};

const FIGHT: SandboxEvent = {
  eventId: 'ev-9',
  kind: 'cockfight',
  league: 'Chiang Mai Derby',
  home: 'Red Thunder',
  away: 'Blue Storm',
  startsAt: '2026-11-23T13:00:00Z',
  odds: { WALA: 1.9, DRAW: 8, MERON: 1.9 },
};

function ticket(overrides: Partial<SandboxTicket> = {}): SandboxTicket {
  return {
    ticketId: 't-1',
    eventId: 'ev-1',
    match: 'Buriram United vs Bangkok United',
    pick: 'HOME',
    odds: 1.85,
    stake: 5_000,
    status: 'open',
    payout: 0,
    result: null,
    placedAt: '2026-11-23T08:00:00Z',
    ...overrides,
  };
}

type Routes = {
  bet?: (call: Call) => Reply;
  settled?: SandboxTicket;
  shoot?: (call: Call) => Reply;
};

/** A sandbox vendor holding the tickets the page placed, settling them as `settled` says. */
function sandbox(game: SandboxSession, event: SandboxEvent | null, routes: Routes = {}) {
  let tickets: SandboxTicket[] = [];
  const vendor = fakeApi({
    'POST /vendor/sandbox/v1/session': { value: game },
    'GET /vendor/sandbox/v1/events': { value: event ? [event] : [] },
    'GET /vendor/sandbox/v1/tickets': () => ({ value: tickets }),
    [BETS]:
      routes.bet ??
      ((call) => {
        const placed = ticket({
          eventId: String(call.body?.eventId),
          pick: String(call.body?.pick),
          stake: Number(call.body?.stake),
        });
        tickets = [placed];
        return { value: { tickets: [placed], balance: game.player.balance - placed.stake } };
      }),
    [`POST /vendor/sandbox/v1/events/${event?.eventId}/settle`]: () => {
      const settled = routes.settled ?? ticket({ status: 'lost', result: 'AWAY 0 : 1' });
      tickets = [settled];
      return { value: { tickets: [settled], balance: game.player.balance - 5_000 + settled.payout } };
    },
    ...(routes.shoot ? { [SHOOT]: routes.shoot } : {}),
  });
  renderGamePage(
    '/play/sandbox/:gameCode',
    <SandboxPage />,
    `/play/sandbox/${game.game.gameCode}?token=launch-token-0123456789`,
  );
  return vendor;
}

const odds = (pick: string) =>
  screen.getAllByTestId('odds-button').find((button) => button.dataset.pick === pick)!;
const stakeChip = (value: number) =>
  screen.getAllByTestId('stake-chip').find((chip) => chip.dataset.value === String(value))!;
const stakeInput = () => screen.getByTestId('stake-input') as HTMLInputElement;
const notice = () => screen.getByTestId('sandbox-notice').textContent;
const fish = (target: string) =>
  screen.getAllByTestId('fish-target').find((element) => element.dataset.target === target)!;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sandbox events page', () => {
  it('bets on a match, shows the open ticket, then plays it now and shows the won ticket and balance', async () => {
    const vendor = sandbox(session('sports'), MATCH, {
      settled: ticket({ status: 'won', payout: 9_250, result: 'HOME 2 : 1' }),
    });
    const row = await screen.findByTestId('event-row');
    expect(screen.getByTestId('sandbox-page').textContent).toContain('Sandbox Vendor');
    expect(row.textContent).toContain('Thai League 1');
    expect(row.textContent).toContain('Buriram United');
    expect(screen.getAllByTestId('odds-button').map((button) => button.dataset.pick)).toEqual([
      'HOME',
      'DRAW',
      'AWAY',
    ]);
    expect(screen.queryByTestId('play-now')).toBeNull();

    fireEvent.click(odds('HOME'));
    expect(odds('HOME').getAttribute('aria-pressed')).toBe('true');
    expect(stakeInput().value).toBe('10');
    fireEvent.click(stakeChip(5_000));
    expect(stakeInput().value).toBe('50');
    expect(screen.getByTestId('potential-return').textContent).toBe('92.50 THB');
    fireEvent.click(screen.getByTestId('place-bet'));

    const open = await screen.findByTestId('ticket-row');
    expect(open.dataset.status).toBe('open');
    expect(screen.getByTestId('balance').textContent).toBe('950.00 THB');
    const [bet] = vendor.to(BETS);
    expect(bet?.body).toMatchObject({
      session: 'sess-0123456789abcdef',
      gameCode: 'sb_sports',
      eventId: 'ev-1',
      pick: 'HOME',
      stake: 5_000,
    });
    expect(String(bet?.body?.requestId)).toMatch(REQUEST_ID);

    fireEvent.click(await screen.findByTestId('play-now'));
    const result = await screen.findByTestId('settle-result');
    expect(result.textContent).toContain('Result: HOME 2 : 1');
    expect(within(result).getByTestId('ticket-row').dataset.status).toBe('won');
    expect(within(result).getByTestId('ticket-row').textContent).toContain('Payout 92.50 THB');
    expect(screen.getByTestId('balance').textContent).toBe('1,042.50 THB');
    expect(vendor.to('POST /vendor/sandbox/v1/events/ev-1/settle')[0]?.body).toEqual({
      session: 'sess-0123456789abcdef',
      gameCode: 'sb_sports',
    });
    await waitFor(() => expect(screen.queryByTestId('play-now')).toBeNull());
  });

  it('offers meron, draw and wala on a cockfight, takes a typed stake and shows a lost ticket', async () => {
    const vendor = sandbox(session('cockfight'), FIGHT, {
      settled: ticket({ eventId: 'ev-9', pick: 'MERON', status: 'lost', result: 'WALA' }),
    });
    await screen.findByTestId('event-row');
    expect(screen.getAllByTestId('odds-button').map((button) => button.dataset.pick)).toEqual([
      'MERON',
      'DRAW',
      'WALA',
    ]);
    fireEvent.click(odds('MERON'));
    fireEvent.change(stakeInput(), { target: { value: '12.5' } });
    expect(screen.getByTestId('potential-return').textContent).toBe('23.75 THB');
    fireEvent.click(screen.getByTestId('place-bet'));
    await screen.findByTestId('play-now');
    expect(vendor.to(BETS)[0]?.body).toMatchObject({ eventId: 'ev-9', pick: 'MERON', stake: 1_250 });
    fireEvent.click(screen.getByTestId('play-now'));
    const result = await screen.findByTestId('settle-result');
    expect(within(result).getByTestId('ticket-row').dataset.status).toBe('lost');
    expect(result.textContent).toContain('Result: WALA');
  });

  it('checks the stake before sending a bet', async () => {
    const vendor = sandbox(session('sports', 20_00), MATCH);
    await screen.findByTestId('event-row');
    fireEvent.click(odds('DRAW'));
    fireEvent.change(stakeInput(), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('place-bet'));
    expect(notice()).toBe('Enter a stake.');
    fireEvent.change(stakeInput(), { target: { value: '25' } });
    fireEvent.click(screen.getByTestId('place-bet'));
    expect(notice()).toBe('Your balance is not enough for this amount.');
    expect(vendor.to(BETS)).toHaveLength(0);
  });

  it('sends the same requestId again when a bet is retried after a network failure', async () => {
    let attempt = 0;
    const vendor = sandbox(session('sports'), MATCH, {
      bet: () => {
        attempt += 1;
        return attempt === 1
          ? 'network'
          : { value: { tickets: [ticket({ pick: 'AWAY', stake: 1_000 })], balance: 990_00 } };
      },
    });
    await screen.findByTestId('event-row');
    fireEvent.click(odds('AWAY'));
    fireEvent.click(screen.getByTestId('place-bet'));
    await waitFor(() => expect(notice()).toBe('Network link is abnormal, please try again'));
    fireEvent.click(screen.getByTestId('place-bet'));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('990.00 THB'));
    const [first, retry] = vendor.to(BETS).map((call) => call.body?.requestId);
    expect(retry).toBe(first);
  });

  it('stops taking bets when the game session has expired', async () => {
    sandbox(session('sports'), MATCH, { bet: () => ({ status: 401, errorCode: 'game.session.expired' }) });
    await screen.findByTestId('event-row');
    fireEvent.click(odds('HOME'));
    fireEvent.click(screen.getByTestId('place-bet'));
    await waitFor(() => expect(notice()).toBe('The game session has ended, please open the game again'));
    expect((screen.getByTestId('place-bet') as HTMLButtonElement).disabled).toBe(true);
    expect((odds('AWAY') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('sandbox fishing page', () => {
  const shot = (overrides: Partial<FishShotResult>): FishShotResult => ({
    roundId: 'f-1',
    target: 'shark',
    caught: true,
    multiplier: 50,
    stake: 500,
    payout: 25_000,
    balance: 1_245_00,
    ...overrides,
  });

  it('shoots the fish tapped with the stake chosen and shows the catch, the miss and the balance', async () => {
    const replies = [
      shot({}),
      shot({ roundId: 'f-2', target: 'shrimp', caught: false, multiplier: 2, payout: 0, balance: 1_240_00 }),
    ];
    const vendor = sandbox(session('fish'), null, { shoot: () => ({ value: replies.shift() }) });
    await screen.findAllByTestId('fish-target');
    expect(screen.getAllByTestId('fish-target').map((target) => target.dataset.target)).toEqual([
      'shrimp',
      'shark',
    ]);
    expect(fish('shark').textContent).toContain('×50');
    fireEvent.click(stakeChip(500));
    fireEvent.click(fish('shark'));

    const caught = await screen.findByTestId('shot-result');
    expect(caught.dataset.caught).toBe('true');
    expect(caught.textContent).toBe('Caught the Shark! ×50 pays 250.00 THB');
    expect(screen.getByTestId('balance').textContent).toBe('1,245.00 THB');
    const [first] = vendor.to(SHOOT);
    expect(first?.body).toMatchObject({
      session: 'sess-0123456789abcdef',
      gameCode: 'sb_fish',
      target: 'shark',
      stake: 500,
    });
    expect(String(first?.body?.requestId)).toMatch(REQUEST_ID);

    fireEvent.click(fish('shrimp'));
    await waitFor(() => expect(screen.getByTestId('shot-result').dataset.caught).toBe('false'));
    expect(screen.getByTestId('shot-result').textContent).toBe('Missed the Shrimp. Stake 5.00 THB');
    expect(screen.getByTestId('balance').textContent).toBe('1,240.00 THB');
    expect(vendor.to(SHOOT)[1]?.body?.requestId).not.toBe(first?.body?.requestId);
  });

  it('re-sends the same requestId when a shot is retried after a network failure', async () => {
    let attempt = 0;
    const vendor = sandbox(session('fish'), null, {
      shoot: () => {
        attempt += 1;
        return attempt === 1 ? 'network' : { value: shot({ target: 'shrimp', caught: false, payout: 0 }) };
      },
    });
    await screen.findAllByTestId('fish-target');
    fireEvent.click(fish('shrimp'));
    await waitFor(() => expect(notice()).toBe('Network link is abnormal, please try again'));
    fireEvent.click(fish('shrimp'));
    await screen.findByTestId('shot-result');
    const [first, retry] = vendor.to(SHOOT).map((call) => call.body?.requestId);
    expect(retry).toBe(first);
  });

  it('keeps shooting the last fish shot at while auto fire is on', async () => {
    let round = 0;
    const vendor = sandbox(session('fish'), null, {
      shoot: () => {
        round += 1;
        return {
          value: shot({ roundId: `f-${round}`, caught: false, payout: 0, balance: 1_000_00 - round * 100 }),
        };
      },
    });
    await screen.findAllByTestId('fish-target');
    fireEvent.click(fish('shark'));
    await screen.findByTestId('shot-result');
    fireEvent.click(screen.getByTestId('auto-fire'));
    await waitFor(() => expect(vendor.to(SHOOT).length).toBeGreaterThanOrEqual(3), { timeout: 8_000 });
    fireEvent.click(screen.getByTestId('auto-fire'));
    const shots = vendor.to(SHOOT);
    expect(new Set(shots.map((call) => call.body?.target))).toEqual(new Set(['shark']));
    expect(new Set(shots.map((call) => call.body?.requestId)).size).toBe(shots.length);
  });
});
