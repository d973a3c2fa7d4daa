import type { LotteryTicket } from '@portal/contracts/lottery.schema';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../shell/session/session-store.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import LotteryPage from '../pages/lottery-page.tsx';
import { makeDraw, makeLotteryGame } from '../test-lottery.ts';

describe('after the countdown', () => {
  it('shows "drawing", polls until the draw bet on is settled, then reads the tickets and the balance again', async () => {
    const closed = makeDraw({
      issue: '20260101-0002',
      closesAt: new Date(Date.now() - 3000).toISOString(),
      drawAt: new Date(Date.now() - 1000).toISOString(),
    });
    const next = makeDraw({ id: 3, issue: '20260101-0003', label: 'LOTT_K3:20260101-0003' });
    const before = makeLotteryGame({ current: next });
    const after = makeLotteryGame({
      current: next,
      last: { ...closed, status: 'settled', result: [6, 5, 4], source: 'house' },
    });
    const ticket = { id: 9, gameCode: 'LOTT_K3', issue: closed.issue, drawAt: closed.drawAt, status: 'open' };
    const api = fakeApi({
      // the page saw 0002 open; the server has moved on, then drawn it
      '/lgw/games': [ok([makeLotteryGame({ current: closed })]), ok([before]), ok([after])],
      '/lgw/orders/today': [ok([ticket as LotteryTicket]), ok([{ ...ticket, status: 'won', payout: 500 }])],
      '/lgw/numeros/near': ok([]),
      '/wps/v2/wallets/balance': ok({ balance: 1000 }),
    });
    act(() => {
      useSession.getState().setToken('t');
      useSession.getState().setUser(makeUser());
    });
    renderWithProviders(<LotteryPage />, { route: '/lottery?gameCode=LOTT_K3', path: '/lottery' });
    expect((await screen.findByTestId('drawing')).getAttribute('data-issue')).toBe('20260101-0002');
    await waitFor(() => expect(screen.getByTestId('last-result').getAttribute('data-result')).toBe('6 5 4'), {
      timeout: 8000,
    });
    expect(screen.queryByTestId('drawing')).toBeNull();
    await waitFor(() => expect(api.to('GET /lgw/orders/today').length).toBeGreaterThan(1));
    await waitFor(() => expect(screen.getByTestId('ticket-status').textContent).toBe('Won'));
  }, 15_000);
});
