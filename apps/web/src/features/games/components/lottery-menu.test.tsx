import type { LotteryGame } from '@portal/contracts/lottery.schema';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderInPortal } from '../../../test/render.tsx';
import { LotteryMenu, lotteryPathOf } from './lottery-menu.tsx';

const MENU = '/lgw/games/game_menus';

const game = (gameCode: string, vendorCode: string, en: string, th: string, maintenance = false) =>
  ({ gameCode, vendorCode, name: en, names: { en, th }, maintenance }) as unknown as LotteryGame;

afterEach(() => vi.unstubAllGlobals());

describe('lottery menu', () => {
  it('lists the game menus’ games by prize mode on a lottery category page, each opening its lottery page', async () => {
    fakeApi({
      [`GET ${MENU}`]: ok([
        { prizeMode: 'LOTT', games: [game('TH_GOV', 'HOUSE_LOTTO', 'Thai government', 'หวยรัฐบาล')] },
        {
          prizeMode: 'ZY',
          games: [
            game('VN_NORTH', 'TCG_LOTTO_VN', 'Hanoi', 'ฮานอย', true),
            game('SEA_1', 'TCG_SEA', 'Lao', 'ลาว'),
          ],
        },
      ]),
    });
    renderInPortal(<LotteryMenu category="ELOTT" />, { language: 'th' });
    await waitFor(() => expect(screen.getAllByTestId('lottery-menu-game')).toHaveLength(3));
    const [gov, hanoi, lao] = screen.getAllByTestId('lottery-menu-game');
    expect(gov?.textContent).toBe('หวยรัฐบาล');
    expect(gov?.getAttribute('href')).toBe('/lottery?gameCode=TH_GOV');
    expect(hanoi?.getAttribute('href')).toBe('/vnLottery?gameCode=VN_NORTH');
    expect(hanoi?.textContent).toContain('ฮานอย');
    expect(lao?.getAttribute('href')).toBe('/seaLottery?gameCode=SEA_1');
    expect(screen.getByRole('heading', { name: 'หวยออกผลเร็ว' })).toBeTruthy();
  });

  it('asks nothing on the other categories', () => {
    const api = fakeApi({});
    const { container } = renderInPortal(<LotteryMenu category="RNG" />);
    expect(api.callsTo('GET', MENU)).toHaveLength(0);
    expect(container.querySelector('[data-testid="lottery-menu"]')).toBeNull();
    expect(lotteryPathOf({ vendorCode: 'X', gameCode: 'A B' })).toBe('/lottery?gameCode=A%20B');
  });
});
