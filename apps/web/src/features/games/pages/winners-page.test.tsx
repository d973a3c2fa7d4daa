import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, lastQueryTo, ok } from '../../../test/fake-api.ts';
import { makeWinner } from '../../../test/game-fixtures.ts';
import { renderInPortal } from '../../../test/render.tsx';
import { WinnerBoard } from '../components/winner-board.tsx';
import WinnersPage from './winners-page.tsx';

const LIST = '/wps/relay/GCSGAME_winnerList';

const pageOf = (pageNum: number, count: number, total: number) =>
  ok({
    content: Array.from({ length: count }, (_, i) =>
      makeWinner(`player${pageNum}x${i}`, (i + 1) * 100_000, `Game ${pageNum}-${i}`),
    ),
    pageNum,
    pageSize: 42,
    totalPages: Math.ceil(total / 42),
    total,
  });

afterEach(() => vi.unstubAllGlobals());

describe('winners list page', () => {
  it('shows 42 winners a page, masked, and pages on', async () => {
    const api = fakeApi({
      [`GET ${LIST}`]: (call) => (call.query.get('pageNo') === '2' ? pageOf(2, 8, 50) : pageOf(1, 42, 50)),
    });
    renderInPortal(<WinnersPage />, { route: '/winners', pattern: '/winners', showLocation: true });
    await waitFor(() => expect(screen.getAllByTestId('winners-row')).toHaveLength(42));
    expect(lastQueryTo(api, LIST)).toMatchObject({ gameCategory: 'ALL', pageNo: '1', pageSize: '42' });
    const first = screen.getAllByTestId('winners-row')[0];
    expect(first?.textContent).toContain('pl****0');
    expect(first?.textContent).toContain('Game 1-0');
    expect(first?.textContent).toContain('1,000');

    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getAllByTestId('winners-row')).toHaveLength(8));
    expect(lastQueryTo(api, LIST)).toMatchObject({ pageNo: '2' });
    expect(screen.getByTestId('location').textContent).toBe('/winners?page=2');
  });

  it('says so when nobody has won yet', async () => {
    fakeApi({ [`GET ${LIST}`]: pageOf(1, 0, 0) });
    renderInPortal(<WinnersPage />, { route: '/winners', pattern: '/winners' });
    expect(await screen.findByTestId('winners-empty')).toBeTruthy();
  });

  it('is reached from the home page’s winner board', () => {
    renderInPortal(<WinnerBoard winners={[makeWinner('somchai88', 500_000)]} loading={false} />);
    expect(screen.getByTestId('winners-all').getAttribute('href')).toBe('/winners');
  });
});
