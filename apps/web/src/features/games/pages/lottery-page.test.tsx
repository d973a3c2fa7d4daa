import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { makeGame } from '../../../test/game-fixtures.ts';
import { renderInGameLayer, resetGames, signIn } from '../test-games.tsx';
import LotteryPage from './lottery-page.tsx';

const GAME_LIST = '/wps/relay/GCSGAME_gameList';

function page(content = [makeGame()]) {
  return { content, pageNum: 1, pageSize: 100, totalPages: 1, total: content.length };
}

beforeEach(() => {
  resetGames();
  signIn();
});

describe('lottery pages', () => {
  it("shows the lobby header of ?gameCode= from the vendor's list and says draws open later", async () => {
    const api = fakeApi({
      [GAME_LIST]: ok(
        page([
          makeGame({
            gameCode: 'VN_NORTH',
            gameName: 'Vietnam North Lotto',
            vassalage: 'TCG_LOTTO_VN',
            prizeMode: 'LOTT',
            minBet: 1000,
            showIcon: '/art/vn.svg',
          }),
        ]),
      ),
    });
    renderInGameLayer(<LotteryPage />, { route: '/vnLottery?gameCode=VN_NORTH' });
    await waitFor(() => expect(screen.getByTestId('lottery-title').textContent).toBe('Vietnam North Lotto'));
    const query = api.urls(GAME_LIST)[0]?.searchParams;
    expect(query?.get('vassalage')).toBe('TCG_LOTTO_VN');
    expect(query?.get('gameType')).toBe('LOTT');
    expect(screen.getByText('Vietnam lottery')).toBeTruthy();
    expect(screen.getByText('Min. bet ฿10.00')).toBeTruthy();
    expect(screen.getByTestId('lottery-soon').textContent).toContain('Draws open soon');
    expect(screen.getByTestId('lottery-back').getAttribute('href')).toBe('/elott');
  });

  it('looks a /lottery game up in both lottery categories', async () => {
    const api = fakeApi({
      [GAME_LIST]: ({ url }) =>
        ok(
          url.searchParams.get('gameType') === 'ELOTT'
            ? page([makeGame({ gameCode: 'LOTT_K3', gameName: 'Fast 3 Dice', gameType: 'ELOTT' })])
            : page([makeGame({ gameCode: 'HANOI_VIP', gameName: 'Hanoi VIP', gameType: 'LOTT' })]),
        ),
    });
    renderInGameLayer(<LotteryPage />, { route: '/lottery?gameCode=LOTT_K3' });
    await waitFor(() => expect(screen.getByTestId('lottery-title').textContent).toBe('Fast 3 Dice'));
    const types = api.urls(GAME_LIST).map((url) => url.searchParams.get('gameType'));
    expect(new Set(types)).toEqual(new Set(['LOTT', 'ELOTT']));
  });

  it('says so when the game is not found, and shows no draws', async () => {
    fakeApi({ [GAME_LIST]: ok(page([])) });
    renderInGameLayer(<LotteryPage />, { route: '/seaLottery?gameCode=NOPE' });
    expect(await screen.findByText('This lottery was not found.')).toBeTruthy();
    expect(screen.getByTestId('lottery-title').textContent).toBe('SEA lottery');
  });

  it('speaks Thai', async () => {
    fakeApi({ [GAME_LIST]: ok(page([])) });
    renderInGameLayer(<LotteryPage />, { route: '/lottery', language: 'th' });
    expect(await screen.findByText('เปิดรับแทงเร็ว ๆ นี้')).toBeTruthy();
    expect(screen.getByTestId('lottery-back').textContent).toBe('กลับไปหน้าหวย');
  });
});
