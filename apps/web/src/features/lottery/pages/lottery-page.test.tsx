import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../shell/session/session-store.ts';
import { fail, fakeApi, ok, type Routes } from '../../../test/fake-api.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeDraw, makeLotteryGame } from '../test-lottery.ts';
import LotteryPage from './lottery-page.tsx';

const VN = makeLotteryGame({
  gameCode: 'VN_NORTH',
  vendorCode: 'TCG_LOTTO_VN',
  family: 'vn-north',
  name: 'Vietnam North Lotto',
  names: { en: 'Vietnam North Lotto', th: 'หวยเวียดนามเหนือ' },
  last: null,
  current: makeDraw({ gameCode: 'VN_NORTH', issue: '20260101' }),
});

function routes(extra: Routes = {}): Routes {
  return {
    '/lgw/games': ({ query }) => ok(query.get('lottoArea') === 'VN' ? [VN] : [makeLotteryGame(), VN]),
    '/lgw/orders/today': ok([]),
    '/lgw/numeros/near': ok([]),
    '/wps/relay/GCSGAME_getRankList': ok([]),
    '/wps/v2/wallets/balance': ok({ balance: 1_000_000 }),
    ...extra,
  };
}

function open(route = '/lottery?gameCode=LOTT_K3', language = 'en') {
  act(() => {
    useSession.getState().setToken('session-token');
    useSession.getState().setUser(makeUser());
  });
  return renderWithProviders(<LotteryPage />, { route, path: route.split('?')[0], language });
}

beforeEach(() => {
  useSession.setState({ token: null, user: null, isLogin: false, isAgent: false, isTrial: false });
});

describe('the lottery page', () => {
  it('shows the game tabs of /lottery (not the VN ones), the issue, its countdown and the last dice', async () => {
    fakeApi(routes());
    open();
    expect((await screen.findByTestId('lottery-title')).textContent).toBe('Fast 3 Dice');
    expect(screen.getByTestId('current-issue').textContent).toContain('20260101-0002');
    expect(screen.getByTestId('countdown-clock').textContent).toMatch(/^0[01]:\d\d$/);
    expect(screen.getByTestId('last-result').getAttribute('data-result')).toBe('4 2 2');
    expect(screen.queryByTestId('family-vn-north')).toBeNull();
  });

  it("links back to a lobby launch's back URL, a path of this site only", async () => {
    fakeApi(routes());
    const { unmount } = open('/vnLottery?gameCode=VN_NORTH&back=%2Flott');
    await screen.findByTestId('lottery-title');
    expect(screen.getByTestId('lottery-return').getAttribute('href')).toBe('/lott');
    unmount();
    open('/vnLottery?gameCode=VN_NORTH&back=https%3A%2F%2Fevil.example%2F');
    await screen.findByTestId('lottery-title');
    expect(screen.queryByTestId('lottery-return')).toBeNull();
  });

  it('counts bets and totals as the player picks, with quick picks and the stake', async () => {
    fakeApi(routes());
    open();
    await screen.findByTestId('lottery-title');
    fireEvent.click(screen.getByTestId('pick-0-10'));
    fireEvent.click(screen.getByTestId('pick-0-11'));
    expect(screen.getByTestId('bets').textContent).toBe('2');
    expect(screen.getByTestId('line-total').textContent).toBe('฿2.00');
    fireEvent.click(screen.getByTestId('quick-0-odd'));
    expect(screen.getByTestId('bets').textContent).toBe('8');
    fireEvent.click(screen.getByTestId('stake-500'));
    fireEvent.click(screen.getByTestId('multiplier-more'));
    expect(screen.getByTestId('line-total').textContent).toBe('฿80.00');
    // the best odds of the picked sums (3 pays 209.52x) at 5.00 x 2
    expect(screen.getByTestId('potential-win').textContent).toBe('฿2,095.20');
    fireEvent.click(screen.getByTestId('quick-0-clear'));
    expect(screen.getByTestId('bets').textContent).toBe('0');
  });

  it('says what is missing before a line goes on the slip', async () => {
    fakeApi(routes());
    open();
    await screen.findByTestId('lottery-title');
    fireEvent.click(screen.getByTestId('group-different'));
    fireEvent.click(screen.getByTestId('play-k3.three-different'));
    fireEvent.click(screen.getByTestId('pick-0-1'));
    fireEvent.click(screen.getByTestId('add-line'));
    expect(screen.getByTestId('line-problem').textContent).toBe('Pick at least 3 in Numbers.');
    fireEvent.click(screen.getByTestId('pick-0-2'));
    fireEvent.click(screen.getByTestId('pick-0-3'));
    fireEvent.change(screen.getByTestId('unit-stake'), { target: { value: '0.5' } });
    fireEvent.click(screen.getByTestId('add-line'));
    expect(screen.getByTestId('line-problem').textContent).toBe('The stake per bet is at least ฿1.00.');
  });

  it('places several lines with a chase once, whatever the double click, and refreshes the money', async () => {
    const api = fakeApi(
      routes({
        'POST /lgw/orders/betting': ok({
          orderId: 7,
          total: 1500,
          tickets: 6,
          issues: ['20260101-0002', '20260101-0003', '20260101-0004'],
          replayed: false,
          balance: 998_500,
        }),
      }),
    );
    open();
    await screen.findByTestId('lottery-title');
    fireEvent.click(screen.getByTestId('pick-0-10'));
    fireEvent.click(screen.getByTestId('add-line'));
    fireEvent.click(screen.getByTestId('group-triple'));
    fireEvent.click(screen.getByTestId('play-k3.any-triple'));
    fireEvent.click(screen.getByTestId('quick-0-all'));
    fireEvent.click(screen.getByTestId('add-line'));
    expect(screen.getAllByTestId('slip-line')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('chase-toggle'));
    fireEvent.change(screen.getByTestId('chase-draws'), { target: { value: '3' } });
    // (sum 10: one bet, any triple: one bet) at 1.00, over 3 draws
    expect(screen.getByTestId('slip-total').textContent).toBe('฿6.00');
    fireEvent.click(screen.getByTestId('place-slip'));
    const dialog = await screen.findByTestId('confirm-slip');
    expect(within(dialog).getByTestId('confirm-total').textContent).toBe('฿6.00');
    const user = userEvent.setup();
    await user.dblClick(within(dialog).getByTestId('confirm-place'));
    await screen.findByTestId('slip-placed');
    const sent = api.to('POST /lgw/orders/betting');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      gameCode: 'LOTT_K3',
      issue: '20260101-0002',
      draws: 3,
      stopOnWin: true,
      lines: [
        { play: 'k3.sum', pick: [[10]], unitStake: 100, multiplier: 1 },
        { play: 'k3.any-triple', pick: [['any-triple']], unitStake: 100, multiplier: 1 },
      ],
    });
    expect(String(sent[0]?.body?.requestId)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(screen.queryAllByTestId('slip-line')).toHaveLength(0);
    await waitFor(() =>
      expect(
        api.to('GET /wps/v2/wallets/balance').length + api.to('GET /lgw/orders/today').length,
      ).toBeGreaterThan(1),
    );
  });

  it('words a lottery refusal from the lottery texts, in Thai', async () => {
    fakeApi(routes({ 'POST /lgw/orders/betting': fail('lottery.sales.closed', 409) }));
    open('/lottery?gameCode=LOTT_K3', 'th');
    await screen.findByTestId('lottery-title');
    fireEvent.click(screen.getByTestId('pick-0-10'));
    fireEvent.click(screen.getByTestId('place-slip'));
    fireEvent.click(await screen.findByTestId('confirm-place'));
    expect((await screen.findByTestId('slip-error')).textContent).toBe('งวดนี้ปิดรับแทงแล้ว กรุณาแทงงวดถัดไป');
  });

  it('plays VN lô on /vnLottery: two-digit numbers, each a bet', async () => {
    fakeApi(routes());
    open('/vnLottery?gameCode=VN_NORTH');
    expect((await screen.findByTestId('lottery-title')).textContent).toBe('Vietnam North Lotto');
    fireEvent.click(screen.getByTestId('pick-0-27'));
    fireEvent.click(screen.getByTestId('pick-0-68'));
    expect(screen.getByTestId('pick-0-7').textContent).toBe('07');
    expect(screen.getByTestId('bets').textContent).toBe('2');
  });

  it('cancels an open ticket while its sales are open, and reads the money again', async () => {
    const ticket = {
      id: 9,
      orderId: 7,
      gameCode: 'LOTT_K3',
      family: 'k3',
      issue: '20260101-0002',
      drawAt: new Date(Date.now() + 70_000).toISOString(),
      play: 'k3.sum',
      pick: [[10]],
      combinations: 1,
      unitStake: 100,
      multiplier: 1,
      stake: 100,
      odds: {},
      status: 'open',
      payout: 0,
      result: null,
      chaseDraws: 1,
      stopOnWin: false,
      cancellable: true,
      placedAt: new Date().toISOString(),
      settledAt: null,
    };
    const api = fakeApi(
      routes({
        '/lgw/orders/today': [ok([ticket]), ok([{ ...ticket, status: 'cancelled', cancellable: false }])],
        'POST /lgw/orders/9/cancel': ok({ ticketId: 9, refunded: 100, balance: 1_000_000 }),
      }),
    );
    open();
    fireEvent.click(await screen.findByTestId('tab-orders'));
    expect((await screen.findByTestId('ticket')).textContent).toContain('Sum');
    fireEvent.click(screen.getByTestId('ticket-cancel'));
    await waitFor(() => expect(screen.getByTestId('ticket-status').textContent).toBe('Cancelled'));
    expect(api.to('POST /lgw/orders/9/cancel')).toHaveLength(1);
    expect(screen.queryByTestId('ticket-cancel')).toBeNull();
  });

  it('says so when the game is not on the page', async () => {
    fakeApi(routes());
    open('/seaLottery?gameCode=NOPE');
    expect(await screen.findByText('This lottery was not found.')).toBeTruthy();
    expect(screen.getByTestId('lottery-title').textContent).toBe('SEA lottery');
  });
});
