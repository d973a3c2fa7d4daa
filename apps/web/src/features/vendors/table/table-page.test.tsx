import type {
  HouseSession,
  TableDealResult,
  TableGameInfo,
  VendorRound,
} from '@portal/contracts/vendors.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, fakeApi, type Reply } from '../../../test/fake-api.ts';
import { makePlayer, preferReducedMotion, renderGamePage } from '../shared/test-vendors.tsx';
import { TablePage } from './table-page.tsx';

const INFO: TableGameInfo = {
  gameCode: 'baccarat',
  title: 'Royal Baccarat',
  chips: [100, 500, 1_000, 5_000],
  minBet: 100,
  maxBet: 10_000,
  odds: { PLAYER: 1, BANKER: 0.95, TIE: 8, PLAYER_PAIR: 11, BANKER_PAIR: 11 },
  rtp: { PLAYER: 98.76, BANKER: 98.94, TIE: 85.64, PLAYER_PAIR: 89.64, BANKER_PAIR: 89.64 },
};

const DEAL: TableDealResult = {
  roundId: 'r-1',
  player: [
    { rank: 9, suit: 'H' },
    { rank: 13, suit: 'S' },
  ],
  banker: [
    { rank: 3, suit: 'D' },
    { rank: 2, suit: 'C' },
    { rank: 12, suit: 'H' },
  ],
  playerTotal: 9,
  bankerTotal: 5,
  outcome: 'PLAYER',
  stake: 2_000,
  payout: 4_000,
  balance: 1_020_00,
};

const ROUND: VendorRound = {
  roundId: 'r-1',
  gameCode: 'baccarat',
  stake: 2_000,
  payout: 4_000,
  summary: 'PLAYER 9 : 5',
  at: '2026-11-23T08:00:00Z',
};

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;
const DEAL_ROUTE = 'POST /vendor/house/v1/table/deal';

function table(
  options: { info?: Partial<TableGameInfo>; balance?: number; deal?: Reply | ((call: Call) => Reply) } = {},
) {
  const session: HouseSession = {
    player: makePlayer({ balance: options.balance ?? 1_000_00 }),
    slot: null,
    table: { ...INFO, ...options.info },
  };
  let dealt = false;
  const vendor = fakeApi({
    'POST /vendor/house/v1/session': { value: session },
    'GET /vendor/house/v1/history': () => ({ value: dealt ? [ROUND] : [] }),
    [DEAL_ROUTE]: (call) => {
      const reply =
        typeof options.deal === 'function' ? options.deal(call) : (options.deal ?? { value: DEAL });
      if (reply !== 'network' && !reply.errorCode) dealt = true;
      return reply;
    },
  });
  renderGamePage(
    '/play/house/table/:gameCode',
    <TablePage />,
    '/play/house/table/baccarat?token=launch-token-0123456789',
  );
  return vendor;
}

const pickChip = (value: number) =>
  fireEvent.click(screen.getAllByTestId('chip').find((element) => element.dataset.value === String(value))!);
const spot = (bet: string) =>
  screen.getAllByTestId('bet-spot').find((element) => element.dataset.bet === bet)!;
const notice = () => screen.getByTestId('table-notice').textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('baccarat table page', () => {
  it('places chips, deals, turns the cards and shows the outcome, the payout and the new balance', async () => {
    preferReducedMotion();
    const vendor = table();
    await screen.findByTestId('deal-button');
    expect(screen.getByTestId('balance').textContent).toBe('1,000.00 THB');
    expect(within(spot('BANKER')).getByText('Pays 0.95:1')).toBeTruthy();
    pickChip(1_000);
    fireEvent.click(spot('PLAYER'));
    fireEvent.click(spot('PLAYER'));
    expect(spot('PLAYER').dataset.amount).toBe('2000');
    expect(screen.getByTestId('total-bet').textContent).toBe('20.00 THB');
    fireEvent.click(screen.getByTestId('deal-button'));

    const outcome = await screen.findByTestId('outcome');
    expect(outcome.dataset.outcome).toBe('PLAYER');
    expect(outcome.textContent).toContain('Player wins');
    expect(outcome.textContent).toContain('You win 40.00 THB');
    const cards = screen.getAllByTestId('card').map((card) => `${card.dataset.rank}${card.dataset.suit}`);
    expect(cards).toEqual(['9H', '13S', '3D', '2C', '12H']);
    expect(screen.getByTestId('total-player').textContent).toBe('9');
    expect(screen.getByTestId('total-banker').textContent).toBe('5');
    expect(screen.getByTestId('balance').textContent).toBe('1,020.00 THB');
    expect(spot('PLAYER').className).toMatch(/won/);

    const [deal] = vendor.to(DEAL_ROUTE);
    expect(deal?.body).toMatchObject({
      session: 'sess-0123456789abcdef',
      gameCode: 'baccarat',
      bets: { PLAYER: 2_000 },
    });
    expect(String(deal?.body?.requestId)).toMatch(REQUEST_ID);
    // the round joins the road and the history list once the cards are out
    const bead = await screen.findByTestId('bead');
    expect(bead.dataset.outcome).toBe('PLAYER');
    expect(screen.getByTestId('history-row').textContent).toContain('PLAYER 9 : 5');
    const history = vendor.to('GET /vendor/house/v1/history').at(-1);
    expect(history?.query.get('session')).toBe('sess-0123456789abcdef');
    expect(history?.query.get('gameCode')).toBe('baccarat');
  });

  it('turns the cards one at a time, showing the stake taken until the outcome', async () => {
    preferReducedMotion(false);
    table();
    await screen.findByTestId('deal-button');
    pickChip(1_000);
    fireEvent.click(spot('PLAYER'));
    fireEvent.click(spot('PLAYER'));
    fireEvent.click(screen.getByTestId('deal-button'));
    await screen.findAllByTestId('card');
    expect(screen.getAllByTestId('card').length).toBeLessThan(5);
    expect(screen.queryByTestId('outcome')).toBeNull();
    expect(screen.getByTestId('balance').textContent).toBe('980.00 THB');
    expect((screen.getByTestId('deal-button') as HTMLButtonElement).disabled).toBe(true);
    await screen.findByTestId('outcome', {}, { timeout: 8_000 });
    expect(screen.getAllByTestId('card')).toHaveLength(5);
    expect(screen.getByTestId('balance').textContent).toBe('1,020.00 THB');
  });

  it('keeps each spot within the table limits and the stake within the balance, sending nothing', async () => {
    preferReducedMotion();
    const vendor = table({ info: { minBet: 200 }, balance: 150_00 });
    await screen.findByTestId('deal-button');
    fireEvent.click(screen.getByTestId('deal-button'));
    expect(notice()).toBe('Pick a chip and place it on a bet spot first.');

    pickChip(5_000);
    fireEvent.click(spot('BANKER'));
    fireEvent.click(spot('BANKER'));
    fireEvent.click(spot('BANKER'));
    expect(notice()).toBe('The most you can bet on Banker is 100.00 THB.');
    expect(spot('BANKER').dataset.amount).toBe('10000');

    pickChip(100);
    fireEvent.click(spot('TIE'));
    expect(spot('TIE').dataset.amount).toBe('100');
    fireEvent.click(screen.getByTestId('deal-button'));
    expect(notice()).toBe('The least you can bet on Tie is 2.00 THB.');

    pickChip(5_000);
    fireEvent.click(spot('PLAYER'));
    expect(notice()).toBe('Your balance is not enough for this amount.');
    expect(spot('PLAYER').dataset.amount).toBe('0');

    fireEvent.click(screen.getByTestId('undo-button'));
    expect(spot('TIE').dataset.amount).toBe('0');
    expect(screen.getByTestId('total-bet').textContent).toBe('100.00 THB');
    fireEvent.click(screen.getByTestId('clear-button'));
    expect(spot('BANKER').dataset.amount).toBe('0');
    expect(vendor.to(DEAL_ROUTE)).toHaveLength(0);
  });

  it('sends the same requestId again when a deal is retried after a network failure, and a new one after', async () => {
    preferReducedMotion();
    let attempt = 0;
    const vendor = table({
      deal: () => {
        attempt += 1;
        return attempt === 1 ? 'network' : { value: DEAL };
      },
    });
    await screen.findByTestId('deal-button');
    pickChip(1_000);
    fireEvent.click(spot('PLAYER'));
    fireEvent.click(spot('PLAYER'));
    fireEvent.click(screen.getByTestId('deal-button'));
    await waitFor(() => expect(notice()).toBe('Network link is abnormal, please try again'));
    expect(screen.getByTestId('balance').textContent).toBe('1,000.00 THB');

    fireEvent.click(screen.getByTestId('deal-button'));
    await screen.findByTestId('outcome');
    fireEvent.click(screen.getByTestId('deal-button'));
    await waitFor(() => expect(vendor.to(DEAL_ROUTE)).toHaveLength(3));

    const [first, retry, next] = vendor.to(DEAL_ROUTE).map((call) => call.body?.requestId);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
    expect(String(next)).toMatch(REQUEST_ID);
  });

  it('says when the balance is short and starts a new request next time', async () => {
    preferReducedMotion();
    const vendor = table({ deal: { status: 409, errorCode: 'wallet.insufficient.funds' } });
    await screen.findByTestId('deal-button');
    pickChip(500);
    fireEvent.click(spot('TIE'));
    fireEvent.click(screen.getByTestId('deal-button'));
    await waitFor(() => expect(notice()).toBe('Your balance is not enough for this amount.'));
    fireEvent.click(screen.getByTestId('deal-button'));
    await waitFor(() => expect(vendor.to(DEAL_ROUTE)).toHaveLength(2));
    const [first, second] = vendor.to(DEAL_ROUTE).map((call) => call.body?.requestId);
    expect(second).not.toBe(first);
  });

  it('stops the table when the game session has expired', async () => {
    preferReducedMotion();
    table({ deal: { status: 401, errorCode: 'game.session.expired' } });
    await screen.findByTestId('deal-button');
    pickChip(500);
    fireEvent.click(spot('BANKER'));
    fireEvent.click(screen.getByTestId('deal-button'));
    await waitFor(() => expect(notice()).toBe('The game session has ended, please open the game again'));
    expect((screen.getByTestId('deal-button') as HTMLButtonElement).disabled).toBe(true);
    expect((spot('PLAYER') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the payouts and the return to player of every bet in the info panel', async () => {
    preferReducedMotion();
    table();
    fireEvent.click(await screen.findByTestId('info-button'));
    const rows = screen.getAllByTestId('rtp-row');
    expect(rows.map((row) => row.dataset.bet)).toEqual([
      'PLAYER',
      'BANKER',
      'TIE',
      'PLAYER_PAIR',
      'BANKER_PAIR',
    ]);
    expect(rows[1]?.textContent).toBe('Banker0.95 to 198.94%');
    expect(screen.getByTestId('rtp-panel').textContent).toContain('Bet per spot 1.00 THB – 100.00 THB');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('rtp-panel')).toBeNull();
  });
});
